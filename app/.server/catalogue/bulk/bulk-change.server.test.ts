import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/.server/db/kysely";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { latestAudit } from "../../audit/audit.server";
import { searchProducts } from "../../search/search.server";
import { createProduct, updateProduct } from "../product-writes.server";
import { getProductImages } from "../product-images.server";
import { getCatalogueVersion } from "../version.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { smallCatalogue } from "../../../../tests/fixtures/import";
import { applyBulkChange, BulkRefusal, countBulkTarget } from "./bulk-change.server";
import { undoableBulkChanges, undoBulkChange } from "./bulk-undo.server";

// Bulk actions of the admin product table and their Undo
// (docs/decisions/049-bulk-edits-and-product-table.md).

const HOUR = 60 * 60 * 1000;

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "applied";
  } catch (error) {
    if (error instanceof BulkRefusal) return error.code;
    throw error;
  }
};

describe.each(TEST_DB_KINDS)("bulk changes of the product table on %s", (kind) => {
  let t: TestDb;
  const ids: number[] = [];
  let offerId: number;

  /** Each product's price, original price, offer flag and stock, by id. */
  async function state(of: readonly number[] = ids) {
    const rows = await t.db
      .selectFrom("product")
      .select([
        "id",
        "price_cents",
        "original_price_cents",
        "is_special_offer",
        "in_stock",
        "brand_id",
        "category_id",
        "discount_bp",
        "search_doc",
        "updated_at",
      ])
      .where("id", "in", of)
      .orderBy("id")
      .execute();
    return rows.map((r) => ({
      ...r,
      is_special_offer: Boolean(r.is_special_offer),
      in_stock: Boolean(r.in_stock),
    }));
  }

  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    for (const [i, price] of ["19.95", "10.01", "0.05", "100"].entries()) {
      ids.push(
        await createProduct(
          t.db,
          productInputSchema.parse({
            name: `Alicate Lote ${i}`,
            brand_id: 1,
            category_id: 1,
            price,
            images: [
              { url: `https://example.com/a${i}.jpg`, alt: "Frente" },
              { url: `https://example.com/b${i}.jpg` },
            ],
          }),
          null,
        ),
      );
    }
    offerId = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Serrote Oferta Lote",
        brand_id: 1,
        category_id: 2,
        price: "19.90",
        original_price: "25",
        is_special_offer: true,
      }),
      null,
    );
    ids.push(offerId);
  });
  afterAll(() => t.cleanup());

  it("raises prices by a percentage rounded half away from zero on cents, an offer's original price too, bumping the catalogue version once", async () => {
    const version = await getCatalogueVersion(t.db);
    const { count, changeId } = await applyBulkChange(
      t.db,
      { ids },
      { kind: "change_price", percent: 10 },
      null,
    );
    expect(count).toBe(5);
    expect(await getCatalogueVersion(t.db)).toBe(version + 1);
    const after = await state();
    expect(after.map((p) => p.price_cents)).toEqual([2195, 1101, 6, 11000, 2189]);
    // 25,00 + 10 % = 27,50: the offer's discount stays what it was.
    expect(after[4]!.original_price_cents).toBe(2750);
    const [undone] = await Promise.all([undoBulkChange(t.db, changeId, null)]);
    expect(undone.count).toBe(5);
  });

  it("records one audit entry with every product's values before and after", async () => {
    const { changeId } = await applyBulkChange(
      t.db,
      { ids: [ids[0]!] },
      { kind: "set_price", price: 1234 },
      null,
    );
    const [entry] = await latestAudit(t.db, 1);
    expect(entry).toMatchObject({ action: "update", entity: "bulk_change" });
    expect(entry!.entity_id).toBe(String(changeId));
    const detail = JSON.parse(entry!.detail!) as {
      kind: string;
      count: number;
      products: { id: number; before: object; after: object }[];
    };
    expect(detail).toMatchObject({ kind: "set_price", count: 1 });
    expect(detail.products).toEqual([
      { id: ids[0], before: { price_cents: 1995 }, after: { price_cents: 1234 } },
    ]);
    await undoBulkChange(t.db, changeId, null);
  });

  it("undoes exactly the previous values, also from a new connection (after a restart)", async () => {
    const before = await state();
    const { changeId } = await applyBulkChange(
      t.db,
      { ids },
      { kind: "change_price", percent: -33.33 },
      null,
    );
    expect(await state()).not.toEqual(before);
    // A restart: a new connection pool reads the change back from the database.
    const restarted = createDb(t.url);
    try {
      expect((await undoableBulkChanges(restarted)).map((c) => c.id)).toContain(changeId);
      await undoBulkChange(restarted, changeId, null);
    } finally {
      await restarted.destroy();
    }
    const restored = await state();
    expect(restored.map(({ updated_at: _, ...p }) => p)).toEqual(
      before.map(({ updated_at: _, ...p }) => p),
    );
    expect(restored.map((p) => p.updated_at)).toEqual(before.map((p) => p.updated_at));
    expect((await undoableBulkChanges(t.db)).map((c) => c.id)).not.toContain(changeId);
  });

  it("refuses a second undo of the same change", async () => {
    const { changeId } = await applyBulkChange(t.db, { ids }, { kind: "out_of_stock" }, null);
    await undoBulkChange(t.db, changeId, null);
    expect(await refusalOf(undoBulkChange(t.db, changeId, null))).toBe("alreadyUndone");
    expect((await state()).every((p) => p.in_stock)).toBe(true);
  });

  it("refuses undo after 24 hours", async () => {
    const { changeId } = await applyBulkChange(t.db, { ids }, { kind: "out_of_stock" }, null);
    const later = new Date(Date.now() + 24 * HOUR + 60_000);
    expect(await refusalOf(undoBulkChange(t.db, changeId, null, later))).toBe("expired");
    expect((await undoableBulkChanges(t.db, later)).map((c) => c.id)).not.toContain(changeId);
    // Within the window it still works.
    const almost = new Date(Date.now() + 23 * HOUR);
    await undoBulkChange(t.db, changeId, null, almost);
    expect((await state()).every((p) => p.in_stock)).toBe(true);
  });

  it("refuses undo, writing nothing, when a product changed since", async () => {
    const { changeId } = await applyBulkChange(
      t.db,
      { ids },
      { kind: "set_price", price: 5000 },
      null,
    );
    await updateProduct(t.db, ids[1]!, { price: 4321 }, null);
    const now = await state();
    expect(await refusalOf(undoBulkChange(t.db, changeId, null))).toBe("changedSince");
    expect(await state()).toEqual(now);
    expect((await undoableBulkChanges(t.db)).map((c) => c.id)).toContain(changeId);
    // Back to the prices the other tests start from.
    for (const [i, price] of [1995, 1001, 5, 10000].entries()) {
      await updateProduct(t.db, ids[i]!, { price }, null);
    }
    await updateProduct(t.db, offerId, { price: 1990, original_price: 2500 }, null);
  });

  it("keeps an offer's original price under a new price only while it is above it", async () => {
    const base = await state([offerId]);
    await updateProduct(
      t.db,
      offerId,
      { price: 1990, original_price: 2500, is_special_offer: true },
      null,
    );
    const low = await applyBulkChange(
      t.db,
      { ids: [offerId] },
      { kind: "set_price", price: 1500 },
      null,
    );
    expect((await state([offerId]))[0]).toMatchObject({
      price_cents: 1500,
      original_price_cents: 2500,
      discount_bp: 4000,
    });
    await undoBulkChange(t.db, low.changeId, null);
    const high = await applyBulkChange(
      t.db,
      { ids: [offerId] },
      { kind: "set_price", price: 3000 },
      null,
    );
    expect((await state([offerId]))[0]).toMatchObject({
      price_cents: 3000,
      original_price_cents: null,
      is_special_offer: true,
      discount_bp: 0,
    });
    await undoBulkChange(t.db, high.changeId, null);
    expect((await state([offerId]))[0]!.original_price_cents).toBe(2500);
    expect(base[0]!.is_special_offer).toBe(true);
  });

  it("marks offers with a window on every product and its variant; Undo restores the windows as they were", async () => {
    const id = ids[3]!;
    const windows = async () => {
      const p = await t.db
        .selectFrom("product")
        .select(["offer_starts_at", "offer_ends_at", "live_offer"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const v = await t.db
        .selectFrom("variant")
        .select(["offer_starts_at", "offer_ends_at"])
        .where("product_id", "=", id)
        .execute();
      return { product: [p.offer_starts_at, p.offer_ends_at], live: Boolean(p.live_offer), v };
    };
    const before = await windows();
    const startsAt = "2099-11-28T21:00:00.000Z";
    const endsAt = "2099-12-01T02:59:00.000Z";
    const on = await applyBulkChange(
      t.db,
      { ids: [id] },
      { kind: "offer_on", percent: 10, startsAt, endsAt },
      null,
    );
    const marked = await windows();
    expect(marked.product).toEqual([startsAt, endsAt]);
    expect(marked.v).toEqual([{ offer_starts_at: startsAt, offer_ends_at: endsAt }]);
    // Scheduled, not started: the shopper sees no offer yet.
    expect(marked.live).toBe(false);
    await undoBulkChange(t.db, on.changeId, null);
    expect(await windows()).toEqual(before);
  });

  it("marks offers with the price before them as the original price, and unmarks them clearing it", async () => {
    const on = await applyBulkChange(
      t.db,
      { ids: [ids[3]!] },
      { kind: "offer_on", percent: 15 },
      null,
    );
    expect((await state([ids[3]!]))[0]).toMatchObject({
      price_cents: 8500,
      original_price_cents: 10000,
      is_special_offer: true,
      discount_bp: 1500,
    });
    const off = await applyBulkChange(t.db, { ids: [ids[3]!] }, { kind: "offer_off" }, null);
    expect((await state([ids[3]!]))[0]).toMatchObject({
      price_cents: 8500,
      original_price_cents: null,
      is_special_offer: false,
      discount_bp: 0,
    });
    await undoBulkChange(t.db, off.changeId, null);
    await undoBulkChange(t.db, on.changeId, null);
    expect((await state([ids[3]!]))[0]).toMatchObject({
      price_cents: 10000,
      original_price_cents: null,
      is_special_offer: false,
    });
  });

  it("sets the brand and re-indexes search in the same transaction, and undo puts the old brand back in search", async () => {
    const { changeId } = await applyBulkChange(
      t.db,
      { ids: [ids[0]!] },
      { kind: "set_brand", brandId: 2 },
      null,
    );
    const found = await searchProducts(t.db, "tramontina", { locale: "pt" });
    expect(found.items.map((p) => p.id)).toContain(ids[0]);
    await undoBulkChange(t.db, changeId, null);
    const again = await searchProducts(t.db, "tramontina", { locale: "pt" });
    expect(again.items.map((p) => p.id)).not.toContain(ids[0]);
    expect((await state([ids[0]!]))[0]!.brand_id).toBe(1);
  });

  it("sets the category of everything a filter matches", async () => {
    const target = { filter: { q: "alicate lote" } };
    expect(await countBulkTarget(t.db, target)).toBe(4);
    const { changeId, count } = await applyBulkChange(
      t.db,
      target,
      { kind: "set_category", categoryId: 3 },
      null,
    );
    expect(count).toBe(4);
    expect((await state()).map((p) => p.category_id)).toEqual([3, 3, 3, 3, 2]);
    await undoBulkChange(t.db, changeId, null);
    expect((await state()).map((p) => p.category_id)).toEqual([1, 1, 1, 1, 2]);
  });

  it("refuses, writing nothing, an unknown category or brand, an empty selection and a price over the limit", async () => {
    const before = await state();
    const version = await getCatalogueVersion(t.db);
    expect(
      await refusalOf(
        applyBulkChange(t.db, { ids }, { kind: "set_category", categoryId: 999 }, null),
      ),
    ).toBe("unknownCategory");
    expect(
      await refusalOf(applyBulkChange(t.db, { ids }, { kind: "set_brand", brandId: 999 }, null)),
    ).toBe("unknownBrand");
    expect(
      await refusalOf(applyBulkChange(t.db, { ids: [999_999] }, { kind: "in_stock" }, null)),
    ).toBe("noSelection");
    expect(
      await refusalOf(
        applyBulkChange(t.db, { filter: { q: "nada assim" } }, { kind: "in_stock" }, null),
      ),
    ).toBe("noSelection");
    await updateProduct(t.db, ids[3]!, { price: 999_999_999 }, null);
    const limit = await state();
    expect(
      await refusalOf(applyBulkChange(t.db, { ids }, { kind: "change_price", percent: 1 }, null)),
    ).toBe("priceTooHigh");
    expect(await state()).toEqual(limit);
    await updateProduct(t.db, ids[3]!, { price: 10000 }, null);
    expect((await state()).map((p) => p.price_cents)).toEqual(before.map((p) => p.price_cents));
    expect(await getCatalogueVersion(t.db)).toBe(version + 2);
  });

  it("deletes products and undo brings them back with their ids, galleries and search", async () => {
    const doomed = ids.slice(0, 2);
    const images = await Promise.all(doomed.map((id) => getProductImages(t.db, id)));
    const before = await t.db
      .selectFrom("product")
      .selectAll()
      .where("id", "in", doomed)
      .orderBy("id")
      .execute();
    const { changeId } = await applyBulkChange(t.db, { ids: doomed }, { kind: "delete" }, null);
    expect(await state(doomed)).toEqual([]);
    expect(await getProductImages(t.db, doomed[0]!)).toEqual([]);
    await undoBulkChange(t.db, changeId, null);
    const after = await t.db
      .selectFrom("product")
      .selectAll()
      .where("id", "in", doomed)
      .orderBy("id")
      .execute();
    expect(after).toEqual(before);
    expect(await Promise.all(doomed.map((id) => getProductImages(t.db, id)))).toEqual(images);
    expect(images[0]).toHaveLength(2);
    const found = await searchProducts(t.db, "alicate lote", { locale: "pt" });
    expect(found.items.map((p) => p.id)).toEqual(expect.arrayContaining(doomed));
  });

  it("refuses to undo a delete when the deleted products' brand is gone", async () => {
    const id = await createProduct(
      t.db,
      productInputSchema.parse({ name: "Marca Some", brand_id: 2, category_id: 1, price: "1" }),
      null,
    );
    await t.db.deleteFrom("product").where("brand_id", "=", 2).where("id", "!=", id).execute();
    const { changeId } = await applyBulkChange(t.db, { ids: [id] }, { kind: "delete" }, null);
    await t.db.deleteFrom("brand").where("id", "=", 2).execute();
    expect(await refusalOf(undoBulkChange(t.db, changeId, null))).toBe("brandGone");
  });
});
