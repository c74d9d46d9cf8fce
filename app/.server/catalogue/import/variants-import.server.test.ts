import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestAudit } from "../../audit/audit.server";
import { productVariants } from "../variants.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { csvFile, importFile, planFile, smallCatalogue } from "../../../../tests/fixtures/import";
import { importSpecs } from "../../../../tests/fixtures/import-attributes";
import { exportProducts } from "./export.server";

// Spreadsheets with variants: rows joined by `grupo` are one product, one variant a row; a row
// without a group names a variant by its SKU. Voltage is a choice of the electric machines
// (category 2), as in the demo data.

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

async function productOf(t: TestDb, sku: string) {
  const row = await t.db
    .selectFrom("variant")
    .select("product_id")
    .where("sku", "=", sku)
    .executeTakeFirstOrThrow();
  return t.db
    .selectFrom("product")
    .selectAll()
    .where("id", "=", row.product_id)
    .executeTakeFirstOrThrow();
}

async function variantsBySku(t: TestDb, productId: number) {
  const { options, variants } = await productVariants(t.db, productId);
  return {
    options: options.map((o) => o.code),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      voltage: v.values[0]?.value.code ?? null,
      price: v.price_cents,
      stock: v.stock,
    })),
  };
}

describe.each(TEST_DB_KINDS)("importing variants on %s", (kind) => {
  let t: TestDb;
  let drill: number;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importSpecs(t.db);
  });
  afterAll(() => t.cleanup());

  it("a file creates one product with two voltages from two rows joined by grupo", async () => {
    const file = csvFile([
      TITLES,
      ["furadeira-1", "FUR-127", "Furadeira", "199,90", "Bosch", "2", "voltagem", "127v", "5"],
      ["furadeira-1", "FUR-220", "Furadeira", "209,90", "Bosch", "2", "voltagem", "220 V", ""],
    ]);
    const plan = await planFile(t.db, file);
    expect(plan.errors).toEqual([]);
    expect(plan.creates).toHaveLength(1);
    expect(plan.creates[0]!.variants!.notes).toEqual([
      { action: "create", row: 2, sku: "FUR-127", options: { voltagem: "127v" }, fields: [] },
      { action: "create", row: 3, sku: "FUR-220", options: { voltagem: "220v" }, fields: [] },
    ]);
    const { result } = await importFile(t.db, file);
    expect(result.created).toBe(1);
    const product = await productOf(t, "FUR-220");
    drill = product.id;
    // The product row is the summary: the lowest price, the first SKU, in stock.
    expect(product).toMatchObject({ sku: "FUR-127", price_cents: 19990, name: "Furadeira" });
    expect(Boolean(product.in_stock)).toBe(true);
    expect(await variantsBySku(t, drill)).toMatchObject({
      options: ["voltagem"],
      variants: [
        { sku: "FUR-127", voltage: "127v", price: 19990, stock: 5 },
        { sku: "FUR-220", voltage: "220v", price: 20990, stock: null },
      ],
    });
    const [entry] = await latestAudit(t.db, 1);
    expect(JSON.parse(entry!.detail!)).toMatchObject({ created: 1, variantsCreated: 2 });
  });

  it("a row without a group updates the variant its SKU names, and only that one", async () => {
    const before = await variantsBySku(t, drill);
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "estoque"],
        ["FUR-220", "3"],
      ]),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.updates).toMatchObject([{ row: 2, id: drill, fields: ["stock"] }]);
    expect(plan.updates[0]!.variants).toMatchObject({
      notes: [{ action: "update", row: 2, sku: "FUR-220", fields: ["stock"] }],
      patches: [{ id: before.variants[1]!.id, set: { stock: 3 } }],
    });
    await importFile(
      t.db,
      csvFile([
        ["sku", "estoque"],
        ["FUR-220", "3"],
      ]),
    );
    const after = await variantsBySku(t, drill);
    expect(after.variants.map((v) => [v.id, v.sku, v.stock])).toEqual([
      [before.variants[0]!.id, "FUR-127", 5],
      [before.variants[1]!.id, "FUR-220", 3],
    ]);
  });

  it("a product is in stock while any variant is: both sold out by SKU, then one back", async () => {
    const soldOut = csvFile([
      ["sku", "estoque"],
      ["FUR-127", "0"],
      ["FUR-220", "0"],
    ]);
    await importFile(t.db, soldOut);
    expect(Boolean((await productOf(t, "FUR-127")).in_stock)).toBe(false);
    await importFile(
      t.db,
      csvFile([
        ["sku", "em estoque"],
        ["FUR-220", "sim"],
      ]),
    );
    expect(Boolean((await productOf(t, "FUR-127")).in_stock)).toBe(true);
    expect((await variantsBySku(t, drill)).variants.map((v) => v.stock)).toEqual([0, null]);
  });

  it("a group's rows are all its variants: a new row adds one, the variants kept keep their ids", async () => {
    const before = await variantsBySku(t, drill);
    const file = csvFile([
      TITLES,
      [drill, "FUR-127", "Furadeira", "199,90", "Bosch", "2", "voltagem", "127v", "0"],
      [drill, "FUR-220", "Furadeira", "209,90", "Bosch", "2", "voltagem", "220v", ""],
      [drill, "FUR-BIV", "", "229,90", "", "", "", "bivolt", "7"],
    ]);
    const plan = await planFile(t.db, file);
    expect(plan.errors).toEqual([]);
    expect(plan.updates).toMatchObject([{ id: drill, fields: ["variants"] }]);
    expect(plan.updates[0]!.variants!.notes).toEqual([
      { action: "create", row: 4, sku: "FUR-BIV", options: { voltagem: "bivolt" }, fields: [] },
    ]);
    await importFile(t.db, file);
    const after = await variantsBySku(t, drill);
    expect(after.variants.map((v) => [v.sku, v.voltage, v.stock])).toEqual([
      ["FUR-127", "127v", 0],
      ["FUR-220", "220v", null],
      ["FUR-BIV", "bivolt", 7],
    ]);
    expect(after.variants.slice(0, 2).map((v) => v.id)).toEqual(before.variants.map((v) => v.id));
  });

  it("a variant the group's rows leave out is removed, and the plan says so", async () => {
    const exported = new TextDecoder().decode(
      await new Response(exportProducts(t.db, {}, "csv", "pt")).arrayBuffer(),
    );
    const lines = exported.split("\r\n");
    const kept = lines.filter((l) => !l.includes(";FUR-127;"));
    expect(kept).toHaveLength(lines.length - 1);
    const file = Buffer.from(kept.join("\r\n"));
    const plan = await planFile(t.db, file);
    expect(plan.errors).toEqual([]);
    expect(plan.updates).toMatchObject([{ id: drill, sku: "FUR-127", fields: ["variants"] }]);
    expect(plan.updates[0]!.variants!.notes).toEqual([
      { action: "remove", row: null, sku: "FUR-127", options: { voltagem: "127v" }, fields: [] },
    ]);
    await importFile(t.db, file);
    const after = await variantsBySku(t, drill);
    expect(after.variants.map((v) => v.sku)).toEqual(["FUR-220", "FUR-BIV"]);
    // The summary follows: the first SKU and the lowest price of the variants left.
    expect(await productOf(t, "FUR-220")).toMatchObject({ sku: "FUR-220", price_cents: 20990 });
  });

  it("without an opções column, a new group's options are the choices its rows differ in", async () => {
    const file = csvFile([
      ["grupo", "sku", "nome", "preço", "marca", "categoria", "voltagem", "em estoque"],
      ["serra", "SER-127", "Serra", "300", "Bosch", "2", "127v", "sim"],
      ["serra", "SER-220", "Serra", "310", "Bosch", "2", "220v", "não"],
    ]);
    const { plan } = await importFile(t.db, file);
    expect(plan.creates).toHaveLength(1);
    const serra = await productOf(t, "SER-220");
    expect(await variantsBySku(t, serra.id)).toMatchObject({
      options: ["voltagem"],
      variants: [
        { sku: "SER-127", stock: null },
        { sku: "SER-220", stock: 0 },
      ],
    });
  });

  it("update only: a group's new variant is left aside and listed, no variant is removed", async () => {
    const file = csvFile([
      ["grupo", "sku", "preço", "voltagem"],
      [drill, "FUR-220", "215", "220v"],
      [drill, "FUR-NEW", "220", "127v"],
    ]);
    const plan = await planFile(t.db, file, { updateOnly: true });
    expect(plan.errors).toEqual([]);
    expect(plan.skipped).toEqual([{ row: 3, sku: "FUR-NEW", reason: "unknownSku" }]);
    expect(plan.updates[0]!.variants!.notes).toEqual([
      {
        action: "update",
        row: 2,
        sku: "FUR-220",
        options: { voltagem: "220v" },
        fields: ["price"],
      },
    ]);
  });
});
