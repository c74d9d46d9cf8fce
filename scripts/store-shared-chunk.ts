import path from "node:path";
import type { Plugin } from "vite";

/**
 * One chunk for the app code two or more storefront routes share.
 *
 * Left to itself the bundler gives every distinct set of routes that share a module its own
 * chunk, so a storefront page loaded some thirty files of a few hundred bytes each, and gzip
 * compresses each on its own: about 7 kB more than the same code in one file, on every first
 * visit (decision 056). This plugin reads the module graph once it is built and names the app
 * modules (not packages) that two or more storefront route entries reach through static imports;
 * the returned group puts them in one chunk. Back-office routes are not counted, so code only
 * they use never lands in it; when they share a module with the storefront they load the chunk.
 */
export function storeSharedChunk(appDir = path.resolve("app")) {
  const shared = new Set<string>();
  const store = (file: string) => path.join(appDir, "components", "store", file);
  // Code only some pages use, in chunks of their own, so the home and product pages, where most
  // visits start, do not load it (the first-load JavaScript budget): the
  // product lists' filters, sorting and paging, and the shop's details that only the
  // about, service and location pages show.
  const lists = new Set([
    store("list-page.tsx"),
    store("filter-panel.tsx"),
    store("pagination.tsx"),
    store("sort-links.tsx"),
    path.join(appDir, "lib", "filter-panel.ts"),
  ]);
  const info = new Set([store("store-info.tsx")]);
  const apart = (id: string) => lists.has(id) || info.has(id);
  const isApp = (id: string) => id.startsWith(appDir + path.sep) && !id.includes("node_modules");
  const isAdminRoute = (id: string) =>
    id.startsWith(path.join(appDir, "routes", "admin") + path.sep);

  const plugin: Plugin = {
    name: "vitrine:store-shared-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shared.clear();
      const reachedBy = new Map<string, number>();
      for (const entry of this.getModuleIds()) {
        const info = this.getModuleInfo(entry);
        if (!info?.isEntry || isAdminRoute(entry)) continue;
        const seen = new Set<string>([entry]);
        const queue = [entry];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        for (const id of seen) if (isApp(id)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
      }
      for (const [id, count] of reachedBy) if (count >= 2 && !apart(id)) shared.add(id);
    },
  };
  const groups = [
    { name: "store", test: (id: string) => shared.has(id) },
    { name: "store-filters", test: (id: string) => lists.has(id) },
    { name: "store-info", test: (id: string) => info.has(id) },
  ];
  return { plugin, groups };
}
