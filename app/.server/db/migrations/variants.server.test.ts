import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { migrateToLatest } from "../kysely";
import { seedDemo } from "../seed/seed.server";
import { migrations } from "./index";

const BEFORE = "2026-11-28T0000-attributes";
const VARIANTS = "2026-11-29T0000-variants";

// Migration 2026-11-29T0000 on the demo catalogue, down and up again: every product becomes one
// variant carrying its SKU, prices and offer; in stock is "not tracked", out of stock a tracked 0.
describe.each(TEST_DB_KINDS)("variants migration on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
  }, 120_000);
  afterAll(() => t.cleanup());

  it("makes every product one variant with its SKU, prices, offer and stock", async () => {
    // One product out of stock with a SKU, as the old schema held it.
    await t.db
      .updateTable("product")
      .set({ in_stock: false, sku: "OLD-7" })
      .where("id", "=", 7)
      .execute();
    const products = await t.db
      .selectFrom("product")
      .select(["id", "sku", "price_cents", "original_price_cents", "is_special_offer", "in_stock"])
      .orderBy("id")
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(48);

    expect(await migrateToLatest(t.db)).toContain(VARIANTS);

    const variants = await t.db
      .selectFrom("variant")
      .select([
        "product_id",
        "sku",
        "combination",
        "price_cents",
        "original_price_cents",
        "is_special_offer",
        "stock",
        "position",
      ])
      .orderBy("product_id")
      .execute();
    expect(variants).toEqual(
      products.map((p) => ({
        product_id: p.id,
        sku: p.sku,
        combination: "",
        price_cents: p.price_cents,
        original_price_cents: p.original_price_cents,
        is_special_offer: p.is_special_offer,
        stock: p.in_stock ? null : 0,
        position: 1,
      })),
    );
    expect(variants.find((v) => v.product_id === 7)).toMatchObject({ sku: "OLD-7", stock: 0 });
    expect(await t.db.selectFrom("product_option").selectAll().execute()).toEqual([]);
  });
});
