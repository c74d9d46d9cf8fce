import { expect, test } from "@playwright/test";
import { startOwnStore, type OwnStore } from "../fixtures/own-store";

// No public page asks another host for anything (no analytics, fonts, scripts or
// pictures from elsewhere), so no third party learns who browses the shop. Not even the map the
// shop chose to embed (Configurações, docs/product-rules.md §9) nor a product's videos: both wait
// for a press (docs/decisions/068-product-documents-and-videos.md), and every frame's requests
// count here. A picture an
// administrator names by its https address instead of uploading it: the shop's choice, fetched
// from that host. So the journey runs on a store of its own with the demo catalogue, whose
// pictures are all uploads, where other journeys' products named by URL cannot reach it.

let store: OwnStore;
test.beforeAll(async () => {
  store = await startOwnStore("third-parties");
});
test.afterAll(async () => {
  await store.stop();
});

const PAGES = [
  "/",
  "/produtos",
  "/produtos/1",
  "/produto/1",
  "/tramontina",
  "/ofertas",
  "/busca?q=serra",
  "/categorias",
  "/marcas",
  "/about",
  "/atendimento",
  "/localizacao",
  "/orcamento",
  "/en",
  "/es/produto/1",
];

test("public pages ask no host but the shop's own for anything, the map and videos included", async ({
  page,
}) => {
  test.slow();
  const origin = store.origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:" || url.origin === origin) return;
    foreign.push(`${new URL(page.url()).pathname} → ${request.url()}`);
  });
  for (const path of PAGES) {
    await page.goto(`${origin}${path}`);
    // Everything lazy comes in: pictures below the fold, the map, the scripts after hydration.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});
