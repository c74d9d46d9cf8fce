import { expect, test } from "@playwright/test";

// The smallest phones still in use are 320 px wide. Every public page fits that width: nothing
// of the page (a search form, a price, a table of hours) makes it scroll sideways.

test.use({ viewport: { width: 320, height: 640 } });

const PATHS = [
  "/",
  "/produtos",
  "/produtos/2",
  "/tramontina",
  "/ofertas",
  "/categorias",
  "/busca",
  "/busca?q=alicate",
  "/produto/1",
  "/about",
  "/atendimento",
  "/localizacao",
];

for (const prefix of ["", "/en", "/es"]) {
  test(`public pages fit a 320 px screen (${prefix || "pt"})`, async ({ page }) => {
    for (const path of PATHS) {
      const url = prefix + (path === "/" && prefix ? "" : path);
      await page.goto(url);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${url} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    }
  });
}
