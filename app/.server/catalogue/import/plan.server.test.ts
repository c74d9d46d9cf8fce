import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "~/lib/catalogue-schemas";
import { OTHER_LOCALES } from "~/i18n/languages";
import { getProduct } from "../products.server";
import { getProductImages } from "../product-images.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import {
  catalogueState,
  csvFile,
  importFile,
  planFile,
  smallCatalogue,
} from "../../../../tests/fixtures/import";
import { rowErrorMessage } from "./messages.server";

const [en] = OTHER_LOCALES;

describe.each(TEST_DB_KINDS)("catalogue import plan on %s", (kind) => {
  let t: TestDb;
  let serra: number;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    const { plan } = await importFile(
      t.db,
      csvFile([
        [
          "sku",
          "nome",
          `nome (${en})`,
          "descrição",
          "preço",
          "preço original",
          "oferta",
          "marca",
          "categoria",
          "imagens",
        ],
        [
          "SER-1",
          "Serra",
          "Saw",
          "Corta tudo",
          "100",
          "120",
          "sim",
          "Bosch",
          "1",
          "https://example.com/s1.jpg|https://example.com/s2.jpg",
        ],
        ["MAR-1", "Martelo", "", "", "30", "", "não", "Tramontina", "Ferramentas Manuais", ""],
      ]),
    );
    expect(plan.creates).toHaveLength(2);
    const row = await t.db
      .selectFrom("product")
      .select("id")
      .where("sku", "=", "SER-1")
      .executeTakeFirstOrThrow();
    serra = row.id;
  });
  afterAll(() => t.cleanup());

  it("an absent column never blanks a field: sku;preço changes the price and nothing else", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "preço"],
        ["SER-1", "110,50"],
        ["MAR-1", "30"],
      ]),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.updates).toMatchObject([{ row: 2, id: serra, sku: "SER-1", fields: ["price"] }]);
    expect(plan.unchanged).toMatchObject([{ row: 3, sku: "MAR-1" }]);
    expect(plan.creates).toEqual([]);
    await importFile(
      t.db,
      csvFile([
        ["sku", "preço"],
        ["SER-1", "110,50"],
      ]),
    );
    const after = await getProduct(t.db, serra);
    expect(after).toMatchObject({
      price_cents: 11050,
      original_price_cents: 12000,
      is_special_offer: true,
      name: "Serra",
      [`name_${en}`]: "Saw",
      description: "Corta tudo",
      image_url: "https://example.com/s1.jpg",
    });
    expect(await getProductImages(t.db, serra)).toHaveLength(2);
  });

  it("an empty cell in a column a product needs leaves an existing product's value", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "marca"],
        ["MAR-1", "", "", ""],
      ]),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.unchanged).toHaveLength(1);
  });

  it("update only: unknown SKUs and rows without one are left aside and listed, nothing is created", async () => {
    const file = csvFile([
      ["sku", "nome", "preço", "marca", "categoria"],
      ["SER-1", "Serra", "99", "Bosch", "1"],
      ["NOPE-9", "Outra", "5", "Bosch", "1"],
      ["", "Sem SKU", "5", "Bosch", "1"],
    ]);
    const plan = await planFile(t.db, file, { updateOnly: true });
    expect(plan.errors).toEqual([]);
    expect(plan.creates).toEqual([]);
    expect(plan.updates).toMatchObject([{ sku: "SER-1", fields: ["price"] }]);
    expect(plan.skipped).toEqual([
      { row: 3, sku: "NOPE-9", reason: "unknownSku" },
      { row: 4, sku: null, reason: "noSku" },
    ]);
  });

  it("every row's errors, with the row number, the file's column title and a message in each language", async () => {
    const file = csvFile([
      ["SKU", "Nome", "Preço", "Preço original", "Marca", "Categoria", "Imagens"],
      ["N-1", "", "10", "", "Bosch", "1", ""],
      ["N-2", "Alicate", "dez", "", "Bosch", "1", ""],
      ["N-3", "Alicate", "-5", "", "Bosch", "1", ""],
      ["N-4", "Alicate", "10", "10", "Bosch", "1", ""],
      ["N-5", "Alicate", "10", "", "Bosch", "Inexistente", ""],
      ["N-6", "Alicate", "10", "", "Bosch", "1", ""],
      ["N-6", "Alicate", "10", "", "Bosch", "1", ""],
      ["N-8", "Alicate", "10", "", "Bosch", "1", "http://example.com/a.jpg"],
      ["N-9", "x".repeat(LIMITS.name + 1), "10", "", "Bosch", "1", ""],
      ["N-10", "Alicate", "10", "", "Ninguém", "1", ""],
    ]);
    const before = await catalogueState(t.db);
    const plan = await planFile(t.db, file);
    const found = plan.errors.map((e) => [e.row, e.column, e.code]);
    expect(found).toEqual([
      [2, "Nome", "required"],
      [3, "Preço", "priceNotNumber"],
      [4, "Preço", "priceNegative"],
      [5, "Preço original", "originalNotAbovePrice"],
      [6, "Categoria", "unknownCategory"],
      [8, "SKU", "duplicateSku"],
      [9, "Imagens", "notHttps"],
      [10, "Nome", "tooLong"],
      [11, "Marca", "unknownBrand"],
    ]);
    expect(plan.creates.map((c) => c.row)).toEqual([7]);
    const duplicate = plan.errors.find((e) => e.code === "duplicateSku")!;
    expect(rowErrorMessage(duplicate, "pt")).toBe("SKU repetido: já aparece na linha 7.");
    expect(rowErrorMessage(duplicate, "en")).toBe("Repeated SKU: it is already on row 7.");
    expect(rowErrorMessage(duplicate, "es")).toBe("SKU repetido: ya aparece en la fila 7.");
    expect(
      rowErrorMessage(
        plan.errors.find((e) => e.code === "tooLong")!,
        "pt",
      ),
    ).toContain(String(LIMITS.name));
    // A plan writes nothing.
    expect(await catalogueState(t.db)).toEqual(before);
  });

  it("creates the brands and categories a file names when allowed, each once, with working slugs", async () => {
    const file = csvFile([
      ["sku", "nome", "preço", "marca", "categoria"],
      ["B-1", "Broca", "5", "A/B ? #Tools", "Acessórios"],
      ["B-2", "Broca 2", "6", "a/b ? #tools", "ACESSORIOS"],
      ["B-3", "Broca 3", "7", "..", "Acessórios"],
    ]);
    const refused = await planFile(t.db, file);
    expect(refused.errors.map((e) => e.code)).toEqual([
      "unknownBrand",
      "unknownCategory",
      "unknownBrand",
      "unknownCategory",
      "unknownBrand",
      "unknownCategory",
    ]);
    const plan = await planFile(t.db, file, { createMissing: true });
    expect(plan.errors).toEqual([]);
    expect(plan.newBrands).toEqual([
      { name: "A/B ? #Tools", slug: "a-b-tools" },
      { name: "..", slug: "--" },
    ]);
    expect(plan.newCategories.map((c) => [c.name, c.slug])).toEqual([["Acessórios", "acessorios"]]);
    expect(plan.creates.map((c) => c.brand)).toEqual([
      { newIndex: 0, name: "A/B ? #Tools" },
      { newIndex: 0, name: "A/B ? #Tools" },
      { newIndex: 1, name: ".." },
    ]);
  });

  it("a brand whose slug the router owns is refused, not created", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "marca", "categoria"],
        ["R-1", "X", "1", "Admin", "1"],
      ]),
      { createMissing: true },
    );
    expect(plan.errors.map((e) => e.code)).toEqual(["reservedBrandName"]);
  });

  it("the imagens column sets the gallery in order; an image kept keeps its alt text", async () => {
    await t.db
      .updateTable("product_image")
      .set({ alt: "Serra de lado" })
      .where("product_id", "=", serra)
      .where("position", "=", 2)
      .execute();
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "imagens"],
        ["SER-1", "https://example.com/s2.jpg | https://example.com/s3.jpg"],
      ]),
    );
    expect(plan.updates[0]).toMatchObject({ fields: ["images"] });
    expect(plan.updates[0]!.gallery!.map((g) => [g.image_url, g.alt])).toEqual([
      ["https://example.com/s2.jpg", "Serra de lado"],
      ["https://example.com/s3.jpg", null],
    ]);
    expect(plan.updates[0]!.set).toMatchObject({ image_url: "https://example.com/s2.jpg" });
  });

  it("a row without a SKU names a product by id; an id that is not the SKU's product is an error", async () => {
    const martelo = await t.db
      .selectFrom("product")
      .select("id")
      .where("sku", "=", "MAR-1")
      .executeTakeFirstOrThrow();
    const plan = await planFile(
      t.db,
      csvFile([
        ["id", "sku", "preço"],
        [martelo.id, "", "31"],
        [serra, "MAR-1", "5"],
        [999999, "", "5"],
        ["abc", "", "5"],
      ]),
    );
    expect(plan.updates).toMatchObject([{ row: 2, id: martelo.id, fields: ["price"] }]);
    expect(plan.errors.map((e) => [e.row, e.code])).toEqual([
      [3, "idMismatch"],
      [4, "unknownId"],
      [5, "invalidId"],
    ]);
  });
});
