import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { localePath } from "~/i18n/locale";
import { manifestPath } from "~/lib/web-manifest";

// Decision 040: the offline storefront and the installable shop in every
// language of the table. public/ cannot import the table, so these hold the files to it.

const publicFile = (name: string) => readFileSync(path.join("public", name), "utf8");

/** public/sw.js run in a sandbox: its top-level bindings, with the network down. */
function offlineWorker(cached: string[]) {
  const context = vm.createContext({
    self: { addEventListener: () => undefined, location: { origin: "https://shop.example" } },
    URL,
    fetch: () => Promise.reject(new TypeError("offline")),
    caches: {
      open: () =>
        Promise.resolve({
          match: (key: string | { url: string }) => {
            const url = typeof key === "string" ? key : new URL(key.url).pathname;
            return Promise.resolve(cached.includes(url) ? `page ${url}` : undefined);
          },
        }),
    },
  });
  vm.runInContext(publicFile("sw.js"), context);
  return {
    precache: vm.runInContext("PRECACHE", context) as string[],
    /** What the worker answers for a page visit with no connection. */
    navigate: (pathname: string) =>
      (vm.runInContext("networkFirst", context) as (r: object) => Promise<string>)({
        url: `https://shop.example${pathname}`,
        mode: "navigate",
      }),
  };
}

describe("the service worker (public/sw.js) in every language", () => {
  it("fetches each language's home and contact pages and manifest at install", () => {
    const { precache } = offlineWorker([]);
    for (const l of LANGUAGES) {
      for (const page of ["/", "/atendimento", "/localizacao"]) {
        expect(precache).toContain(localePath(l.code, page));
      }
      expect(precache).toContain(manifestPath(l.code));
    }
  });

  it("answers a page never seen, offline, with the home page of its language", async () => {
    const homes = LANGUAGES.map((l) => localePath(l.code, "/"));
    const worker = offlineWorker(homes);
    for (const l of LANGUAGES) {
      const home = localePath(l.code, "/");
      expect(await worker.navigate(localePath(l.code, "/produto/999"))).toBe(`page ${home}`);
      expect(await worker.navigate(localePath(l.code, "/busca"))).toBe(`page ${home}`);
    }
    // A brand whose slug starts with a language's code is a Portuguese page.
    expect(await worker.navigate("/esab")).toBe("page /");
  });
});

describe("each language has its own web app manifest", () => {
  for (const l of LANGUAGES) {
    it(`${l.name}: ${manifestPath(l.code)} in ${l.tag}, starting on its home page`, () => {
      const manifest = JSON.parse(publicFile(manifestPath(l.code).slice(1))) as Record<
        string,
        unknown
      >;
      expect(manifest.lang).toBe(l.tag);
      expect(manifest.start_url).toBe(localePath(l.code, "/"));
      expect(manifest.scope).toBe("/");
      expect(manifest.short_name).toBe("YouTools");
    });
  }

  it("names and describes the shop in each language, never in another's words", () => {
    const texts = LANGUAGES.map((l) => {
      const m = JSON.parse(publicFile(manifestPath(l.code).slice(1))) as Record<string, string>;
      return `${m.name} ${m.description}`;
    });
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });
});
