import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { csvFile, importFile, planFile, smallCatalogue } from "../../../../tests/fixtures/import";
import { productLinkSides } from "../product-links.server";
import { exportProducts } from "./export.server";

// Links in the spreadsheet (docs/decisions/067-product-links.md): `acessorios`, `pecas_reposicao`
// and `compativel_com`, SKUs separated by "|", created with the products of the same file,
// refused by row for an unknown SKU, and written back by the export.
describe.each(TEST_DB_KINDS)("spreadsheet links on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
  });
  afterAll(() => t.cleanup());

  const TITLES = [
    "sku",
    "nome",
    "preço",
    "marca",
    "categoria",
    "acessorios",
    "pecas_reposicao",
    "compativel_com",
  ];
  const idOf = async (sku: string) =>
    (
      await t.db
        .selectFrom("variant")
        .select("product_id")
        .where("sku", "=", sku)
        .executeTakeFirstOrThrow()
    ).product_id;

  it("links products of the same file by SKU, in order, shown on both sides", async () => {
    await importFile(
      t.db,
      csvFile([
        TITLES,
        ["LK-DRILL", "Furadeira", "199,90", "Bosch", 2, "LK-BAT | LK-BITS", "LK-BRUSH", ""],
        ["LK-BAT", "Bateria 18V", "59,00", "Bosch", 2, "", "", ""],
        ["LK-BITS", "Jogo de brocas", "19,90", "Bosch", 1, "", "", ""],
        ["LK-BRUSH", "Escova de carvão", "9,90", "Bosch", 2, "", "", ""],
      ]),
    );
    const [drill, battery, bits, brush] = await Promise.all(
      ["LK-DRILL", "LK-BAT", "LK-BITS", "LK-BRUSH"].map(idOf),
    );
    expect(await productLinkSides(t.db, drill!)).toEqual({
      accessories: [battery, bits],
      spareParts: [brush],
      compatibleWith: [],
    });
    expect((await productLinkSides(t.db, battery!)).compatibleWith).toEqual([drill]);
  });

  it("refuses a SKU neither in the shop nor in the file, naming the row, column and SKU", async () => {
    const plan = await planFile(
      t.db,
      csvFile([TITLES, ["LK-DRILL", "Furadeira", "199,90", "Bosch", 2, "LK-NOPE", "", ""]]),
    );
    expect(plan.errors).toEqual([
      {
        row: 2,
        column: "acessorios",
        field: null,
        code: "unknownLinkSku",
        params: { column: "acessorios", value: "LK-NOPE" },
      },
    ]);
  });

  it("exports each product's lists, and importing the export back keeps them", async () => {
    const exported = Buffer.from(
      await new Response(exportProducts(t.db, {}, "csv", "pt")).arrayBuffer(),
    ).toString("utf8");
    const [head, ...lines] = exported.replace(/^\uFEFF/, "").split("\r\n");
    expect(head!.split(";").slice(-3)).toEqual(["acessorios", "pecas_reposicao", "compativel_com"]);
    const drillLine = lines.find((l) => l.includes(";LK-DRILL;"))!;
    expect(drillLine.split(";").slice(-3)).toEqual(["LK-BAT|LK-BITS", "LK-BRUSH", ""]);

    // An empty cell empties that list; the others stay as the file says.
    const changed = exported.replace("LK-BAT|LK-BITS", "LK-BITS");
    await importFile(t.db, Buffer.from(changed));
    const drill = await idOf("LK-DRILL");
    expect(await productLinkSides(t.db, drill)).toEqual({
      accessories: [await idOf("LK-BITS")],
      spareParts: [await idOf("LK-BRUSH")],
      compatibleWith: [],
    });
  });
});
