import { expect, test, waitForHydration } from "../fixtures/e2e";

// Signing out while offline is handled as every other back-office write that
// never reaches the server (tests/e2e/admin-offline.spec.ts): the page stays, never the error
// page, and a notice in the admin's language says the session is still open, which it is.

const SLOW = { timeout: 15_000 };

test("signing out with no connection keeps the page and the session, and says so", async ({
  page,
  context,
  adminOn,
}) => {
  test.slow();
  const admin = await adminOn("/admin/marcas", { own: true });
  const welcome = page.getByText(`Bem-vindo, ${admin.firstName} ${admin.lastName}`);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Erro de conexão: a sessão continua aberta." }),
  ).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { level: 1, name: "Marcas" })).toBeVisible();
  await expect(welcome).toBeVisible();
  await expect(page.getByRole("heading", { name: "Algo deu errado" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sair" })).toBeEnabled();

  // In English, on the import page.
  await context.setOffline(false);
  await page.goto("/admin/importar?lang=en");
  await waitForHydration(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Connection error: you are still signed in." }),
  ).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();

  // Back online the session is the same one, and signing out ends it.
  await context.setOffline(false);
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByText(`Welcome, ${admin.firstName} ${admin.lastName}`)).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible(SLOW);
  expect((await page.goto("/admin/marcas"))?.url()).toContain("/admin?redirectTo=");
});
