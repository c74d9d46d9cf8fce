import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/languages";
import { searchProducts } from "../../search/search.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import {
  catalogueState,
  csvFile,
  importFile,
  planFile,
  smallCatalogue,
} from "../../../../tests/fixtures/import";
import { importSpecs, specsOf } from "../../../../tests/fixtures/import-attributes";
import { parseImportFile } from "./parse.server";
import { planImport } from "./plan.server";
import { rowErrorMessage } from "./messages.server";
import { ImportRefusal } from "./types";

// The spreadsheet carries one column per specification. Category 2 (electric
// machines) lists voltagem, potencia (W), mandril (mm) and sem-fio; category 1 lists material.

describe.each(TEST_DB_KINDS)("specification columns in the catalogue import, on %s", (kind) => {
  let t: TestDb;
  const id = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importSpecs(t.db);
    await importFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "marca", "categoria"],
        ["FUR-1", "Furadeira", "199", "Bosch", "2"],
        ["FUR-2", "Furadeira sem fio", "299", "Bosch", "2"],
        ["ALI-1", "Alicate", "30", "Tramontina", "1"],
      ]),
    );
    for (const r of await t.db.selectFrom("product").select(["id", "sku"]).execute()) {
      id.set(r.sku!, r.id);
    }
  });
  afterAll(() => t.cleanup());

  it("a column titled by an attribute's code or its name in Portuguese, English or Spanish, any case or accents, is that attribute's", async () => {
    const titles = [
      ["voltagem", "Potência", "chuck", "INALÁMBRICO"],
      ["VOLTAGE", "potencia (w)", "Portabrocas", "sem_fio"],
      ["Voltaje", "power", "mandril", "Cordless"],
    ];
    for (const row of titles) {
      const plan = await planFile(
        t.db,
        csvFile([
          ["sku", ...row, "cor"],
          ["FUR-1", "", "", "", "", ""],
        ]),
      );
      expect(plan.file.columns.map((c) => c.key)).toEqual([
        "sku",
        "attributes.voltagem",
        "attributes.potencia",
        "attributes.mandril",
        "attributes.sem-fio",
        null,
      ]);
      expect(plan.errors).toEqual([]);
    }
  });

  it("two columns for one attribute are refused, as two for one field are", async () => {
    const parsed = await parseImportFile(
      csvFile([
        ["sku", "voltagem", "Voltage"],
        ["FUR-1", "", ""],
      ]),
    );
    await expect(
      planImport(t.db, parsed, { createMissing: false, updateOnly: false }),
    ).rejects.toEqual(new ImportRefusal("importDuplicateColumn"));
  });

  it("a choice by code or label with other case and accents, numbers with their unit and a decimal comma, yes/no: planned as field changes, then written", async () => {
    const file = csvFile([
      ["sku", "Voltagem", "Potência", "Mandril", "Sem fio", "Material"],
      ["FUR-1", "220 v", "650w", "13 mm", "não", ""],
      ["FUR-2", "BATERÍA 18V", "1,5", "9,5250", "sim", ""],
      ["ALI-1", "", "", "", "", "Acero"],
    ]);
    const plan = await planFile(t.db, file);
    expect(plan.errors).toEqual([]);
    expect(plan.updates.map((u) => [u.sku, u.fields])).toEqual([
      [
        "FUR-1",
        ["attributes.voltagem", "attributes.potencia", "attributes.mandril", "attributes.sem-fio"],
      ],
      [
        "FUR-2",
        ["attributes.voltagem", "attributes.potencia", "attributes.mandril", "attributes.sem-fio"],
      ],
      ["ALI-1", ["attributes.material"]],
    ]);
    const before = await catalogueState(t.db);
    const { result } = await importFile(t.db, file);
    expect(result.updated).toBe(3);
    expect((await catalogueState(t.db)).version).toBe(before.version + 1);
    expect(await specsOf(t.db, id.get("FUR-1")!)).toEqual({
      voltagem: "220v",
      potencia: "650",
      mandril: "13",
      "sem-fio": "0",
    });
    expect(await specsOf(t.db, id.get("FUR-2")!)).toEqual({
      voltagem: "bateria-18v",
      potencia: "1.5",
      mandril: "9.525",
      "sem-fio": "1",
    });
    expect(await specsOf(t.db, id.get("ALI-1")!)).toEqual({ material: "aco" });
    // The same file again changes nothing.
    const again = await planFile(t.db, file);
    expect(again.updates).toEqual([]);
    expect(again.unchanged).toHaveLength(3);
  });

  it("an absent column keeps a product's value; an empty cell leaves the product without it", async () => {
    await importFile(
      t.db,
      csvFile([
        ["sku", "potencia"],
        ["FUR-1", ""],
      ]),
    );
    expect(await specsOf(t.db, id.get("FUR-1")!)).toEqual({
      voltagem: "220v",
      mandril: "13",
      "sem-fio": "0",
    });
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "potencia", "mandril"],
        ["FUR-1", "", "13"],
      ]),
    );
    expect(plan.updates).toEqual([]);
  });

  it("a new product gets its values with it", async () => {
    const { plan } = await importFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "marca", "categoria", "voltagem", "potencia"],
        ["SER-1", "Serra", "150", "Bosch", "Máquinas Elétricas", "Bivolt", "1.200,5 W"],
      ]),
    );
    expect(plan.creates[0]!.attributes).toHaveLength(2);
    const row = await t.db
      .selectFrom("product")
      .select("id")
      .where("sku", "=", "SER-1")
      .executeTakeFirstOrThrow();
    expect(await specsOf(t.db, row.id)).toEqual({ voltagem: "bivolt", potencia: "1200.5" });
  });

  it("the values written are searchable, and stay so when a later import renames the product", async () => {
    const skus = async (q: string) =>
      (await searchProducts(t.db, q, { locale: "pt" })).items.map((p) => p.sku).sort();
    expect(await skus("bivolt")).toEqual(["SER-1"]);
    expect(await skus("18v")).toEqual(["FUR-2"]);
    await importFile(
      t.db,
      csvFile([
        ["sku", "nome"],
        ["FUR-2", "Parafusadeira"],
      ]),
    );
    expect(await skus("18v")).toEqual(["FUR-2"]);
    await importFile(
      t.db,
      csvFile([
        ["sku", "voltagem"],
        ["FUR-2", "220v"],
      ]),
    );
    expect(await skus("18v")).toEqual([]);
  });

  it("an unknown value is a row error naming the column and the value, in the admin's language; nothing is planned for the row", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "Voltagem", "potência", "sem fio"],
        ["FUR-1", "230 V", "muito", "talvez"],
        ["FUR-2", "220v", "1.500", ""],
      ]),
    );
    expect(plan.updates).toEqual([]);
    expect(plan.errors.map((e) => [e.row, e.column, e.field, e.code])).toEqual([
      [2, "Voltagem", "attributes.voltagem", "attributeUnknownValue"],
      [2, "potência", "attributes.potencia", "attributeNotNumber"],
      [2, "sem fio", "attributes.sem-fio", "attributeNotYesNo"],
      [3, "potência", "attributes.potencia", "attributeAmbiguousNumber"],
    ]);
    const unknown = plan.errors[0]!;
    const messages = Object.fromEntries(LOCALES.map((l) => [l, rowErrorMessage(unknown, l)]));
    for (const message of Object.values(messages)) {
      expect(message).toContain("Voltagem");
      expect(message).toContain('"230 V"');
    }
    expect(messages.pt).toMatch(/^Coluna Voltagem: o valor "230 V" não existe/);
    expect(messages.en).toMatch(/^Column Voltagem: there is no value "230 V"/);
    expect(messages.es).toMatch(/^Columna Voltagem: el valor "230 V" no existe/);
  });

  it("a value for an attribute the product's category does not list is a row error; emptying it, or the value it already has, is not", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "material", "voltagem"],
        ["FUR-1", "aço", ""],
        ["ALI-1", "aco", "220v"],
      ]),
    );
    expect(plan.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, "material", "attributeNotInCategory"],
      [3, "voltagem", "attributeNotInCategory"],
    ]);
    expect(rowErrorMessage(plan.errors[0]!, "pt")).toMatch(
      /^Coluna material: essa especificação não é da categoria/,
    );
    // A row moving the product to a category that lists the attribute may set it.
    const moved = await planFile(
      t.db,
      csvFile([
        ["sku", "categoria", "material"],
        ["FUR-1", "1", "madeira"],
      ]),
    );
    expect(moved.errors).toEqual([]);
    expect(moved.updates.map((u) => u.fields)).toEqual([["category", "attributes.material"]]);
    // A value held from before its category changed reads back unchanged, and may be emptied.
    await t.db
      .insertInto("product_attribute")
      .values({
        product_id: id.get("ALI-1")!,
        attribute_id: (await attributeId(t, "sem-fio"))!,
        value_id: null,
        number_value: 1,
      })
      .execute();
    const kept = await planFile(
      t.db,
      csvFile([
        ["sku", "sem-fio"],
        ["ALI-1", "sim"],
      ]),
    );
    expect([kept.errors, kept.unchanged.length]).toEqual([[], 1]);
    const emptied = await planFile(
      t.db,
      csvFile([
        ["sku", "sem-fio"],
        ["ALI-1", ""],
      ]),
    );
    expect(emptied.errors).toEqual([]);
    expect(emptied.updates.map((u) => u.attributes?.clear.length)).toEqual([1]);
  });
});

async function attributeId(t: TestDb, code: string) {
  const row = await t.db
    .selectFrom("attribute")
    .select("id")
    .where("code", "=", code)
    .executeTakeFirst();
  return row?.id;
}
