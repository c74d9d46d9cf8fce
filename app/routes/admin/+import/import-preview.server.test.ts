import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { csvFile, planFile, smallCatalogue } from "../../../../tests/fixtures/import";
import { importSpecs } from "../../../../tests/fixtures/import-attributes";
import { importDrill } from "../../../../tests/fixtures/import-variants";
import { previewOf } from "./import-preview.server";

// The "Importar" page's preview of a sheet with variants: under each product's line, a line per
// variant it creates, changes or removes, and a count of those removed, in the admin's language.

describe.each(TEST_DB_KINDS)("the preview of variants, on %s", (kind) => {
  let t: TestDb;
  let drill: number;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importSpecs(t.db);
    drill = await importDrill(t.db);
  });
  afterAll(() => t.cleanup());

  it("names the variants a group creates, changes and removes under its product", async () => {
    const valid = await planFile(
      t.db,
      csvFile([
        ["grupo", "sku", "preço", "voltagem", "estoque"],
        [drill, "FUR-127", "199,90", "127v", "1"],
        [drill, "FUR-BAT", "299", "bateria-18v", "4"],
      ]),
    );
    const pt = previewOf(valid, "token", "pt");
    expect(pt.counts).toMatchObject({
      update: 1,
      variantsCreate: 1,
      variantsUpdate: 1,
      variantsRemove: 2,
    });
    expect(pt.changes.map((c) => [c.row, c.action, c.sku, c.name, c.variant, c.fields])).toEqual([
      [2, "update", "FUR-127", "Furadeira", null, ["estoque", "variantes"]],
      [2, "updateVariant", "FUR-127", "Furadeira", "voltagem: 127v", ["estoque"]],
      [3, "createVariant", "FUR-BAT", "Furadeira", "voltagem: bateria-18v", []],
      [null, "removeVariant", "FUR-220", "Furadeira", "voltagem: 220v", []],
      [null, "removeVariant", null, "Furadeira", "voltagem: bivolt", []],
    ]);
    expect(pt.changesTotal).toBe(5);
    expect(previewOf(valid, "token", "en").changes[0]!.fields).toEqual(["estoque", "variants"]);
  });
});
