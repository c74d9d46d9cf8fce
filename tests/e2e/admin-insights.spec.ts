import { expect, test, type Page } from "@playwright/test";
import { desktopOnly } from "../fixtures/admin-sections-e2e";
import { asOwnClient, createAdminWithCli } from "../fixtures/auth-e2e";
import { startOwnStore, type OwnStore } from "../fixtures/own-store";

// The insights' journey: a shopper views two products, searches for a word that finds nothing,
// opens a WhatsApp chat and plays the drill's video; after the next flush the administrator sees all of it in Estatísticas,
// adds the word as a synonym in one click, and the same search now finds the product. On a store
// of its own (its figures are nobody else's), writing its events every half second.

let store: OwnStore;
test.beforeAll(async () => {
  process.env.INSIGHTS_FLUSH_MS = "500";
  store = await startOwnStore("insights");
});
test.afterAll(async () => {
  await store.stop();
});

/** Opens a store page and answers the beacon it sends once interactive and idle. */
async function visit(page: Page, path: string) {
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith("/api/events") && r.method() === "POST",
  );
  await page.goto(`${store.origin}${path}`);
  return JSON.parse((await beacon).postData() ?? "null") as unknown;
}

test("what shoppers do reaches Estatísticas, and a search that found nothing gets its synonym", async ({
  page,
  browser,
}, testInfo) => {
  desktopOnly(testInfo, "one journey; the 375 px page is in the screenshots and the axe audit");
  test.slow();

  // The shopper, in a context of their own (nothing shared with the administrator's session).
  const shopping = await browser.newContext();
  const shopper = await shopping.newPage();
  // Each page sends its view, in its language; the search as typed (the server normalises it).
  expect(await visit(shopper, "/produto/1")).toEqual({
    locale: "pt",
    events: [{ kind: "product_view", id: 1 }],
  });
  expect(await visit(shopper, "/es/produto/11")).toEqual({
    locale: "es",
    events: [{ kind: "product_view", id: 11 }],
  });
  expect(await visit(shopper, "/busca?q=Broquinha")).toEqual({
    locale: "pt",
    events: [{ kind: "search", q: "Broquinha", results: 0 }],
  });
  await expect(shopper.getByText(/Nenhum produto encontrado/)).toBeVisible();
  // Its view first (sent once the page is interactive), then the chat.
  await visit(shopper, "/produto/11");
  const clicked = shopper.waitForRequest((r) => r.url().endsWith("/api/whatsapp-clicks"));
  const chat = shopper.waitForEvent("popup");
  await shopper.getByRole("link", { name: /Falar no WhatsApp/ }).click();
  await (await chat).close();
  await clicked;
  // The drill's video pressed: a `video_play` for the product, by the same beacon.
  const played = shopper.waitForRequest(
    (r) => r.url().endsWith("/api/events") && (r.postData() ?? "").includes("video_play"),
  );
  await shopper.getByRole("link", { name: /Reproduzir o vídeo 1/ }).click();
  expect(JSON.parse((await played).postData() ?? "null")).toEqual({
    locale: "pt",
    events: [{ kind: "video_play", id: 11 }],
  });
  await shopping.close();

  // Nothing from a browser that asks not to be tracked, nor anything it would name.
  const private_ = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const quiet = await private_.newPage();
  await quiet.goto(`${store.origin}/produto/2`);
  await quiet.waitForLoadState("networkidle");
  await private_.close();

  // The events are written within the flush interval; none names product 2.
  await expect
    .poll(() =>
      store.read((db) =>
        db
          .prepare("SELECT kind, item, locale FROM insight_event ORDER BY id")
          .all()
          .map((r) => Object.values(r as Record<string, unknown>).join(" ")),
      ),
    )
    .toEqual([
      "product_view 1 pt",
      "product_view 11 es",
      "search broquinha pt",
      "product_view 11 pt",
      "whatsapp 11 pt",
      "video_play 11 pt",
    ]);

  // The administrator sees them.
  const admin = await createAdminWithCli({}, store.databaseUrl);
  await asOwnClient(page);
  await page.goto(`${store.origin}/admin`);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText(`Bem-vindo, ${admin.firstName} ${admin.lastName}`)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("link", { name: "Estatísticas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Estatísticas" })).toBeVisible();

  const viewed = page.getByRole("region", { name: "Produtos mais vistos" });
  await expect(viewed.getByRole("row")).toHaveCount(3);
  await expect(viewed.getByRole("row").nth(1)).toContainText("Furadeira de Impacto 13mm 750W");
  await expect(viewed.getByRole("row").nth(1)).toContainText("2");
  await expect(viewed.getByRole("row").nth(2)).toContainText("Jogo de Chaves Combinadas");
  await expect(
    page.getByRole("region", { name: "Produtos mais clicados para o WhatsApp" }),
  ).toContainText("Furadeira de Impacto 13mm 750W");
  // The video played, beside the documents opened (none here).
  const videos = page.getByRole("region", { name: "Vídeos reproduzidos" });
  await expect(videos.getByRole("row")).toHaveCount(2);
  await expect(videos.getByRole("row").nth(1)).toContainText("Furadeira de Impacto 13mm 750W");
  await expect(videos.getByRole("row").nth(1)).toContainText("1");
  await expect(page.getByRole("region", { name: "Documentos abertos" })).toContainText(
    "Nenhum documento aberto no período.",
  );
  // Each chart says in words what it draws.
  await expect(page.getByRole("img", { name: /Visualizações por dia/ })).toBeVisible();
  await expect(
    page.getByRole("img", { name: /Visualizações por dia/ }),
  ).toHaveAccessibleDescription(/Total no período: 3\./);

  // One language only: the Spanish view of the drill.
  await page.getByLabel("Idioma da loja").selectOption("es");
  await page.getByRole("button", { name: /Aplicar|Filtrar|Mostrar/ }).click();
  await expect(viewed.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Idioma da loja").selectOption("");
  await page.getByRole("button", { name: /Aplicar|Filtrar|Mostrar/ }).click();

  // The search that found nothing, mapped in one go; the CSV lists it.
  const zero = page.getByRole("region", { name: "Buscas sem resultado" });
  const row = zero.getByRole("row", { name: /broquinha/ });
  await expect(row).toBeVisible();
  const csv = await page.request.get(
    `${store.origin}${await zero.getByRole("link", { name: /Baixar CSV/ }).getAttribute("href")}`,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("broquinha");
  await row.getByLabel(/Mapear para/).fill("furadeira");
  await row.getByRole("button", { name: "Adicionar como sinônimo" }).click();
  await expect(page.getByText("Sinônimo salvo: “broquinha” → furadeira.")).toBeVisible();

  // The same search now finds the drill.
  await page.goto(`${store.origin}/busca?q=Broquinha`);
  await expect(
    page.getByRole("link", { name: /Furadeira de Impacto 13mm 750W/ }).first(),
  ).toBeVisible();
});
