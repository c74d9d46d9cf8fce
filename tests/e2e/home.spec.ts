import { expect, test } from "@playwright/test";

test("the home page shows the seeded categories in Portuguese", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  for (const name of [
    "Ferramentas Manuais",
    "Máquinas Elétricas",
    "Movimentação de Carga",
    "Construção Civil",
    "Jardim e Agricultura",
  ]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
});

test("the English home page shows the categories in English", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Hand Tools", { exact: true }).first()).toBeVisible();
});

test("health check answers 200 when the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});
