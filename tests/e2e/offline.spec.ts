import { expect, test } from "@playwright/test";

// The offline storefront (docs/decisions/040-offline-storefront.md): the pages and images a
// shopper has seen, and the shop's contact details, open with no connection, with a notice; the
// back office never.

test.use({ serviceWorkers: "allow" });

test("pages already seen and the contact page open offline, with a notice; admin pages do not", async ({
  page,
  context,
}) => {
  await page.goto("/produtos/1");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installed the worker; from now on it sees (and keeps) what is loaded.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Ferramentas Manuais" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.goto("/produtos/1");
  await expect(page.getByRole("heading", { level: 1, name: "Ferramentas Manuais" })).toBeVisible();
  await expect(page.getByText("Você está sem conexão.", { exact: false })).toBeVisible();

  // Never visited, kept at install: the customer-service page with the shop's phones.
  await page.goto("/atendimento");
  await expect(page.getByRole("link", { name: /^\+595 / }).first()).toBeVisible();

  // The back office is never kept.
  await expect(page.goto("/admin")).rejects.toThrow();
  await context.setOffline(false);
});
