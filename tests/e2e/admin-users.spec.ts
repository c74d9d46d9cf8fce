import type { Page } from "@playwright/test";
import { expect, test, signInAsAdmin, waitForHydration } from "../fixtures/e2e";
import { asOwnClient, uniqueE2eEmail } from "../fixtures/auth-e2e";
import { acceptConfirm, SLOW, toast } from "../fixtures/admin-sections-e2e";

// docs/decisions/031-back-office-sections.md, Users: accounts with their badges, adding an
// administrator, removing the role, deactivating and reactivating, API tokens, and one's own
// sessions.

const accountRow = (page: Page, email: string) =>
  page.getByRole("list", { name: "Contas" }).getByRole("listitem").filter({ hasText: email });

/** Opens the page of the accounts list that shows `email`. */
async function openPageListing(page: Page, email: string) {
  for (let n = 1; n <= 50; n++) {
    await page.goto(`/admin/usuarios?page=${n}`);
    if ((await accountRow(page, email).count()) > 0) return;
    if ((await page.getByRole("list", { name: "Contas" }).getByRole("listitem").count()) === 0)
      break;
  }
  throw new Error(`no page of the accounts list shows ${email}`);
}

test("an administrator adds another, takes the role away, deactivates and reactivates the account", async ({
  page,
  adminOn,
}) => {
  test.slow();
  const me = await adminOn("/admin/usuarios");
  // Administrators come first, by e-mail, 50 a page: the suite creates more than 50 of them.
  await openPageListing(page, me.email);
  await expect(
    accountRow(page, me.email).getByText("Administrador", { exact: true }),
  ).toBeVisible();
  await expect(accountRow(page, me.email).getByText("Ativo", { exact: true })).toBeVisible();

  const form = page.getByRole("region", { name: "Adicionar administrador" });
  const email = uniqueE2eEmail("novo-admin");
  await form.getByLabel("Nome", { exact: true }).fill("Lia");
  await form.getByLabel("Sobrenome").fill("Reis");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha (12 caracteres ou mais)").fill("curta");
  await form.getByRole("button", { name: "Adicionar administrador" }).click();
  await expect(form.getByLabel("Senha (12 caracteres ou mais)")).toHaveAccessibleDescription(
    "A senha de um administrador deve ter pelo menos 12 caracteres.",
    SLOW,
  );
  await form.getByLabel("Senha (12 caracteres ou mais)").fill("uma senha bem longa");
  await form.getByRole("button", { name: "Adicionar administrador" }).click();
  await expect(toast(page, "Administrador adicionado!")).toBeVisible({ timeout: 30_000 });
  await openPageListing(page, email);
  const row = accountRow(page, email);
  await expect(row.getByText("Administrador", { exact: true })).toBeVisible(SLOW);

  acceptConfirm(page, "Remover a função de administrador desta conta?");
  await row.getByRole("button", { name: "Remover função de administrador" }).click();
  await expect(toast(page, "Função de administrador removida.")).toBeVisible(SLOW);
  await expect(row.getByText("Administrador", { exact: true })).toHaveCount(0, SLOW);

  // Administrators are listed first (then by e-mail, 50 a page): without the role the account
  // moves after every administrator the suite has created, perhaps to a later page.
  await openPageListing(page, email);
  acceptConfirm(page, "Desativar esta conta? As sessões dela serão encerradas.");
  await row.getByRole("button", { name: "Desativar" }).click();
  await expect(toast(page, "Conta desativada.")).toBeVisible(SLOW);
  await expect(row.getByText("Inativo")).toBeVisible(SLOW);
  await row.getByRole("button", { name: "Reativar" }).click();
  await expect(toast(page, "Conta reativada.")).toBeVisible(SLOW);
  await expect(row.getByText("Ativo", { exact: true })).toBeVisible(SLOW);

  // The dashboard counts real administrators and names who did what.
  await page.goto("/admin");
  const activity = page.getByRole("table");
  await expect(activity.getByText(`Reativou a conta de ${email}`)).toBeVisible();
  await expect(activity.getByText(`${me.firstName} ${me.lastName}`).first()).toBeVisible();
  await expect(page.getByText("Administradores ativos")).toBeVisible();
});

test("API tokens: the new token is shown once, listed, then revoked", async ({ page, adminOn }) => {
  test.slow();
  await adminOn("/admin/usuarios");
  const name = `robô ${Date.now()}`;
  await page.getByLabel("Nome do token").fill(name);
  await page.getByRole("button", { name: "Criar token" }).click();
  await expect(toast(page, "Token criado!")).toBeVisible(SLOW);
  await expect(
    page.getByText("Copie este token agora: ele não será mostrado de novo."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Novo token" })).toHaveValue(/^vt_[\w-]{20,}$/);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "Novo token" })).toHaveCount(0);
  const row = page
    .getByRole("region", { name: "Tokens de API" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(row).toBeVisible();
  acceptConfirm(page, "Revogar este token?");
  await row.getByRole("button", { name: "Revogar" }).click();
  await expect(toast(page, "Token revogado.")).toBeVisible(SLOW);
  await expect(row.getByText("Revogado em")).toBeVisible(SLOW);
});

test("an administrator sees their own sessions and ends another one", async ({
  page,
  adminOn,
  browser,
}) => {
  test.slow();
  // An administrator of its own: the test counts its sessions and ends one.
  const admin = await adminOn("/admin/usuarios", { own: true });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await asOwnClient(otherPage);
  await signInAsAdmin(otherPage, admin);

  await page.reload();
  await waitForHydration(page);
  const sessions = page.getByRole("region", { name: "Minhas sessões" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "Esta sessão" })).toHaveCount(1);
  await expect(sessions.first().getByText("Navegador")).toBeVisible();
  await sessions
    .filter({ hasNotText: "Esta sessão" })
    .getByRole("button", { name: "Encerrar sessão" })
    .click();
  await expect(toast(page, "Sessão encerrada.")).toBeVisible(SLOW);
  await expect(sessions).toHaveCount(1, SLOW);

  // The ended session is signed out: its next page asks to sign in again.
  await otherPage.goto("/admin/produtos");
  await expect(otherPage).toHaveURL(/\/admin\?redirectTo=/);
  await other.close();
});
