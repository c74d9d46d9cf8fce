import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summaryOf } from "../variant-summary.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { fuzzOptions, fuzzRuns } from "../../../../tests/fixtures/fuzz";
import { csvFile, planFile, smallCatalogue } from "../../../../tests/fixtures/import";
import { importSpecs } from "../../../../tests/fixtures/import-attributes";
import { importDrill } from "../../../../tests/fixtures/import-variants";
import { applyImport } from "./apply.server";
import { exportProducts } from "./export.server";
import { ImportRefusal } from "./types";

// Sheets with groups, options and stock, of any shape, against a product with options: a plan
// without errors always applies (writeVariants never refuses what the plan let through), the
// catalogue keeps the rules of variants, and its export reads back unchanged.

const CELLS: Record<string, string[]> = {
  grupo: ["", "", "{drill}", "g1", "g2"],
  id: ["", "", "{drill}"],
  sku: ["", "FUR-127", "FUR-220", "X-1", "X-2", "X-3"],
  nome: ["", "Furadeira", "Outra"],
  preço: ["", "10", "20", "5"],
  "preço original": ["", "", "30", "8"],
  oferta: ["", "sim", "não"],
  "em estoque": ["", "sim", "não"],
  estoque: ["", "0", "3", "não"],
  marca: ["", "Bosch", "Tramontina"],
  categoria: ["", "2", "1"],
  opções: ["", "voltagem", "material", "voltagem|material"],
  voltagem: ["", "127v", "220v", "bivolt"],
  material: ["", "aco", "madeira"],
  imagens: [
    "",
    "https://example.com/d1.jpg|https://example.com/d2.jpg",
    "https://example.com/d1.jpg",
  ],
};
const TITLES = Object.keys(CELLS);

function sheets(drill: number) {
  const value = (title: string) =>
    fc.constantFrom(...CELLS[title]!.map((c) => c.replace("{drill}", String(drill))));
  const columns = fc
    .subarray(TITLES, { minLength: 2 })
    .filter((c) => c.some((t) => t === "sku" || t === "id" || t === "nome"));
  return columns.chain((titles) =>
    fc
      .array(fc.tuple(...titles.map(value)), { minLength: 1, maxLength: 6 })
      .map((rows) => csvFile([titles, ...rows])),
  );
}

/** Every product has a variant, one without options exactly one, and its row sums them up. */
async function rulesHold(t: TestDb) {
  for (const p of await t.db.selectFrom("product").selectAll().execute()) {
    const variants = await t.db
      .selectFrom("variant")
      .selectAll()
      .where("product_id", "=", p.id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const options = await t.db
      .selectFrom("product_option")
      .select("attribute_id")
      .where("product_id", "=", p.id)
      .execute();
    expect(variants.length).toBeGreaterThan(0);
    if (options.length === 0) expect(variants).toHaveLength(1);
    const summary = summaryOf(variants)!;
    expect([p.sku, p.price_cents, Boolean(p.in_stock)]).toEqual([
      summary.sku,
      summary.price_cents,
      summary.in_stock,
    ]);
  }
}

describe.each(TEST_DB_KINDS)("sheets with variants on %s", (kind) => {
  let t: TestDb;
  let drill: number;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importSpecs(t.db);
    drill = await importDrill(t.db);
  });
  afterAll(() => t.cleanup());

  it("apply what they plan, keep the rules of variants, and export what reads back unchanged", async () => {
    let applied = 0;
    await fc.assert(
      fc.asyncProperty(sheets(drill), fc.boolean(), async (bytes, updateOnly) => {
        // A sheet of empty rows is refused as empty, as any file is.
        const plan = await planFile(t.db, bytes, { updateOnly }).catch((error: unknown) => {
          if (error instanceof ImportRefusal) return null;
          throw error;
        });
        if (!plan || plan.errors.length > 0) return;
        await applyImport(t.db, plan, null);
        applied++;
        await rulesHold(t);
        const exported = exportProducts(t.db, {}, "csv", "pt");
        const again = await planFile(
          t.db,
          new Uint8Array(await new Response(exported).arrayBuffer()),
        );
        expect(again.errors).toEqual([]);
        expect(again.creates.length + again.updates.length).toBe(0);
      }),
      fuzzOptions(fuzzRuns(kind)),
    );
    expect(applied).toBeGreaterThan(0);
  }, 120_000);
});
