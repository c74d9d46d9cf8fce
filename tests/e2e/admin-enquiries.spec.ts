import { request } from "@playwright/test";
import { asOwnClient, createAdminWithCli } from "../fixtures/auth-e2e";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import { desktopOnly, toast } from "../fixtures/admin-sections-e2e";
import { startOwnStore, type OwnStore } from "../fixtures/own-store";

// Two enquiries sent through POST /api/enquiries (one with a <script> in its
// message), found in the back office by their reference, answered on WhatsApp, marked answered
// with a note, the change in the enquiry's history; the list and the page at 375 px without
// sideways scrolling. On a server of its own: the list's counts and order are this test's.

let store: OwnStore;
test.beforeAll(async () => {
  store = await startOwnStore("enquiries");
});
test.afterAll(async () => {
  await store.stop();
});

const SCRIPT = `<script>window.__pwned = true</script>`;

async function sendEnquiries(origin: string): Promise<[string, string]> {
  const api = await request.newContext({ baseURL: origin });
  try {
    const send = async (data: object) => {
      const res = await api.post("/api/enquiries", { data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { reference: string }).reference;
    };
    const plain = await send({
      channel: "whatsapp",
      locale: "pt",
      items: [{ product_id: 1, quantity: 2 }],
    });
    const scripted = await send({
      channel: "form",
      locale: "es",
      name: "Rosa Giménez",
      contact: "+595 981 555 123",
      city: "Salto del Guairá",
      message: SCRIPT,
      items: [
        { product_id: 1, quantity: 1 },
        { product_id: 2, quantity: 3 },
      ],
    });
    return [plain, scripted];
  } finally {
    await api.dispose();
  }
}

test("enquiries: search by reference, reply on WhatsApp, mark answered with a note, see it in the history; phones without sideways scroll", async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo, "one journey; the phone check is inside it");
  // One long journey rather than many short ones (docs/decisions/050-end-to-end-suite-budget.md):
  // it outgrows 30 s.
  test.slow();
  const [plain, scripted] = await sendEnquiries(store.origin);
  const admin = await createAdminWithCli({}, store.databaseUrl);
  const at = (path: string) => `${store.origin}${path}`;

  await asOwnClient(page);
  await page.goto(at("/admin"));
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText(`Bem-vindo, ${admin.firstName} ${admin.lastName}`)).toBeVisible({
    timeout: 30_000,
  });
  // The navigation's badge counts the new ones (the notice without e-mail).
  await expect(page.getByRole("link", { name: /^Orçamentos ?, 2 novos$/ })).toBeVisible();
  // The dashboard's card leads to the new ones.
  await expect(page.getByText("Orçamentos novos nesta semana")).toBeVisible();
  await page.getByRole("link", { name: "Ver os novos" }).click();
  await expect(page).toHaveURL(/\/admin\/orcamentos\?status=new$/);
  await expect(page.getByRole("heading", { name: /Orçamentos/ })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: plain })).toBeVisible();
  // Sent by WhatsApp without a name, it says so.
  await expect(page.getByRole("row", { name: new RegExp(plain) })).toContainText("WhatsApp");
  await waitForHydration(page);

  await page.getByLabel("Buscar por referência ou nome").fill(scripted.toLowerCase());
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByRole("rowheader")).toHaveCount(1);
  await page.getByRole("link", { name: scripted }).click();

  await expect(page.getByRole("heading", { name: `Orçamento ${scripted}` })).toBeVisible();
  // What the shopper typed is text: shown as typed, never run.
  await expect(page.getByText(SCRIPT)).toBeVisible();
  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  await expect(page.getByText("Rosa Giménez")).toBeVisible();
  const reply = page.getByRole("link", { name: "Responder no WhatsApp" });
  const href = new URL((await reply.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/595981555123");
  // In the shopper's language (Spanish), with the reference.
  expect(href.searchParams.get("text")).toMatch(/^¡Hola, Rosa Giménez! .*presupuesto/);
  expect(href.searchParams.get("text")).toContain(scripted);
  await waitForHydration(page);

  await page.getByLabel("Situação", { exact: true }).selectOption({ label: "Respondido" });
  await page.getByRole("button", { name: "Salvar situação" }).click();
  await expect(toast(page, "Situação salva.")).toBeVisible();
  await page.getByLabel(/Notas internas/).fill("Enviado o preço por WhatsApp");
  await page.getByRole("button", { name: "Salvar notas" }).click();
  await expect(toast(page, "Notas salvas.")).toBeVisible();

  const history = page.getByRole("region", { name: "Histórico" });
  await expect(history.getByText("Situação: Novo → Respondido")).toBeVisible();
  await expect(history.getByText("Notas alteradas")).toBeVisible();
  await expect(history.getByText(`${admin.firstName} ${admin.lastName}`).first()).toBeVisible();
  // The server recorded it, with who did it.
  const log = store.read((db) =>
    db.prepare("select detail, user_id from audit_log where entity = 'enquiry' order by id").all(),
  ) as { detail: string; user_id: string | null }[];
  expect(log.map((r) => JSON.parse(r.detail) as object)).toEqual([
    { reference: scripted, status: ["new", "answered"] },
    { reference: scripted, notes: true },
  ]);
  expect(log.every((r) => r.user_id)).toBe(true);
  await page.reload();
  await expect(page.getByLabel(/Notas internas/)).toHaveValue("Enviado o preço por WhatsApp");
  await expect(page.getByRole("link", { name: /^Orçamentos ?, 1 novo$/ })).toBeVisible();

  // The shopper asks to be forgotten: not without the confirmation, then their data is gone.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Apagar dados pessoais" }).click();
  await expect(page.getByText("Marque a confirmação para apagar.").first()).toBeVisible();
  await expect(page.getByText("Rosa Giménez")).toBeVisible();
  await page.getByLabel("Confirmo que quero apagar os dados pessoais deste orçamento.").check();
  await page.getByRole("button", { name: "Apagar dados pessoais" }).click();
  await expect(toast(page, "Dados pessoais apagados.")).toBeVisible();
  await expect(page.getByText(/Os dados pessoais deste orçamento foram apagados em/)).toBeVisible();
  await expect(page.getByText("Rosa Giménez")).toHaveCount(0);
  await expect(page.getByText(SCRIPT)).toHaveCount(0);
  await expect(history.getByText("Dados pessoais apagados")).toBeVisible();
  // Its lines stay.
  await expect(page.getByRole("rowheader", { name: /Martillo de Uña/ })).toBeVisible();

  // At 375 px: the page and the list stack their rows, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSidewaysScroll()).toBe(true);
  await page.goto(at("/admin/orcamentos"));
  await expect(page.getByRole("link", { name: plain })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
});
