import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { getEnv } from "~/.server/env";
import type { AssetReaderCarrier } from "~/lib/app-styles";
import type { NonceCarrier } from "~/lib/csp-nonce";
import { ISLANDS_MANIFEST, type IslandsManifest } from "~/islands/islands-scripts";
import { TEST_NONCE, testServerBuild } from "../../../tests/fixtures/app-server";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import type { TestDb } from "../../../tests/fixtures/databases";
import { createStoreDocuments, isStorePage, type StoreDocuments } from "./store-documents.server";

// The store's own document renderer (docs/decisions/069-store-documents.md) must give a shopper
// and a crawler the very document React Router's handler gives, with the same status and headers,
// and hand every other request back. Both render the demo shop here, side by side, as the
// production server would with a build that ships islands.

const MANIFEST: IslandsManifest = {
  entry: "/assets/islands-test.js",
  imports: ["/assets/island-a.js"],
  texts: { pt: "/assets/texts-pt.js", en: "/assets/texts-en.js", es: "/assets/texts-es.js" },
};

/** A load context as server/cached-pages.ts makes one: the nonce, and a build's islands. */
function loadContext(islands = true): RouterContextProvider {
  const context: RouterContextProvider & NonceCarrier & AssetReaderCarrier =
    new RouterContextProvider();
  context.cspNonce = TEST_NONCE;
  context.readAsset = (href) =>
    islands && href === ISLANDS_MANIFEST ? JSON.stringify(MANIFEST) : undefined;
  return context;
}

/** React's generated ids differ with the depth of the tree above the page; nothing else may. */
const sameIds = (html: string) => html.replace(/_R_[A-Za-z0-9]+_/g, "_R_");

describe("store documents", () => {
  let t: TestDb;
  let build: ServerBuild;
  let router: ReturnType<typeof createRequestHandler>;
  let store: StoreDocuments;
  const at = (path: string, init?: RequestInit) => new Request(`${getEnv().BASE_URL}${path}`, init);

  beforeAll(async () => {
    t = await installAuthTestDb("sqlite");
    await seedDemo(t.db);
    build = await testServerBuild();
    router = createRequestHandler(build, "production");
    store = createStoreDocuments(build);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it.each([
    "/",
    "/produtos/2?sort=price_asc",
    "/produto/1",
    "/busca?q=furadeira",
    "/en/ofertas",
    "/es/marcas",
    "/es/produto/3",
    "/about",
    "/orcamento",
  ])("%s: the same document, status and headers as React Router's", async (path) => {
    const ours = await store(at(path), loadContext());
    const theirs = await router(at(path), loadContext());
    expect(ours).not.toBeNull();
    expect(ours!.status).toBe(theirs.status);
    expect([...ours!.headers]).toEqual([...theirs.headers]);
    // React Router's hydration stream sits in an empty Suspense boundary no store page fills.
    const expected = sameIds((await theirs.text()).replace("<!--$--><!--/$--></body>", "</body>"));
    const html = sameIds(await ours!.text());
    expect(html).toBe(expected);
    expect(html).toContain(`src="${MANIFEST.entry}"`);
  });

  it.each([
    ["an unknown path, which redirects home", "/nao/existe", "GET"],
    ["a product that does not exist, a 404 page", "/produto/999999", "GET"],
    ["a brand's old address, which redirects", "/BOSCH", "GET"],
    ["a client navigation's data", "/produtos.data", "GET"],
    ["HEAD", "/produtos", "HEAD"],
    ["a form's POST", "/orcamento", "POST"],
    ["the back office", "/admin", "GET"],
    ["a resource route", "/healthz", "GET"],
    ["the JSON API", "/api/products", "GET"],
  ])("hands %s to React Router", async (_what, path, method) => {
    expect(await store(at(path, { method }), loadContext())).toBeNull();
  });

  it("hands every page to React Router where store pages hydrate whole (no islands' build)", async () => {
    expect(await store(at("/"), loadContext(false))).toBeNull();
  });

  it("names a store page by its routes: root, a language's layout, one of its pages", () => {
    expect(isStorePage(["root", "pt/layout", "pt/home"])).toBe(true);
    expect(isStorePage(["root", "es/layout", "es/product"])).toBe(true);
    // The catch-all only redirects; anything outside the store's layout is not a store page.
    expect(isStorePage(["root", "pt/layout", "pt/unknown"])).toBe(false);
    expect(isStorePage(["root", "routes/admin/layout", "routes/admin/products"])).toBe(false);
    expect(isStorePage(["root", "routes/resources/healthz"])).toBe(false);
    expect(isStorePage(["root", "pt/layout"])).toBe(false);
  });
});
