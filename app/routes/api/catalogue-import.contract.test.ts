import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseImportFile } from "~/.server/catalogue/import/parse.server";
import { updateProduct } from "~/.server/catalogue/product-writes.server";
import type { ApiImportPlan, ApiImportRefusal } from "~/lib/catalogue-import-schemas";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { catalogueState, smallCatalogue } from "../../../tests/fixtures/import";
import { importSpecs } from "../../../tests/fixtures/import-attributes";
import { importDrill } from "../../../tests/fixtures/import-variants";

// POST /api/products/import (preview, then apply with the preview's token) and
// GET /api/products/export, against a real database, every answer checked against the document.

/** A price list as Excel in Portuguese saves it: Windows-1252, `;`, decimal comma; 2 bad rows. */
const PRICE_LIST = iconv.encode(
  [
    "SKU;Descrição;Nome;Preço;Marca;Categoria;Em estoque",
    'LIX-1;"Lixa grão 80; folha";Lixa d\'água;2,50;Bosch;Ferramentas Manuais;sim',
    "ESP-1;;Espátula Aço;7,90;Bosch;1;não",
    "TRE-1;;Trena;dez;Bosch;1;sim",
    "MAR-2;;Marreta;-3;Bosch;1;sim",
  ].join("\r\n"),
  "win1252",
);

describe.each(TEST_DB_KINDS)("catalogue import and export API on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await smallCatalogue(t.db);
    admin = await tokenFor(t.db, "admin");
    exchanges.length = 0;
  });
  afterAll(() => t.cleanup());

  const post = (query: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    callApi("POST", `/api/products/import${query}`, {
      token: admin,
      body: typeof body === "string" ? body : new Uint8Array(body),
      headers: { "content-type": "text/csv", ...headers },
    });
  const json = async <T>(res: Response) => (await res.json()) as T;

  it("previews a file without writing: counts, row errors in the caller's language, a token", async () => {
    const before = await catalogueState(t.db);
    const res = await post("?dry_run=1", PRICE_LIST, { "accept-language": "en" });
    expect(res.status).toBe(200);
    const plan = await json<ApiImportPlan>(res);
    expect(plan).toMatchObject({
      dry_run: true,
      applied: false,
      catalogue_version: before.version,
      file: { format: "csv", encoding: "windows-1252", delimiter: ";" },
      counts: { rows: 4, create: 2, update: 0, errors: 2 },
      create: [
        { row: 2, sku: "LIX-1", name: "Lixa d'água" },
        { row: 3, sku: "ESP-1", name: "Espátula Aço" },
      ],
      errors: [
        {
          row: 4,
          column: "Preço",
          field: "price",
          code: "priceNotNumber",
          message: "The price is not a number (e.g. 19.90).",
        },
        {
          row: 5,
          column: "Preço",
          field: "price",
          code: "priceNegative",
          message: "The price cannot be negative.",
        },
      ],
    });
    expect(plan.plan_token).toMatch(/^\d+\.[0-9a-f]{32}$/);
    expect(await catalogueState(t.db)).toEqual(before);
  });

  it("refuses to apply a plan with row errors (422, with the plan)", async () => {
    const preview = await json<ApiImportPlan>(await post("?dry_run=1", PRICE_LIST));
    const res = await post(`?plan_token=${preview.plan_token}`, PRICE_LIST);
    expect(res.status).toBe(422);
    const body = await json<ApiImportRefusal>(res);
    expect(body.error).toEqual({
      code: "importHasErrors",
      message: "Corrija os erros das linhas antes de aplicar a importação.",
    });
    expect(body.plan.counts.errors).toBe(2);
  });

  const fixed = iconv.encode(
    iconv.decode(PRICE_LIST, "win1252").replace(";dez;", ";10;").replace(";-3;", ";3;"),
    "win1252",
  );

  it("applies the previewed file with its token; without one, or with one no preview gave, it answers 400", async () => {
    expect((await post("", fixed)).status).toBe(400);
    expect((await post("?plan_token=not-a-token", fixed)).status).toBe(400);
    const preview = await json<ApiImportPlan>(await post("?dry_run=1", fixed));
    expect(preview.counts).toMatchObject({ create: 4, errors: 0 });
    const res = await post(`?plan_token=${preview.plan_token}`, fixed);
    expect(res.status).toBe(200);
    const done = await json<ApiImportPlan>(res);
    expect(done).toMatchObject({ applied: true, plan_token: null, counts: { create: 4 } });
    expect(done.catalogue_version).toBe(preview.catalogue_version + 1);
    const found = await json<{ name: string }[]>(await callApi("GET", "/api/products?q=espatula"));
    expect(found.map((p) => p.name)).toEqual(["Espátula Aço"]);
  });

  it("refuses a token once what the file does changed (409, with the fresh plan and its token); writes elsewhere do not", async () => {
    const file = Buffer.from("sku;preço\nLIX-1;2,75\n");
    const preview = await json<ApiImportPlan>(await post("?dry_run=1", file));
    const lixa = await t.db
      .selectFrom("product")
      .select("id")
      .where("sku", "=", "LIX-1")
      .executeTakeFirstOrThrow();
    // LIX-1's price is the file's now: applying would no longer change what the preview showed.
    await updateProduct(t.db, lixa.id, { price: 275 }, null);
    const res = await post(`?plan_token=${preview.plan_token}`, file, { "accept-language": "es" });
    expect(res.status).toBe(409);
    const body = await json<ApiImportRefusal>(res);
    expect(body.error.code).toBe("importStale");
    expect(body.error.message).toContain("El catálogo cambió");
    expect(body.plan.plan_token).not.toBe(preview.plan_token);
    expect(body.plan.counts).toMatchObject({ update: 0, unchanged: 1 });

    // Another product's stock (a till, another administrator) changes nothing of this import.
    const other = await json<ApiImportPlan>(
      await post("?dry_run=1", Buffer.from("sku;preço\nLIX-1;2,95\n")),
    );
    const espatula = await t.db
      .selectFrom("product")
      .select("id")
      .where("sku", "=", "ESP-1")
      .executeTakeFirstOrThrow();
    await updateProduct(t.db, espatula.id, { in_stock: true }, null);
    const applied = await post(
      `?plan_token=${other.plan_token}`,
      Buffer.from("sku;preço\nLIX-1;2,95\n"),
    );
    expect(applied.status).toBe(200);
    expect(await json<ApiImportPlan>(applied)).toMatchObject({
      applied: true,
      counts: { update: 1 },
    });
  });

  it("refuses a token for another file or other options (409)", async () => {
    const file = Buffer.from("sku;preço\nLIX-1;2,80\n");
    const preview = await json<ApiImportPlan>(await post("?dry_run=1", file));
    const other = await post(
      `?plan_token=${preview.plan_token}`,
      Buffer.from("sku;preço\nLIX-1;9\n"),
    );
    expect(other.status).toBe(409);
    expect((await json<ApiImportRefusal>(other)).error.code).toBe("importPlanChanged");
    const options = await post(`?plan_token=${preview.plan_token}&update_only=1`, file);
    expect((await json<ApiImportRefusal>(options)).error.code).toBe("importPlanChanged");
  });

  it("takes the file as a multipart field, with the options as fields", async () => {
    const form = new FormData();
    form.set(
      "file",
      new Blob(["sku;nome;preço;marca;categoria\nNOV-1;Novo;5;Marca Nova;Nova\n"]),
      "lista.csv",
    );
    form.set("create_missing", "1");
    form.set("dry_run", "1");
    const res = await callApi("POST", "/api/products/import", { token: admin, body: form });
    expect(res.status).toBe(200);
    const plan = await json<ApiImportPlan>(res);
    expect(plan.new_brands).toEqual([{ name: "Marca Nova", slug: "marca-nova" }]);
    expect(plan.new_categories).toEqual([{ name: "Nova", slug: "nova" }]);
  });

  it("refuses what is no import file: unreadable 400, JSON 415, over 20 MB 413, in the caller's language", async () => {
    const unreadable = await post("?dry_run=1", Buffer.from("foo;bar\n1;2\n"), {
      "accept-language": "en",
    });
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toEqual({
      error: {
        code: "importNoColumns",
        message: "No known column: the first row must hold the titles (sku, name, price...).",
      },
    });
    expect((await post("?dry_run=1", "{}", { "content-type": "application/json" })).status).toBe(
      415,
    );
    const big = Buffer.alloc(21 * 1024 * 1024, 0x61);
    const tooLarge = await post("?dry_run=1", big);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe(
      "importTooLarge",
    );
  });

  it("exports the filtered list as CSV (BOM, ;) and XLSX, which read back", async () => {
    const csv = await callApi("GET", "/api/products/export?q=lixa", { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="produtos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = (await parseImportFile(bytes)).rows;
    expect(rows.map((r) => r.cells.sku)).toEqual(["LIX-1"]);
    const xlsx = await callApi("GET", "/api/products/export?format=xlsx&brand=bosch", {
      token: admin,
      headers: { "accept-language": "en" },
    });
    expect(xlsx.headers.get("content-disposition")).toContain('filename="products-');
    const sheet = await parseImportFile(new Uint8Array(await xlsx.arrayBuffer()));
    expect(sheet.format).toBe("xlsx");
    expect(sheet.rows.length).toBe(4);
    const none = await callApi("GET", "/api/products/export?brand=nobody", { token: admin });
    await expect(parseImportFile(new Uint8Array(await none.arrayBuffer()))).rejects.toMatchObject({
      code: "importEmpty",
    });
  });

  it("lists under each product the variants a preview creates, changes and removes, and counts them", async () => {
    await importSpecs(t.db);
    const drill = await importDrill(t.db);
    const res = await post(
      "?dry_run=1",
      [
        "grupo;sku;nome;preço;marca;categoria;opções;voltagem;estoque",
        `${drill};FUR-127;;199,90;;;voltagem;127v;1`,
        `${drill};FUR-BAT;;299;;;voltagem;bateria-18v;4`,
        "serra;SER-127;Serra;99;Bosch;2;voltagem;127v;2",
        "serra;SER-220;Serra;109;Bosch;2;voltagem;220v;",
      ].join("\r\n"),
    );
    expect(res.status).toBe(200);
    const plan = await json<ApiImportPlan>(res);
    expect(plan.errors).toEqual([]);
    expect(plan.create).toEqual([
      {
        row: 4,
        sku: "SER-127",
        name: "Serra",
        variants: [
          { action: "create", row: 4, sku: "SER-127", options: { voltagem: "127v" }, fields: [] },
          { action: "create", row: 5, sku: "SER-220", options: { voltagem: "220v" }, fields: [] },
        ],
      },
    ]);
    expect(plan.counts).toMatchObject({
      create: 1,
      update: 1,
      variants_create: 3,
      variants_update: 1,
      variants_remove: 2,
    });
    expect(plan.update).toEqual([
      {
        row: 2,
        id: drill,
        sku: "FUR-127",
        fields: ["stock", "variants"],
        variants: [
          {
            action: "update",
            row: 2,
            sku: "FUR-127",
            options: { voltagem: "127v" },
            fields: ["stock"],
          },
          {
            action: "create",
            row: 3,
            sku: "FUR-BAT",
            options: { voltagem: "bateria-18v" },
            fields: [],
          },
          {
            action: "remove",
            row: null,
            sku: "FUR-220",
            options: { voltagem: "220v" },
            fields: [],
          },
          { action: "remove", row: null, sku: null, options: { voltagem: "bivolt" }, fields: [] },
        ],
      },
    ]);
  });

  it("every answer matches /api/openapi.json", async () => {
    const seen = exchanges.splice(0);
    expect(seen.length).toBeGreaterThan(15);
    expect(mismatchesWithDocument(await servedDocument(), seen)).toEqual([]);
  });
});
