import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { InsightRecorder } from "~/.server/insights/recorder.server";
import { productInputSchema } from "~/lib/catalogue-schemas";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  newShopper,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import * as csvRoute from "./insights-csv";
import * as pageRoute from "./insights";

// The back office's Insights page — who may open it, what it reads for a
// period and a store language, the synonyms added from a search that found nothing, and each
// table as a CSV file. (Every admin route's guard: app/routes/admin/authorization.test.ts.)

interface PageData {
  filters: { days: number; locale: string | null };
  insights: {
    totals: { views: number; searches: number; whatsapp: number; quoteAdds: number };
    series: { day: string; views: number }[];
    products: { id: number; name: string; count: number }[];
    zero: { term: string; count: number; synonym: { word: string | null } | null }[];
  };
  synonyms: { term: string; word: string | null; productId: number | null }[];
}

describe.each(TEST_DB_KINDS)("the back office's Insights page on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let drill: number;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    admin = await newAdmin(t.db);
    const now = new Date().toISOString();
    const category = await t.db
      .insertInto("category")
      .values({ name: "Ferramentas", name_en: "Tools", slug: "ferramentas", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const brand = await createBrand(
      t.db,
      { name: "Makita", logo_url: "https://example.com/m.png" },
      null,
    );
    drill = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Furadeira de Impacto",
        name_en: "Impact Drill",
        brand_id: brand,
        category_id: category.id,
        price: "10",
      }),
      null,
    );
    await t.db.updateTable("product").set({ sku: "FUR-01" }).where("id", "=", drill).execute();
    // A recorder of the test's own: the process's one belongs to the running server.
    const recorder = new InsightRecorder();
    recorder.record([
      { kind: "product_view", item: String(drill), locale: "pt" },
      { kind: "product_view", item: String(drill), locale: "es" },
      { kind: "search", item: "parafusadeira", results: 0, locale: "pt" },
      { kind: "search", item: "parafusadeira", results: 0, locale: "es" },
      { kind: "search", item: "=cmd", results: 0, locale: "pt" },
      { kind: "quote_add", item: String(drill), locale: "pt" },
    ]);
    await recorder.flush(t.db);
  });
  afterAll(() => t.cleanup());

  const page = async (query = "", cookie = admin.cookie) =>
    callHandler(pageRoute.loader, appRequest(`/admin/estatisticas${query}`, { cookie }));
  const post = (fields: Record<string, string>, query = "") =>
    callHandler(
      pageRoute.action,
      formRequest(`/admin/estatisticas${query}`, fields, { cookie: admin.cookie }),
    );

  it("is for administrators only: signed out it sends to the sign-in, a shopper gets 403", async () => {
    const out = await callHandler(pageRoute.loader, appRequest("/admin/estatisticas?dias=30"));
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe(
      `/admin?${new URLSearchParams({ redirectTo: "/admin/estatisticas?dias=30" })}`,
    );
    expect((await page("", (await newShopper()).cookie)).status).toBe(403);
    const write = await callHandler(
      pageRoute.action,
      formRequest("/admin/estatisticas", { intent: "addSynonym", term: "x", target: "furadeira" }),
    );
    expect(write.status).toBe(401);
    const csv = await callHandler(
      csvRoute.loader,
      appRequest("/admin/estatisticas.csv?tabela=products"),
    );
    expect(csv.status).toBe(302);
  });

  it("reads the period and the store language from the URL, a made-up one as the default", async () => {
    const all = (await page()).body as PageData;
    expect(all.filters).toEqual({ days: 7, locale: null });
    expect(all.insights.series).toHaveLength(7);
    expect(all.insights.totals).toMatchObject({ views: 2, searches: 3, quoteAdds: 1 });
    expect(all.insights.products).toEqual([
      expect.objectContaining({ id: drill, name: "Furadeira de Impacto", count: 2 }),
    ]);
    const spanish = (await page("?dias=30&idioma=es&lang=en")).body as PageData;
    expect(spanish.filters).toEqual({ days: 30, locale: "es" });
    expect(spanish.insights.series).toHaveLength(30);
    // Counted in Spanish only, named in the administrator's language.
    expect(spanish.insights.products).toEqual([
      expect.objectContaining({ name: "Impact Drill", count: 1 }),
    ]);
    expect(((await page("?dias=12&idioma=fr")).body as PageData).filters).toEqual({
      days: 7,
      locale: null,
    });
  });

  it("maps a search that found nothing to a catalogue word, with a toast, and removes it", async () => {
    const added = await post({ intent: "addSynonym", term: "parafusadeira", target: "Furadeira" });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      ok: true,
      toast: { kind: "success", message: "Sinônimo salvo: “parafusadeira” → furadeira." },
    });
    const body = (await page()).body as PageData;
    expect(body.synonyms).toEqual([
      expect.objectContaining({ term: "parafusadeira", word: "furadeira", productId: null }),
    ]);
    expect(body.insights.zero.find((z) => z.term === "parafusadeira")?.synonym).toMatchObject({
      word: "furadeira",
    });
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "user_id"])
      .where("entity", "=", "synonym")
      .execute();
    expect(audit).toEqual([{ action: "create", user_id: admin.id }]);

    const removed = await post({ intent: "removeSynonym", term: "parafusadeira" });
    expect(removed.body).toMatchObject({
      ok: true,
      toast: { message: "Sinônimo de “parafusadeira” removido." },
    });
    expect(((await page()).body as PageData).synonyms).toEqual([]);
  });

  it("maps a term to a product by its SKU", async () => {
    const added = await post({ intent: "addSynonym", term: "parafusadeira", target: "fur-01" });
    expect(added.body).toMatchObject({ ok: true });
    expect(((await page()).body as PageData).synonyms).toEqual([
      expect.objectContaining({ term: "parafusadeira", productId: drill, sku: "FUR-01" }),
    ]);
    await post({ intent: "removeSynonym", term: "parafusadeira" });
  });

  it("refuses a word the catalogue does not have, in the admin's language, keeping what was typed", async () => {
    const unknown = await post({ intent: "addSynonym", term: "parafusadeira", target: "xilofone" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      ok: false,
      fields: {
        target:
          "Nenhum produto tem esse SKU e essas palavras não aparecem no catálogo. Use uma palavra que esteja em algum produto.",
      },
      values: { term: "parafusadeira", target: "xilofone" },
      toast: { kind: "error" },
    });
    const english = await post(
      { intent: "addSynonym", term: "parafusadeira", target: "  " },
      "?lang=en",
    );
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      fields: { target: "Enter a catalogue word or a product's SKU." },
      // The toast says the same reason, not a general error.
      toast: { kind: "error", message: "Enter a catalogue word or a product's SKU." },
    });
    const same = await post({ intent: "addSynonym", term: "furadeira", target: "furadeira" });
    expect(same.body).toMatchObject({
      fields: { target: "O sinônimo precisa ser diferente do termo buscado." },
    });
    expect(((await page()).body as PageData).synonyms).toEqual([]);
  });

  it("exports a table as CSV in the admin's language: BOM, header, rows, formulas made harmless", async () => {
    const out = await callHandler(
      csvRoute.loader,
      appRequest("/admin/estatisticas.csv?tabela=products&dias=30", { cookie: admin.cookie }),
    );
    expect(out.status).toBe(200);
    expect(out.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(out.headers.get("content-disposition")).toMatch(
      /^attachment; filename="estatisticas-produtos-mais-vistos-30-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Read as text, which takes the BOM off; the file starts with one for spreadsheets.
    const bytes = new Uint8Array(
      await (
        await csvRoute.loader({
          request: appRequest("/admin/estatisticas.csv?tabela=products", { cookie: admin.cookie }),
        } as never)
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = String(out.body).trim().split("\r\n");
    expect(lines).toEqual([
      "id;sku;produto;visualizações",
      `${drill};FUR-01;Furadeira de Impacto;2`,
    ]);

    const zero = await callHandler(
      csvRoute.loader,
      appRequest("/admin/estatisticas.csv?tabela=zero&lang=en", { cookie: admin.cookie }),
    );
    const zeroLines = String(zero.body).trim().split("\r\n");
    expect(zeroLines[0]).toBe("term;searches;last day;synonym");
    expect(zeroLines).toContain(`'=cmd;1;${new Date().toISOString().slice(0, 10)};`);

    const missing = await callHandler(
      csvRoute.loader,
      appRequest("/admin/estatisticas.csv?tabela=secrets", { cookie: admin.cookie }),
    );
    expect(missing.status).toBe(404);
  });
});
