import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/languages";
import sharp from "sharp";
import { storeImage } from "../../media/images.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import {
  catalogueState,
  csvFile,
  importFile,
  planFile,
  smallCatalogue,
} from "../../../../tests/fixtures/import";
import { exportProducts, type ExportFormat } from "./export.server";

// Issue #18 item 5: exporting, then importing the file unchanged, plans zero changes.

async function exported(
  t: TestDb,
  format: ExportFormat,
  locale: (typeof LOCALES)[number],
  filter = {},
) {
  return new Uint8Array(
    await new Response(exportProducts(t.db, filter, format, locale)).arrayBuffer(),
  );
}

describe.each(TEST_DB_KINDS)("export then import unchanged plans no change, on %s", (kind) => {
  let t: TestDb;
  let products: number;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#c2410c" },
    })
      .png()
      .toBuffer();
    const { hash } = await storeImage(t.db, png);
    const en = `nome (${LOCALES[1]})`;
    const es = `descrição (${LOCALES[2]})`;
    // Texts a spreadsheet mangles if anything does: formulas, quotes, separators, line breaks;
    // translations, an uploaded image and URLs in a gallery; a product without a SKU.
    await importFile(
      t.db,
      csvFile([
        [
          "sku",
          "nome",
          en,
          "descrição",
          es,
          "preço",
          "preço original",
          "oferta",
          "em estoque",
          "marca",
          "categoria",
          "imagens",
        ],
        [
          "'=HYPERLINK(1)",
          "'=cmd|' /C calc'!A0",
          "",
          '"Linha 1; ""aspas""\nLinha 2"',
          "",
          "1234,5",
          "",
          "não",
          "sim",
          "Bosch",
          "1",
          "",
        ],
        [
          "-007",
          "'+Plus",
          "Plus",
          "'@SUM(A1)",
          "Suma",
          "0",
          "",
          "",
          "não",
          "Bosch",
          "2",
          `/media/${hash}-800.webp|https://example.com/a.jpg`,
        ],
        [
          "ÇÃO-1",
          "Ação & Cia, Ltda",
          "",
          "Tab\tdentro",
          "",
          "10",
          "12,34",
          "sim",
          "x",
          "Tramontina",
          "Máquinas Elétricas",
          "https://example.com/b.jpg?x=1&y=2",
        ],
        ["", "Sem SKU", "No SKU", "", "Sin SKU", "7,5", "", "", "", "Tramontina", "5", ""],
      ]),
    );
    products = (await catalogueState(t.db)).products;
  });
  afterAll(() => t.cleanup());

  for (const format of ["csv", "xlsx"] as const) {
    for (const locale of LOCALES) {
      it(`${format} in ${locale}: every product unchanged, none created or updated, no error`, async () => {
        const before = await catalogueState(t.db);
        const plan = await planFile(t.db, await exported(t, format, locale));
        expect(plan.errors).toEqual([]);
        expect(plan.creates).toEqual([]);
        expect(plan.updates.map((u) => [u.sku, u.fields])).toEqual([]);
        expect(plan.unchanged).toHaveLength(products);
        expect(await catalogueState(t.db)).toEqual(before);
      });
    }
  }

  it("the CSV is what Excel in Portuguese opens: BOM, ; and decimal comma; formulas neutralised", async () => {
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await exported(t, "csv", "pt"),
    );
    expect(text.startsWith("\ufeffid;sku;nome;")).toBe(true);
    expect(text).toContain(";1234,50;");
    expect(text).toContain(";'=HYPERLINK(1);'=cmd|' /C calc'!A0;");
    expect(text).toContain(";'-007;'+Plus;");
    expect(text).toContain(`"Linha 1; ""aspas""\nLinha 2"`);
  });

  it("exports only what the filter matches", async () => {
    const text = new TextDecoder().decode(await exported(t, "csv", "en", { categoryId: 2 }));
    const rows = (await planFile(t.db, Buffer.from(text))).unchanged;
    const inCategory = await t.db
      .selectFrom("product")
      .select("id")
      .where("category_id", "=", 2)
      .execute();
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      inCategory.map((r) => r.id).sort((a, b) => a - b),
    );
  });
});
