import { expect, test, type Page } from "@playwright/test";
import { startOwnStore, type OwnStore } from "../fixtures/own-store";

// The quote list's journey: a shopper on a phone builds a quote list (product page with a
// quantity, a product card), reloads, opens it offline, sees a price that changed meanwhile, and
// sends it by WhatsApp and by the form; both enquiries are recorded on the server with the shop's
// prices. On a server of its own: the journey changes a price.

test.use({
  serviceWorkers: "allow",
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

let store: OwnStore;
test.beforeAll(async () => {
  store = await startOwnStore("quote");
});
test.afterAll(async () => {
  await store.stop();
});

async function addFromProductPage(page: Page, id: number, quantity: number, name: string) {
  await page.goto(`${store.origin}/produto/${id}`);
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Adicionar à lista" }) });
  await expect(form.getByRole("button", { name: "Adicionar à lista" })).toBeEnabled();
  await form.getByLabel("Quantidade").fill(String(quantity));
  await form.getByRole("button", { name: "Adicionar à lista" }).click();
  await expect(form.getByRole("status")).toContainText(`${name} está na sua lista de orçamento.`);
}

test("a quote list is built, kept offline, checked against the shop and sent by WhatsApp and by the form", async ({
  page,
  context,
}) => {
  // One long journey rather than many short ones (docs/decisions/050-end-to-end-suite-budget.md):
  // it outgrows 30 s.
  test.slow();
  await addFromProductPage(page, 1, 2, "Jogo de Chaves Combinadas 12 peças");
  await addFromProductPage(page, 2, 3, "Martelo de Unha 27 mm");
  // Again on the same product: the quantities add up.
  await addFromProductPage(page, 2, 1, "Martelo de Unha 27 mm");

  // A card's button adds one.
  await page.goto(`${store.origin}/produtos/1`);
  const cardButton = page.getByRole("button", {
    name: "Adicionar Jogo de Chaves de Fenda 6 peças à lista de orçamento",
  });
  await cardButton.click();
  await expect(cardButton).toHaveText("✓ Na lista");
  // The header hides while the page scrolls down; it shows again at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const badge = page.getByRole("link", { name: "Lista de orçamento, 3 produtos" });
  await expect(badge).toBeVisible();

  // The shop changes a price while the shopper is away.
  store.change((db) =>
    db.prepare("UPDATE product SET price_cents = 1500, live_price_cents = 1500 WHERE id = 2").run(),
  );

  await badge.click();
  await expect(page).toHaveURL(`${store.origin}/orcamento`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const lines = page.getByTestId("quote-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText("O preço mudou (antes $ 12,50)");
  await expect(lines.nth(1).getByLabel("Quantidade")).toHaveValue("4");
  // 2 × 39,90 + 4 × 15,00 + 1 × 15,00
  await expect(page.getByText("Subtotal: $ 154,80")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // Offline, the list is still there (the page is kept by the service worker, the list by the browser).
  await context.setOffline(true);
  await page.reload();
  await expect(lines).toHaveCount(3);
  await expect(page.getByText("Não foi possível conferir os preços agora")).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await expect(lines).toHaveCount(3);

  // Emptying can be undone.
  await page.getByRole("button", { name: "Esvaziar" }).click();
  await expect(page.getByText("Sua lista de orçamento está vazia.")).toBeVisible();
  await page.getByRole("button", { name: "Desfazer" }).click();
  await expect(lines).toHaveCount(3);

  // WhatsApp: the enquiry is recorded, and the chat's text holds the three lines and the total.
  await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
  await expect(page.getByText(/Pedido ORC-[A-Z2-9]{6} registrado/)).toBeVisible();
  const href = await page
    .getByRole("link", { name: "Abrir conversa no WhatsApp" })
    .getAttribute("href");
  // Prices are written with the language's no-break space ("$ 39,90").
  const text = (new URL(href ?? "").searchParams.get("text") ?? "").replace(/\u00a0/g, " ");
  expect(text).toMatch(
    /^Olá! Gostaria de um orçamento destes produtos \(pedido ORC-[A-Z2-9]{6}\):/,
  );
  expect(text).toContain(
    `2 × Jogo de Chaves Combinadas 12 peças, $ 39,90 cada: ${store.origin}/produto/1`,
  );
  expect(text).toContain(`4 × Martelo de Unha 27 mm, $ 15,00 cada: ${store.origin}/produto/2`);
  expect(text).toContain(
    `1 × Jogo de Chaves de Fenda 6 peças, $ 15,00 cada: ${store.origin}/produto/4`,
  );
  expect(text).toMatch(/Total: \$ 154,80$/);
  // Opening the chat is counted per product and day, nothing about the shopper
  // (docs/decisions/055-enquiry-privacy-and-clicks.md).
  const chat = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Abrir conversa no WhatsApp" }).click();
  await (await chat).close();

  // The form: a missing contact is refused with the field named; then it is sent.
  await page.getByLabel("Nome").fill("Ana Construções");
  await page.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.getByLabel("WhatsApp ou e-mail").fill("ana@example.com");
  await page.getByLabel(/^Cidade/).fill("Guaíra");
  await page.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(page.getByText(/Pedido ORC-[A-Z2-9]{6} recebido\./)).toBeVisible();

  // Both are on the server, with the shop's prices.
  const recorded = store.read((db) =>
    db
      .prepare(
        "SELECT e.channel, sum(i.quantity * i.unit_price_cents) AS total FROM enquiry e JOIN enquiry_item i ON i.enquiry_id = e.id GROUP BY e.id ORDER BY e.id",
      )
      .all(),
  );
  expect(recorded).toEqual([
    { channel: "whatsapp", total: 15480 },
    { channel: "form", total: 15480 },
  ]);

  // A product page's WhatsApp button counts too.
  await page.goto(`${store.origin}/produto/1`);
  const productChat = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Falar no WhatsApp/ }).click();
  await (await productChat).close();
  await expect
    .poll(() =>
      store.read((db) =>
        db
          .prepare(
            "SELECT product_id, source, clicks FROM whatsapp_click ORDER BY product_id, source",
          )
          .all(),
      ),
    )
    .toEqual([
      { product_id: 1, source: "list", clicks: 1 },
      { product_id: 1, source: "product", clicks: 1 },
      { product_id: 2, source: "list", clicks: 1 },
      { product_id: 4, source: "list", clicks: 1 },
    ]);
});
