import { expectNoAxeViolations } from "../fixtures/axe";
import type { Page } from "@playwright/test";
import { asOwnClient, createAdminWithCli } from "../fixtures/auth-e2e";
import { toast } from "../fixtures/admin-sections-e2e";
import { expect, test, trackHydration, waitForHydration } from "../fixtures/e2e";
import { startOwnStore, type OwnStore } from "../fixtures/own-store";

// The currency hint (docs/decisions/054-currency-hint.md): an administrator sets reais and
// guaraníes per dollar and a note for shoppers from Brazil; a shopper on a phone sees the
// estimate under the prices of a card, the product page and the quote list's total, and the
// note on the product page and the list. A page left open drops the estimate when the rates pass
// their maximum age, and once they have, no page shows it. On a server of its own (per worker):
// the journeys change the store's settings; the second sets them in the database, so that each
// runs alone within its time.

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

let store: OwnStore;
test.beforeAll(async () => {
  store = await startOwnStore("currency");
});
test.afterAll(async () => {
  await store.stop();
});

const at = (path: string) => `${store.origin}${path}`;
const NOTE = "Cota de compras: US$ 500 por pessoa a cada mês, por via terrestre.";
/** The shop's day as the hint's note writes it ("26 de novembro"). */
const today = () =>
  new Intl.DateTimeFormat("pt-BR", {
    day: "numeric",
    month: "long",
    timeZone: "America/Asuncion",
  }).format(new Date());

async function setRatesAsAdmin(page: Page) {
  const admin = await createAdminWithCli({}, store.databaseUrl);
  await asOwnClient(page);
  await page.goto(at("/admin"));
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText(`Bem-vindo, ${admin.firstName} ${admin.lastName}`)).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(at("/admin/configuracoes"));
  await waitForHydration(page);
  await expect(page.getByText("Nenhum câmbio informado")).toBeVisible();
  const brl = page.getByLabel("Reais por dólar (R$)");
  const pyg = page.getByLabel("Guaranis por dólar (₲)");
  // A rate out of range is named beside its field, with the range.
  await brl.fill("54,321");
  await pyg.fill("7.400");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(brl).toHaveAccessibleDescription(
    "Informe quantos reais vale um dólar: entre 1 e 20, com até 4 casas decimais (por exemplo 5,4321).",
  );
  await expect(brl).toHaveAttribute("aria-invalid", "true");
  await brl.fill("5,125");
  await page.getByLabel("Aviso para compradores do Brasil (português)").fill(NOTE);
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(toast(page, "Configurações salvas!")).toBeVisible({ timeout: 15_000 });
  // Dated by the server, and written back as the administrator's language writes numbers.
  await expect(
    page.getByText(/^Câmbio informado em .* A estimativa aparece na loja até/),
  ).toBeVisible();
  await expect(brl).toHaveValue("5,125");
  await expect(pyg).toHaveValue("7.400");
  await expectNoAxeViolations(page, { everyRule: true });
}

test("the settings take reais and guaraníes per dollar and a note for Brazilians, refuse a rate out of range beside its field, and date the rates", async ({
  page,
  browser,
}) => {
  test.slow();
  const adminContext = await browser.newContext({ serviceWorkers: "block", locale: "pt-BR" });
  await trackHydration(adminContext);
  const adminPage = await adminContext.newPage();
  await setRatesAsAdmin(adminPage);
  await adminContext.close();

  // A shopper sees them at once: saving moved the catalogue on.
  await page.goto(at("/produto/1"));
  await expect(page.getByText("≈ R$ 204,49 · ₲ 295.000")).toBeVisible();
  await expect(
    page.getByRole("complementary", { name: "Para quem compra do Brasil" }),
  ).toContainText(NOTE);
});

test("with rates set, cards, the product page and the quote list show R$ and ₲ until the rates are older than their maximum age; the note for Brazilians shows", async ({
  page,
}) => {
  test.slow();
  // As the settings save them (the test above): reais and guaraníes per dollar, dated now.
  const now = new Date().toISOString();
  store.change((db) =>
    db
      .prepare(
        `UPDATE store_setting SET value = json_set(value, '$.brl_per_usd', '5.125',
           '$.pyg_per_usd', '7400', '$.rates_set_at', ?, '$.rates_max_age_days', 7,
           '$.brazil_note_pt', ?) WHERE key = 'store_profile'`,
      )
      .run(now, NOTE),
  );

  // $ 39,90 at 5,125 reais and 7.400 guaraníes a dollar: R$ 204,4875 → 204,49; ₲ 295.260 → 295.000.
  const hint = "≈ R$ 204,49 · ₲ 295.000";

  // A card in a list, from the page cache as anonymous shoppers get it.
  await page.goto(at("/produtos/1"));
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Jogo de Chaves Combinadas 12 peças" }) });
  await expect(card).toContainText(hint);
  const again = await page.request.get(at("/produtos/1"));
  expect(again.headers()["x-page-cache"]).toBe("hit");

  // The product page: the estimate said in words with its date, and the note.
  await page.goto(at("/produto/1"));
  await expect(page.getByText(hint)).toBeVisible();
  await expect(
    page.getByText(`Valores em R$ e ₲ aproximados, pelo câmbio de ${today()}.`),
  ).toBeVisible();
  const note = page.getByRole("complementary", { name: "Para quem compra do Brasil" });
  await expect(note).toContainText(NOTE);
  await expectNoAxeViolations(page, { everyRule: true });

  // The quote list: each line and the total in all three.
  await waitForHydration(page);
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Adicionar à lista" }) });
  await form.getByLabel("Quantidade").fill("2");
  await form.getByRole("button", { name: "Adicionar à lista" }).click();
  await expect(form.getByRole("status")).toContainText("está na sua lista de orçamento.");
  await page.goto(at("/orcamento"));
  await expect(page.getByTestId("quote-line")).toContainText(hint);
  await expect(page.getByText("Subtotal: $ 79,80")).toBeVisible();
  // $ 79,80: R$ 408,975 → 408,98; ₲ 590.520 → 591.000.
  await expect(page.getByText("≈ R$ 408,98 · ₲ 591.000")).toBeVisible();
  await expect(
    page.getByRole("complementary", { name: "Para quem compra do Brasil" }),
  ).toContainText(NOTE);
  await expectNoAxeViolations(page, { everyRule: true });

  // Spanish, as Paraguay writes guaraníes.
  await page.goto(at("/es/produto/1"));
  await expect(page.getByText("≈ R$ 204,49 · Gs. 295.000")).toBeVisible();

  // A page left open: the estimate goes by itself when the rates pass their maximum age (7 days).
  const open = await page.context().newPage();
  await open.clock.install();
  await open.goto(at("/produto/1"));
  await expect(open.getByText(hint)).toBeVisible();
  await open.clock.fastForward(169 * 3_600_000); // 7 days and 1 hour
  await expect(open.getByText(hint)).toBeHidden();
  // The related products' cards too, and the words under the price.
  await expect(open.getByText(/R\$|pelo câmbio de/).filter({ visible: true })).toHaveCount(0);
  await open.close();

  // Rates set eight days ago: no page shows an estimate; the note stays. (The page cache's own
  // expiry on the clock is tests/unit/currency-hint-cache.test.ts. A browser may keep a page it
  // has for a minute, as after any catalogue change: a reload asks the server again.)
  const fromServer = async (path: string) => {
    await page.goto(at(path));
    await page.reload();
  };
  const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
  store.change((db) =>
    db
      .prepare(
        "UPDATE store_setting SET value = json_set(value, '$.rates_set_at', ?) WHERE key = 'store_profile'",
      )
      .run(eightDaysAgo),
  );
  // A list rendered before the change may be served for a few more seconds while its successor
  // renders (stale-while-revalidate, docs/decisions/023-page-cache.md); a product's page never.
  await expect(async () => {
    await fromServer("/produtos/1");
    await expect(card).toContainText("$ 39,90", { timeout: 1_000 });
    await expect(card).not.toContainText("R$", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await fromServer("/produto/1");
  await expect(
    page.getByRole("heading", { name: "Jogo de Chaves Combinadas 12 peças" }),
  ).toBeVisible();
  await expect(page.getByText(/R\$/)).toHaveCount(0);
  await expect(note).toContainText(NOTE);
  await expect(async () => {
    await fromServer("/orcamento");
    await expect(page.getByText("Subtotal: $ 79,80")).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText(/R\$|₲/)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // An empty note is not shown.
  store.change((db) =>
    db
      .prepare(
        "UPDATE store_setting SET value = json_set(value, '$.brazil_note_pt', '') WHERE key = 'store_profile'",
      )
      .run(),
  );
  await fromServer("/produto/1");
  await expect(
    page.getByRole("heading", { name: "Jogo de Chaves Combinadas 12 peças" }),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Para quem compra do Brasil" })).toHaveCount(
    0,
  );
});
