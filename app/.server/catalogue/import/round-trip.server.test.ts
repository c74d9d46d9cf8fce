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
import { importSpecs } from "../../../../tests/fixtures/import-attributes";
import { importDrill } from "../../../../tests/fixtures/import-variants";
import { seedDemo } from "../../db/seed/seed.server";
import { exportProducts, type ExportFormat } from "./export.server";

// Exporting, then importing the file unchanged, plans zero changes; specifications included,
// one column each.

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
    const specs = await importSpecs(t.db);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#c2410c" },
    })
      .png()
      .toBuffer();
    const { hash } = await storeImage(t.db, png);
    const en = `nome (${LOCALES[1]})`;
    const es = `descrição (${LOCALES[2]})`;
    // Texts a spreadsheet mangles if anything does: formulas, quotes, separators, line breaks;
    // translations, an uploaded image and URLs in a gallery; a product without a SKU. Specifications
    // of each type, by name and by label, a number of three decimals, and none at all.
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
          "oferta início",
          "oferta fim",
          "em estoque",
          "marca",
          "categoria",
          "imagens",
          "Voltage",
          "Potência (W)",
          "mandril",
          "sem fio",
          "material",
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
          "",
          "",
          "sim",
          "Bosch",
          "1",
          "",
          "",
          "",
          "",
          "",
          "Aço",
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
          "",
          "",
          "não",
          "Bosch",
          "2",
          `/media/${hash}-800.webp|https://example.com/a.jpg`,
          "Bivolt",
          "1.234,5 W",
          "9,5250",
          "não",
          "",
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
          "30/11/2026 08:00",
          "2026-12-05T23:59:00-03:00",
          "x",
          "Tramontina",
          "Máquinas Elétricas",
          "https://example.com/b.jpg?x=1&y=2",
          "220 V",
          "650w",
          "0,1",
          "sim",
          "",
        ],
        [
          "",
          "Sem SKU",
          "No SKU",
          "",
          "Sin SKU",
          "7,5",
          "",
          "",
          "01/12/2026",
          "",
          "",
          "Tramontina",
          "5",
          "",
          "",
          "",
          "",
          "",
          "",
        ],
      ]),
    );
    // A value its category does not list (the category changed since): exported, read back equal.
    const pliers = await t.db
      .selectFrom("product")
      .select("id")
      .where("category_id", "=", 1)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("product_attribute")
      .values({
        product_id: pliers.id,
        attribute_id: specs.attribute.get("potencia")!,
        value_id: null,
        number_value: -0.375,
      })
      .execute();
    expect(await t.db.selectFrom("product_attribute").select("product_id").execute()).toHaveLength(
      10,
    );
    // A product with options (tests/fixtures/import-variants.ts): exported one row a variant.
    await importDrill(t.db);
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

  it("one column per specification, titled by its code: a choice's code, numbers in the language's decimal sign, yes/no in its words", async () => {
    const pt = new TextDecoder().decode(await exported(t, "csv", "pt"));
    const en = new TextDecoder().decode(await exported(t, "csv", "en"));
    // The product's links last (docs/decisions/067-product-links.md): none here.
    expect(pt.split("\r\n")[0]).toMatch(
      /;imagens;voltagem;potencia;mandril;sem-fio;material;acessorios;pecas_reposicao;compativel_com$/,
    );
    expect(pt).toContain(";bivolt;1234,5;9,5250;não;;;;\r\n");
    expect(en).toContain(";bivolt;1234.5;9.5250;no;;;;\r\n");
    expect(pt).toContain(";220v;650;0,1;sim;;;;\r\n");
    expect(pt).toContain(";;-0,3750;;;aco;;;\r\n");
  });

  it("one row per variant, joined by grupo: the product's columns on each, the variant's own and its value", async () => {
    const text = new TextDecoder().decode(await exported(t, "csv", "pt"));
    const [titles, ...lines] = text.replace(/^\ufeff/, "").split("\r\n");
    expect(titles).toContain(
      ";oferta;oferta início;oferta fim;em estoque;estoque;grupo;opções;imagens;voltagem;potencia;",
    );
    // Offer windows in the shop's time, with its offset; an open side empty.
    expect(text).toMatch(/;sim;2026-11-30T08:00(:00)?-03:00;2026-12-05T23:59(:00)?-03:00;/);
    expect(text).toMatch(/;não;2026-12-01T00:00(:00)?-03:00;;/);
    const rows = lines.filter((l) => l.includes(";Furadeira;"));
    expect(rows).toHaveLength(3);
    const id = rows[0]!.split(";")[0]!;
    for (const [i, own] of [
      ";FUR-127;Furadeira;",
      ";FUR-220;Furadeira;",
      ";;Furadeira;",
    ].entries()) {
      expect(rows[i]).toContain(own);
      expect(rows[i]!.startsWith(`${id};`)).toBe(true);
      expect(rows[i]).toContain(
        `;${id};voltagem;https://example.com/d1.jpg|https://example.com/d2.jpg;`,
      );
    }
    expect(rows[0]).toContain(";199,90;;não;;;sim;3;");
    expect(rows[0]).toContain(";127v;650;");
    expect(rows[1]).toContain(";189,90;210,00;sim;;;sim;;");
    expect(rows[2]).toContain(";250,00;;não;;;não;0;");
    expect(rows[2]).toContain(";bivolt;650;");
  });

  it("a variant's own pictures, which the file does not carry, stay", async () => {
    const file = await exported(t, "xlsx", "es");
    const plan = await planFile(t.db, file);
    expect(plan.updates).toEqual([]);
    const images = await t.db.selectFrom("variant_image").select("image_url").execute();
    expect(images).toEqual([{ image_url: "https://example.com/d2.jpg" }]);
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

describe.each(TEST_DB_KINDS)(
  "the demo catalogue, specifications and all, round-trips on %s",
  (kind) => {
    let t: TestDb;
    beforeAll(async () => {
      t = await createTestDb(kind);
      await seedDemo(t.db);
    });
    afterAll(() => t.cleanup());

    it("every demo product's values read back equal: zero changes, no error, in CSV and XLSX", async () => {
      const specs = await t.db.selectFrom("product_attribute").select("product_id").execute();
      expect(specs.length).toBeGreaterThan(0);
      for (const [format, locale] of [
        ["csv", "pt"],
        ["csv", "es"],
        ["xlsx", "en"],
      ] as const) {
        const plan = await planFile(t.db, await exported(t, format, locale));
        expect(plan.errors, `${format} ${locale}`).toEqual([]);
        expect(plan.updates.map((u) => [u.sku, u.fields])).toEqual([]);
        expect(plan.file.columns.filter((c) => c.key?.startsWith("attributes.")).length).toBe(
          (await t.db.selectFrom("attribute").select("id").execute()).length,
        );
      }
    }, 60_000);
  },
);
