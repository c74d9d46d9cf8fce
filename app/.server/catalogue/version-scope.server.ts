import { AsyncLocalStorage } from "node:async_hooks";

// One catalogue version per store page render (docs/decisions/022-stateless-instances-and-catalogue-version.md).
// A store page asks the version for each value it keeps by it (views, counts, the profile, the
// chrome, the facet index): on PostgreSQL five queries a page, one after the other. A plain GET
// of a store page writes nothing, so the version it read first is the one it renders: asked again
// within the render, the first answer is given. Kept on globalThis, as the server entry and the
// React Router build each bundle a copy of this module.

const key = Symbol.for("vitrine.pageVersions");
type Versions = Map<object, Promise<number>>;
type Holder = { [key]?: AsyncLocalStorage<Versions> };

function storage(): AsyncLocalStorage<Versions> {
  const holder = globalThis as Holder;
  holder[key] ??= new AsyncLocalStorage();
  return holder[key];
}

/**
 * Runs a render that writes nothing: within it, each database's version is read once. Within
 * another such scope (the server's page cache looked the page up first), that scope's reads hold.
 */
export function withOneVersion<T>(run: () => Promise<T>): Promise<T> {
  const store = storage();
  return store.getStore() ? run() : store.run(new Map(), run);
}

/** The version `read` answers, or, within withOneVersion, the first answer for `db`. */
export function versionOnce(db: object, read: () => Promise<number>): Promise<number> {
  const versions = storage().getStore();
  if (!versions) return read();
  let version = versions.get(db);
  if (!version) {
    version = read();
    versions.set(db, version);
    // A read that failed is tried again by the next asker.
    version.catch(() => versions.delete(db));
  }
  return version;
}
