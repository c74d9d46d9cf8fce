import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { deleteProduct } from "./product-writes.server";
import { pageLinks, productLinkSides, setProductLinks } from "./product-links.server";
import { searchLinkCandidates } from "./link-search.server";
import { getCatalogueVersion } from "./version.server";

// A product's links as the product page and the back office read and write them
// (docs/decisions/067-product-links.md), on the demo catalogue.
describe.each(TEST_DB_KINDS)("product links on %s", (kind) => {
  let t: TestDb;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    ids = (await t.db.selectFrom("product").select("id").orderBy("id").execute()).map((r) => r.id);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("seeds the demo's machines with their accessories, shown on both sides", async () => {
    const drill = await t.db
      .selectFrom("product")
      .select("id")
      .where("name", "=", "Furadeira e Parafusadeira de Impacto a Bateria")
      .executeTakeFirstOrThrow();
    const battery = await t.db
      .selectFrom("product")
      .select("id")
      .where("name", "=", "Bateria 18V 4,0 Ah")
      .executeTakeFirstOrThrow();
    expect((await productLinkSides(t.db, drill.id)).accessories[0]).toBe(battery.id);
    expect((await productLinkSides(t.db, battery.id)).compatibleWith).toContain(drill.id);
  });

  it("moves the catalogue version with each write; the page's memo follows; a deleted product leaves both sides", async () => {
    const [machine, , , a, b] = ids as [number, number, number, number, number];
    const before = await getCatalogueVersion(t.db);
    await setProductLinks(t.db, machine, { accessory: [a, b] }, null);
    expect(await getCatalogueVersion(t.db)).toBe(before + 1);
    const page = await pageLinks(t.db, machine);
    expect(page.sides.accessories).toEqual([a, b]);
    expect([...page.products.keys()].sort()).toEqual([a, b].sort());
    // Read again without a write: the memo answers.
    expect(await pageLinks(t.db, machine)).toBe(page);

    await setProductLinks(t.db, machine, { accessory: [b, a] }, null);
    expect((await pageLinks(t.db, machine)).sides.accessories).toEqual([b, a]);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["entity_id", "detail"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(machine));

    await deleteProduct(t.db, b, null);
    expect((await pageLinks(t.db, machine)).sides.accessories).toEqual([a]);
    expect(
      await t.db
        .selectFrom("product_link")
        .select("product_id")
        .where("linked_product_id", "=", b)
        .execute(),
    ).toEqual([]);
  });

  it("refuses an unknown product, naming it, and writes nothing", async () => {
    const [machine] = ids as [number];
    const before = await productLinkSides(t.db, machine);
    await expect(
      setProductLinks(t.db, machine, { spare_part: [987_654] }, null),
    ).rejects.toMatchObject({
      code: "unknownProducts",
      values: { ids: "987654" },
    });
    expect(await productLinkSides(t.db, machine)).toEqual(before);
  });

  it("finds products to link by SKU prefix (case aside) and by name, never the product itself", async () => {
    const [machine, other] = ids as [number, number];
    await t.db
      .updateTable("variant")
      .set({ sku: "LNK-ABC-1" })
      .where("product_id", "=", other)
      .execute();
    expect((await searchLinkCandidates(t.db, "lnk-abc", machine)).map((p) => p.id)).toEqual([
      other,
    ]);
    const byName = await searchLinkCandidates(t.db, "disco de corte", machine);
    expect(byName.map((p) => p.name)).toEqual(['Disco de Corte 4 1/2" (10 unidades)']);
    expect((await searchLinkCandidates(t.db, "lnk-abc", other)).map((p) => p.id)).toEqual([]);
    expect(await searchLinkCandidates(t.db, "  ", machine)).toEqual([]);
  });
});
