import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/e2e";

// docs/decisions/064-store-islands.md: a store page loads React only for the part a shopper
// touches, and what the shopper did before React ran is not lost.

// A Brazilian shopper's browser: one that prefers another language would also be offered it.
test.use({ locale: "pt-BR" });

/** The scripts the page has loaded so far, by file name. */
async function scripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
}

test("a category page hydrates nothing until touched; a click before that is answered, and the compare choice wakes its islands on the next page", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/produtos/1");
  const islands = page.locator("vitrine-island");
  expect(await islands.count()).toBeGreaterThan(5);
  await expect(page.locator("vitrine-island[data-hydrated]")).toHaveCount(0);
  const before = await scripts(page);

  // The first click on a card's "Comparar" both wakes its island and is answered by it.
  const compare = page.getByRole("button", { name: /^Comparar / }).first();
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  const bar = page.getByRole("link", { name: /^Comparar \(1\)/ });
  await expect(bar).toBeVisible();
  expect((await scripts(page)).length).toBeGreaterThan(before.length);

  // Text typed into the search box before it is hydrated reaches its suggestions.
  const box = page.getByRole("combobox", { name: "Buscar produtos, marcas e categorias" });
  if (await box.isVisible()) {
    await box.fill("bosch");
    await expect(page.getByRole("option", { name: "Bosch" })).toBeVisible();
  }

  // On the next page the stored choice wakes the cards' islands and the bar without a touch.
  await gotoHydrated("/produtos/2");
  await expect(page.getByRole("link", { name: /^Comparar \(1\)/ })).toBeVisible();
  await expect(
    page.locator("vitrine-island[data-island='compare-bar'][data-hydrated]"),
  ).toHaveCount(1);
  await expect(
    page.locator("vitrine-island[data-island='header-search'][data-hydrated]"),
  ).toHaveCount(0);
});
