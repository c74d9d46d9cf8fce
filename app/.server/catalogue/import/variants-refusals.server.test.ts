import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVariants } from "../variants.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import {
  catalogueState,
  csvFile,
  importFile,
  planFile,
  smallCatalogue,
} from "../../../../tests/fixtures/import";
import { importSpecs } from "../../../../tests/fixtures/import-attributes";
import { rowErrorMessage } from "./messages.server";

// What a sheet with variants may not do, each refusal on its row and column in the
// administrator's language; and a file without groups or options, which imports as before.

const TITLES = [
  "grupo",
  "sku",
  "nome",
  "preço",
  "marca",
  "categoria",
  "opções",
  "voltagem",
  "estoque",
];
const row = (group: string, sku: string, voltage: string, stock = "", price = "100") => [
  group,
  sku,
  "Lixadeira",
  price,
  "Bosch",
  "2",
  "voltagem",
  voltage,
  stock,
];

describe.each(TEST_DB_KINDS)("refusals and old files, with variants, on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importSpecs(t.db);
    await importFile(
      t.db,
      csvFile([
        [...TITLES],
        row("mar", "MAR-127", "127v", "4"),
        row("mar", "MAR-220", "220v", "2"),
        ["", "ALI-1", "Alicate", "30", "Tramontina", "1", "", "", ""],
      ]),
    );
  });
  afterAll(() => t.cleanup());

  it("refuses each bad row by row and column: duplicate combination, unknown value, SKU of another product, bad stock", async () => {
    const before = await catalogueState(t.db);
    const plan = await planFile(
      t.db,
      csvFile([
        TITLES,
        row("lix", "LIX-1", "127v"),
        row("lix", "LIX-2", "127 V"),
        row("lix", "LIX-3", "380v"),
        row("lix", "MAR-220", "220v"),
        row("lix", "LIX-4", "bivolt", "-1"),
        row("lix", "LIX-5", "bateria-18v", "1,5"),
        row("lix", "LIX-6", ""),
      ]),
    );
    expect(plan.creates).toEqual([]);
    expect(plan.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, "voltagem", "duplicateCombination"],
      [4, "voltagem", "attributeUnknownValue"],
      [5, "sku", "skuElsewhere"],
      [6, "estoque", "invalidStock"],
      [7, "estoque", "invalidStock"],
      [8, "voltagem", "optionValueMissing"],
    ]);
    const words = (locale: "pt" | "en" | "es") =>
      plan.errors.map((e) => rowErrorMessage(e, locale));
    expect(words("pt")[0]).toBe(
      "Combinação repetida: a linha 2 do mesmo produto já tem esses valores de opção.",
    );
    expect(words("en")[1]).toContain('"380v"');
    expect(words("en")[2]).toMatch(/^This SKU belongs to another product \(id \d+\)/);
    expect(words("es")[3]).toMatch(/^Stock no válido/);
    expect(await catalogueState(t.db)).toEqual(before);
  });

  it("refuses options that are not a choice of the product's category, and rows that disagree on the product", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["grupo", "sku", "nome", "preço", "marca", "categoria", "opções", "material"],
        ["ali", "ALI-A", "Alicate", "30", "Tramontina", "1", "potencia", "aco"],
        ["mar2", "M2-A", "Martelo", "30", "Tramontina", "1", "material", "aco"],
        ["mar2", "M2-B", "Marreta", "30", "Tramontina", "1", "material", "madeira"],
      ]),
    );
    expect(plan.errors.map((e) => [e.row, e.column, e.code, e.params])).toEqual([
      [2, "opções", "invalidOption", { value: "potencia" }],
      [4, "nome", "groupConflict", { row: 3 }],
    ]);
  });

  it("refuses a group's rows without options, a new variant without a price, a count and a tick that disagree", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        [
          "grupo",
          "sku",
          "nome",
          "preço",
          "marca",
          "categoria",
          "voltagem",
          "em estoque",
          "estoque",
        ],
        ["a", "A-1", "A", "10", "Bosch", "2", "127v", "", ""],
        ["a", "A-2", "A", "10", "Bosch", "2", "127v", "", ""],
        ["b", "B-1", "B", "10", "Bosch", "2", "127v", "", ""],
        ["b", "B-2", "B", "", "Bosch", "2", "220v", "não", "3"],
      ]),
    );
    expect(plan.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, null, "variantsNeedOptions"],
      [5, "preço", "required"],
      [5, "estoque", "stockContradiction"],
    ]);
  });

  it("a row without a group may not change a variant's options: that takes the group", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "voltagem"],
        ["MAR-220", "bivolt"],
      ]),
    );
    expect(plan.errors.map((e) => [e.row, e.code])).toEqual([[2, "optionsNeedGroup"]]);
  });

  it("an old file (no grupo, no opções) plans and writes as before: one row a product", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "em estoque", "marca", "categoria"],
        ["ALI-1", "Alicate", "32", "sim", "Tramontina", "1"],
        ["CHA-1", "Chave", "12,5", "não", "Tramontina", "1"],
      ]),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.updates.map((u) => [u.sku, u.fields, u.variants, u.stock])).toEqual([
      ["ALI-1", ["price"], undefined, undefined],
    ]);
    expect(plan.creates.map((c) => [c.columns.sku, c.columns.in_stock, c.variants])).toEqual([
      ["CHA-1", false, undefined],
    ]);
    await importFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "em estoque", "marca", "categoria"],
        ["ALI-1", "Alicate", "32", "sim", "Tramontina", "1"],
        ["CHA-1", "Chave", "12,5", "não", "Tramontina", "1"],
      ]),
    );
    const chave = await t.db
      .selectFrom("variant")
      .select(["product_id", "stock", "price_cents", "combination"])
      .where("sku", "=", "CHA-1")
      .executeTakeFirstOrThrow();
    expect(chave).toMatchObject({ stock: 0, price_cents: 1250, combination: "" });
  });

  it("an old file naming a product with options by id sets every variant's price, as before variants", async () => {
    const { product_id: id } = await t.db
      .selectFrom("variant")
      .select("product_id")
      .where("sku", "=", "MAR-127")
      .executeTakeFirstOrThrow();
    const { plan } = await importFile(
      t.db,
      csvFile([
        ["id", "preço"],
        [id, "90"],
      ]),
    );
    expect(plan.updates.map((u) => u.fields)).toEqual([["price"]]);
    const { variants } = await productVariants(t.db, id);
    expect(variants.map((v) => [v.sku, v.price_cents, v.stock])).toEqual([
      ["MAR-127", 9000, 4],
      ["MAR-220", 9000, 2],
    ]);
  });

  it("the stock of a product without options: a count, empty for not tracked, old yes/no words", async () => {
    await importFile(
      t.db,
      csvFile([
        ["sku", "estoque"],
        ["ALI-1", "12"],
      ]),
    );
    const stockOf = async () =>
      (
        await t.db
          .selectFrom("variant")
          .innerJoin("product", "product.id", "variant.product_id")
          .select(["variant.stock", "product.in_stock"])
          .where("variant.sku", "=", "ALI-1")
          .executeTakeFirstOrThrow()
      ).stock;
    expect(await stockOf()).toBe(12);
    await importFile(
      t.db,
      csvFile([
        ["sku", "estoque"],
        ["ALI-1", "não"],
      ]),
    );
    expect(await stockOf()).toBe(0);
    await importFile(
      t.db,
      csvFile([
        ["sku", "estoque"],
        ["ALI-1", ""],
      ]),
    );
    expect(await stockOf()).toBeNull();
    const unchanged = await planFile(
      t.db,
      csvFile([
        ["sku", "estoque", "em estoque"],
        ["ALI-1", "", "sim"],
      ]),
    );
    expect(unchanged.unchanged).toHaveLength(1);
  });
});
