import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { instantToShopTime } from "~/lib/offer-window";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import { pngUpload, SLOW, toast, unique } from "../fixtures/admin-sections-e2e";

// Offers and posters on a calendar (docs/decisions/066-scheduled-offers.md). An administrator
// schedules a 15 % offer on two products and a poster from the next minute for one minute, in
// the shop's time; a shopper sees none of them before, both offers and the poster inside the
// window (cards, product page, "Ofertas", the carousel, the quote list, in Portuguese and in
// Spanish), and none after, with the page cache on; the Google feed carries the window. The
// journey waits for real minutes: the server's clock is the shop's.

const local = (ms: number) => instantToShopTime(new Date(ms).toISOString());

function productId(name: string): number {
  const db = new SQLite(process.env.E2E_DATABASE_URL!.replace(/^file:/, ""), { readonly: true });
  try {
    return (db.prepare("select id from product where name = ?").get(name) as { id: number }).id;
  } finally {
    db.close();
  }
}

async function addScheduledProduct(page: Page, name: string, starts: number, ends: number) {
  await page.goto("/admin/produtos/novo");
  await waitForHydration(page);
  await page.getByLabel("Marca").selectOption({ index: 1 });
  await page.getByLabel("Nome do produto").fill(name);
  await page.getByLabel("Preço (US$)").fill("85");
  await page.getByLabel("Categoria").selectOption({ label: "Ferramentas Manuais" });
  await page.getByLabel("Produto em oferta").check();
  await page.getByLabel(/^Preço original \(US\$\)/).fill("100");
  await page.getByLabel(/^Início da oferta/).fill(local(starts));
  await page.getByLabel(/^Fim da oferta/).fill(local(ends));
  await page.getByLabel(/^Mostrar na loja até quando vale/).check();
  // A picture: the feeds leave out products without one.
  await page
    .getByLabel("Adicionar arquivos de imagem")
    .setInputFiles(await pngUpload(`${name}.png`, 800, 800, "#c2410c"));
  await expect(page.getByRole("group", { name: "Imagem 1", exact: true })).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Adicionar produto" }).click();
  await expect(toast(page, "Produto adicionado!")).toBeVisible(SLOW);
  return productId(name);
}

/** Waits on the machine's clock (the server's) until `at`, plus a margin. */
async function waitUntil(page: Page, at: number) {
  const left = at + 1500 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

const carouselTitles = async (page: Page) => {
  await page.goto("/");
  return page
    .getByRole("region", { name: "Destaques" })
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt));
};

const offersList = async (page: Page) => {
  await page.goto("/ofertas");
  return page.getByRole("heading", { level: 2 }).allTextContents();
};

test("scheduled offers and a poster: none before the window, all inside it (cards, product page, Ofertas, carousel, quote list, Spanish), none after; the Google feed names the window", async ({
  page,
  adminOn,
  browser,
  baseURL,
}) => {
  test.setTimeout(9 * 60_000);
  // From the first whole minute at least 90 s ahead (the administrator's three forms and the
  // shopper's first look take under a minute on a busy machine), for one minute (datetime-local
  // fields take minutes; the look inside the window takes seconds). The journey waits 2.5 to
  // 3.5 minutes in all.
  const starts = Math.ceil((Date.now() + 90_000) / 60_000) * 60_000;
  const ends = starts + 60_000;
  await adminOn("/admin/posters");
  const first = unique("Alicate Agendado");
  const second = unique("Trena Agendada");
  const poster = unique("Black Friday");
  const ids = [
    await addScheduledProduct(page, first, starts, ends),
    await addScheduledProduct(page, second, starts, ends),
  ];

  await page.goto("/admin/posters");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Adicionar pôster" });
  await form.getByLabel("Arquivo de imagem").setInputFiles(await pngUpload("bf.png", 1200, 450));
  await expect(form.getByRole("img", { name: "Pré-visualização" })).toBeVisible(SLOW);
  await form
    .getByRole("textbox", { name: /^Título/ })
    .first()
    .fill(poster);
  await form.getByLabel(/^Mostrar a partir de/).fill(local(starts));
  await form.getByLabel(/^Mostrar até/).fill(local(ends));
  await form.getByRole("button", { name: "Adicionar pôster" }).click();
  await expect(toast(page, "Pôster adicionado!")).toBeVisible(SLOW);
  await expect(page.getByTestId("poster-window").last()).toContainText("(horário de Assunção)");

  // A shopper, before the window (the pages now cached).
  const anonymous = await browser.newContext({ baseURL, locale: "pt-BR", serviceWorkers: "block" });
  const shopper = await anonymous.newPage();
  await shopper.goto(`/produto/${ids[0]}`);
  await expect(shopper.getByText("$ 100,00").first()).toBeVisible();
  await expect(shopper.getByText("15% OFF")).toHaveCount(0);
  expect(await offersList(shopper)).not.toContain(first);
  expect(await carouselTitles(shopper)).not.toContain(poster);
  await shopper.goto(`/busca?q=${encodeURIComponent(first)}`);
  await expect(shopper.getByText("Oferta até")).toHaveCount(0);

  // The Google feed announces the sale with its window ahead of time.
  const feed = await (await shopper.request.get("/feeds/google.xml")).text();
  const item = feed.split("<item>").find((i) => i.includes(`<g:id>${ids[0]}</g:id>`))!;
  expect(item).toContain("<g:price>100.00 USD</g:price>");
  expect(item).toContain("<g:sale_price>85.00 USD</g:sale_price>");
  expect(item).toContain(
    `<g:sale_price_effective_date>${local(starts)}:00-03:00/${local(ends)}:00-03:00</g:sale_price_effective_date>`,
  );

  // What was seen "before" was seen before the window opened.
  expect(Date.now(), "the look before the window ended before it").toBeLessThan(starts);

  // Inside the window.
  await waitUntil(shopper, starts);
  await shopper.goto(`/produto/${ids[0]}`);
  await expect(shopper.getByText("15% OFF").first()).toBeVisible();
  await expect(shopper.getByTestId("offer-end").first()).toContainText("Oferta até");
  const form2 = shopper
    .locator("form")
    .filter({ has: shopper.getByRole("button", { name: "Adicionar à lista" }) });
  await form2.getByRole("button", { name: "Adicionar à lista" }).click();
  await expect(form2.getByRole("status")).toContainText("está na sua lista de orçamento");
  const offers = await offersList(shopper);
  expect(offers).toEqual(expect.arrayContaining([first, second]));
  expect(await carouselTitles(shopper)).toContain(poster);
  await shopper.goto("/orcamento");
  await expect(shopper.getByTestId("quote-line").filter({ hasText: first })).toContainText(
    "$ 85,00",
  );
  await shopper.goto(`/es/produto/${ids[1]}`);
  await expect(shopper.getByTestId("offer-end").first()).toContainText("Oferta hasta el");
  await expect(shopper.getByText("15% OFF").first()).toBeVisible();

  // After it.
  await waitUntil(shopper, ends);
  await shopper.goto(`/produto/${ids[0]}`);
  await expect(shopper.getByText("15% OFF")).toHaveCount(0);
  await expect(shopper.getByText("$ 100,00").first()).toBeVisible();
  expect(await offersList(shopper)).not.toContain(first);
  expect(await carouselTitles(shopper)).not.toContain(poster);
  await shopper.goto("/orcamento");
  await expect(shopper.getByTestId("quote-line").filter({ hasText: first })).toContainText(
    "$ 100,00",
  );
  await anonymous.close();
});
