import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countNewEnquiries } from "~/.server/enquiries/admin-enquiries.server";
import { enquiriesCsv } from "~/.server/enquiries/enquiries-csv.server";
import { createEnquiry, listEnquiries } from "~/.server/enquiries/enquiries.server";
import { whatsappReplyHref } from "~/lib/enquiry-admin";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import { createTestDrill, type TestDrill } from "../../../tests/fixtures/variant-product";
import { writeVariants } from "~/.server/catalogue/variant-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { productVariantsSchema } from "~/lib/variant-schemas";
import * as csvRoute from "./enquiries-csv";
import * as listRoute from "./enquiries";
import * as detailRoute from "./enquiry";

// The back office's enquiries — the list's filters, the detail with today's
// prices and the WhatsApp reply, status and notes with their audit entries, the CSV export.
// (Who may open them: app/routes/admin/authorization.test.ts.)

interface ListData {
  enquiries: { id: number; reference: string; name: string | null; itemCount: number }[];
  total: number;
  pageCount: number;
}
interface DetailData {
  found: boolean;
  enquiry: {
    status: string;
    notes: string | null;
    items: {
      unitPriceCents: number;
      currentPriceCents: number | null;
      sku: string | null;
      variantId: number | null;
      options: { name: string; value: string }[] | null;
      variantRemoved: boolean;
    }[];
  };
  history: { who: string | null; detail: { status?: string[]; notes?: true } | null }[];
  whatsappHref: string | null;
}

describe.each(TEST_DB_KINDS)("the back office's enquiries on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let ids: number[];
  let drill: TestDrill;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    // The drill's voltage is an option of the demo catalogue's "Máquinas Elétricas".
    await seedDemo(t.db);
    admin = await newAdmin(t.db);
    ids = await enquiryProducts(t.db, ["10", "2.5"]);
    drill = await createTestDrill(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  const list = async (query: string) =>
    (await callHandler(listRoute.loader, appRequest(`/admin/orcamentos${query}`, admin)))
      .body as ListData;
  const detail = async (id: number, query = "") =>
    callHandler(detailRoute.loader, appRequest(`/admin/orcamentos/${id}${query}`, admin), {
      id: String(id),
    });
  const post = (id: number, fields: Record<string, string>) =>
    callHandler(detailRoute.action, formRequest(`/admin/orcamentos/${id}`, fields, admin), {
      id: String(id),
    });

  it("lists newest first, filtered by status, searched by reference or name", async () => {
    const a = await createEnquiry(t.db, {
      channel: "form",
      locale: "pt",
      name: "Zé <script>alert(1)</script>",
      contact: "ze@example.com",
      items: [{ productId: ids[0]!, quantity: 3 }],
    });
    const b = await createEnquiry(t.db, {
      channel: "whatsapp",
      locale: "es",
      items: [
        { productId: ids[0]!, quantity: 1 },
        { productId: ids[1]!, quantity: 2 },
      ],
    });
    const all = await list("");
    expect(all.enquiries.slice(0, 2).map((e) => e.id)).toEqual([b.id, a.id]);
    expect(all.enquiries[0]).toMatchObject({ name: null, itemCount: 2 });
    // Stored as typed; the page prints it as text.
    expect(all.enquiries[1]!.name).toBe("Zé <script>alert(1)</script>");
    expect((await list(`?q=${b.reference.toLowerCase()}`)).enquiries.map((e) => e.id)).toEqual([
      b.id,
    ]);
    expect((await list("?q=SCRIPT")).enquiries.map((e) => e.id)).toEqual([a.id]);
    expect((await list("?status=closed")).total).toBe(0);
    // A made-up filter reads as none rather than failing.
    expect((await list("?status=lost&page=-3")).total).toBeGreaterThanOrEqual(2);
  });

  it("shows an enquiry with today's prices, a reply in the shopper's language, and 404 for an unknown one", async () => {
    const e = await createEnquiry(t.db, {
      channel: "form",
      locale: "es",
      name: "María",
      contact: "+595 (981) 123-456",
      items: [{ productId: ids[1]!, quantity: 4 }],
    });
    await t.db
      .updateTable("product")
      .set({ price_cents: 300, live_price_cents: 300 })
      .where("id", "=", ids[1]!)
      .execute();
    const out = await detail(e.id, "?lang=pt");
    expect(out.status).toBe(200);
    const body = out.body as DetailData;
    expect(body.enquiry.items[0]).toMatchObject({ unitPriceCents: 250, currentPriceCents: 300 });
    const href = new URL(body.whatsappHref!);
    expect(href.origin + href.pathname).toBe("https://wa.me/595981123456");
    expect(href.searchParams.get("text")).toContain(`¡Hola, María!`);
    expect(href.searchParams.get("text")).toContain(e.reference);
    expect((await detail(999_999)).status).toBe(404);
  });

  it("changes the status and the notes, each with a toast and an audit entry naming the admin and the reference", async () => {
    const e = await createEnquiry(t.db, {
      channel: "whatsapp",
      locale: "pt",
      items: [{ productId: ids[0]!, quantity: 1 }],
    });
    const status = await post(e.id, { intent: "status", status: "answered" });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      ok: true,
      toast: { kind: "success", message: "Situação salva." },
    });
    const notes = await post(e.id, { intent: "notes", notes: "Cliente volta sexta" });
    expect(notes.body).toMatchObject({ ok: true, toast: { message: "Notas salvas." } });
    const body = (await detail(e.id)).body as DetailData;
    expect(body.enquiry).toMatchObject({ status: "answered", notes: "Cliente volta sexta" });
    expect(body.history.map((h) => h.detail)).toEqual([
      { reference: e.reference, notes: true },
      { reference: e.reference, status: ["new", "answered"] },
    ]);
    expect(body.history[0]!.who).toBe("Ana Souza");

    const wrong = await post(e.id, { intent: "status", status: "lost" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ok: false, fields: { status: "Valor inválido." } });
    const long = await post(e.id, { intent: "notes", notes: "x".repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      fields: { notes: "As notas podem ter até 4000 caracteres." },
    });
    expect((await post(999_999, { intent: "status", status: "closed" })).status).toBe(404);
  });

  it("counts this week's new enquiries for the dashboard", async () => {
    const before = await countNewEnquiries(t.db);
    const e = await createEnquiry(t.db, {
      channel: "whatsapp",
      locale: "pt",
      items: [{ productId: ids[0]!, quantity: 1 }],
    });
    expect(await countNewEnquiries(t.db)).toBe(before + 1);
    await post(e.id, { intent: "status", status: "closed" });
    expect(await countNewEnquiries(t.db)).toBe(before);
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await t.db
      .updateTable("enquiry")
      .set({ status: "new", created_at: old })
      .where("id", "=", e.id)
      .execute();
    expect(await countNewEnquiries(t.db)).toBe(before);
  });

  it("exports the filtered list as CSV, every text that could start a formula made harmless", async () => {
    await createEnquiry(t.db, {
      channel: "form",
      locale: "pt",
      name: '=HYPERLINK("http://evil")',
      contact: "+55 45 99999-0000",
      city: '@Foz; "Centro"',
      items: [{ productId: ids[0]!, quantity: 2 }],
    });
    const out = await callHandler(
      csvRoute.loader,
      appRequest("/admin/orcamentos.csv?q=hyperlink&lang=en", admin),
    );
    expect(out.status).toBe(200);
    expect(out.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(out.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-/);
    const lines = String(out.body).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      "reference;created_at;channel;language;status;name;contact;city;items;total (USD);products",
    );
    // One line of two items; quotes doubled, `;` quoted, as CSV does.
    expect(lines[1]).toContain(
      `;"'=HYPERLINK(""http://evil"")";'+55 45 99999-0000;"'@Foz; ""Centro""";1;20.00`,
    );
    expect(lines[1]).toContain(";form;pt;New;");

    const { items } = await listEnquiries(t.db, { q: "hyperlink" });
    const pt = enquiriesCsv(items, "pt");
    expect(pt.startsWith("\uFEFF")).toBe(true);
    expect(pt).toContain(";Novo;");
    // The list's own rows carry no lines; the export's do (the last column).
    expect(pt).toContain(";20,00;\r\n");
    expect(lines[1]).toMatch(/;20\.00;2 × Produto 1 \(SKU SKU-\w+-1\)$/);
    expect(
      enquiriesCsv(
        items.map((e) => ({ ...e, name: "-1+2", city: "+x" })),
        "es",
      ),
    ).toContain(";'-1+2;");
  });

  it("shows a variant's line with its SKU and options as the shopper saw them, its price today, and a variant removed since; the CSV lists them", async () => {
    const { "220v": v220, "127v": v127 } = drill.variants;
    const e = await createEnquiry(t.db, {
      channel: "whatsapp",
      locale: "es",
      items: [
        { productId: drill.id, variantId: v220.id, quantity: 2 },
        { productId: drill.id, variantId: v127.id, quantity: 1 },
      ],
    });
    // The 127 V variant is removed, the 220 V one now costs $175.
    await t.db.transaction().execute((trx) =>
      writeVariants(
        trx,
        drill.id,
        productVariantsSchema.parse({
          options: ["voltagem"],
          variants: [{ sku: v220.sku, options: { voltagem: "220v" }, price: "175" }],
        }),
      ),
    );
    const body = (await detail(e.id)).body as DetailData;
    expect(body.enquiry.items).toEqual([
      expect.objectContaining({
        variantId: v220.id,
        sku: v220.sku,
        options: [{ name: "Voltaje", value: "220 V" }],
        variantRemoved: false,
        unitPriceCents: 18_990,
        currentPriceCents: 17_500,
      }),
      expect.objectContaining({
        variantId: v127.id,
        sku: v127.sku,
        options: [{ name: "Voltaje", value: "127 V" }],
        variantRemoved: true,
        unitPriceCents: 19_990,
        currentPriceCents: null,
      }),
    ]);

    const out = await callHandler(
      csvRoute.loader,
      appRequest(`/admin/orcamentos.csv?q=${e.reference}&lang=en`, admin),
    );
    const row = String(out.body).trim().split("\r\n")[1]!;
    const name = drill.name.replace("Furadeira", "Taladro");
    // Quoted: the cell holds the `;` CSV separates cells by.
    expect(row).toContain(
      `;"2 × ${name} (Voltaje: 220 V; SKU ${v220.sku}) | 1 × ${name} (Voltaje: 127 V; SKU ${v127.sku})"`,
    );
  });

  it("erases an enquiry's personal data only once its confirmation is ticked, and says so", async () => {
    const e = await createEnquiry(t.db, {
      channel: "form",
      locale: "pt",
      name: "Joana",
      contact: "+55 45 99999-0000",
      items: [{ productId: ids[0]!, quantity: 1 }],
    });
    const unconfirmed = await post(e.id, { intent: "erase" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({
      ok: false,
      fields: { confirmed: "Marque a confirmação para apagar." },
    });
    expect(((await detail(e.id)).body as DetailData).enquiry).toMatchObject({ name: "Joana" });

    const erased = await post(e.id, { intent: "erase", confirmed: "on" });
    expect(erased.body).toMatchObject({ ok: true, toast: { message: "Dados pessoais apagados." } });
    const body = (await detail(e.id)).body as DetailData & {
      enquiry: { name: string | null; contact: string | null; erased_at: string | null };
    };
    expect(body.enquiry).toMatchObject({ name: null, contact: null });
    expect(body.enquiry.erased_at).not.toBeNull();
    expect(body.whatsappHref).toBeNull();
    expect(body.enquiry.items).toHaveLength(1);
    expect(body.history[0]!.detail).toEqual({ reference: e.reference, erased: true });
    const listed = (await list(`?q=${e.reference}`)) as ListData & {
      enquiries: { erased: boolean }[];
    };
    expect(listed.enquiries[0]).toMatchObject({ name: null, erased: true });
    expect((await post(999_999, { intent: "erase", confirmed: "on" })).status).toBe(404);
  });

  it("sets how many months personal data is kept, whole months from 1 to 120", async () => {
    const save = (months: string) =>
      callHandler(
        listRoute.action,
        formRequest("/admin/orcamentos", { intent: "retention", months }, admin),
      );
    expect(((await list("")) as ListData & { retentionMonths: number }).retentionMonths).toBe(12);
    for (const wrong of ["0", "121", "1.5", "", "doze"]) {
      const refused = await save(wrong);
      expect(refused.status, wrong).toBe(400);
      expect(refused.body).toMatchObject({
        fields: { months: "Informe um número inteiro de meses, de 1 a 120." },
      });
    }
    expect((await save("18")).body).toMatchObject({ ok: true, toast: { message: "Prazo salvo." } });
    expect(((await list("")) as ListData & { retentionMonths: number }).retentionMonths).toBe(18);
    await save("12");
  });
});

describe("the WhatsApp reply link", () => {
  it("goes to the contact's digits when it is a phone number, and nowhere otherwise", () => {
    expect(whatsappReplyHref("+55 (45) 9 9999-0000", "Olá & até")).toBe(
      "https://wa.me/5545999990000?text=Ol%C3%A1%20%26%20at%C3%A9",
    );
    expect(whatsappReplyHref("ana@example.com", "x")).toBeNull();
    expect(whatsappReplyHref("1234", "x")).toBeNull();
    expect(whatsappReplyHref(null, "x")).toBeNull();
  });
});
