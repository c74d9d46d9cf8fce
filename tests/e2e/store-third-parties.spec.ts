import { expect, test } from "@playwright/test";

// Issue #20: no public page asks another host for anything (no analytics, fonts, scripts or
// pictures from elsewhere), so no third party learns who browses the shop. The one exception is
// the map the shop itself chose to embed (Configurações, docs/product-rules.md §9): whatever its
// frame loads is the map provider's page, and is not counted.

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

test("public pages ask no host but the shop's own for anything, the embedded map's frame aside", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:" || url.origin === origin) return;
    if (request.frame() !== page.mainFrame()) return;
    foreign.push(`${new URL(page.url()).pathname} → ${request.url()}`);
  });
  for (const path of PAGES) {
    await page.goto(path);
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
