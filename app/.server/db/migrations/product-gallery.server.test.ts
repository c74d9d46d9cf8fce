import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { migrateToLatest } from "../kysely";
import { seedDemo } from "../seed/seed.server";
import { migrations } from "./index";

const BEFORE = "2026-11-25T0000-spanish-content";
const GALLERY = "2026-11-25T0100-product-gallery";

// Migration 2026-11-25T0100 on the demo catalogue as it was before galleries: every product's
// image becomes its first gallery image, nothing lost; going down keeps every cover.
describe.each(TEST_DB_KINDS)("product gallery migration on %s", (kind) => {
  let t: TestDb;
  let migrator: Migrator;
  beforeAll(async () => {
    t = await createTestDb(kind);
    migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    // The demo data at the previous migration: seeded, then the gallery table taken away (the
    // product rows, with their images, are what the previous schema held).
    await seedDemo(t.db);
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    // One product with an external image, one with none: both kinds of cover, and no cover.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before the migration, which the app's types no longer describe
    const before = t.db as any;
    await before
      .updateTable("product")
      .set({ image_hash: null, image_url: "https://example.com/martelo.jpg" })
      .where("id", "=", 2)
      .execute();
    await before
      .updateTable("product")
      .set({ image_hash: null, image_url: null })
      .where("id", "=", 3)
      .execute();
  }, 120_000);
  afterAll(() => t.cleanup());

  it("makes every product image its first gallery image, and a product without one has none", async () => {
    const products = await t.db
      .selectFrom("product")
      .select(["id", "image_hash", "image_url"])
      .orderBy("id")
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(48);

    expect(await migrateToLatest(t.db)).toContain(GALLERY);

    const gallery = await t.db
      .selectFrom("product_image")
      .select(["product_id", "image_hash", "image_url", "position", "alt"])
      .orderBy("product_id")
      .execute();
    const withImage = products.filter((p) => p.image_hash || p.image_url);
    expect(withImage.length).toBe(products.length - 1);
    expect(gallery).toEqual(
      withImage.map((p) => ({
        product_id: p.id,
        image_hash: p.image_hash,
        image_url: p.image_url,
        position: 1,
        alt: null,
      })),
    );
    expect(gallery.find((g) => g.product_id === 2)?.image_url).toBe(
      "https://example.com/martelo.jpg",
    );
    expect(gallery.some((g) => g.product_id === 3)).toBe(false);
  });

  it("goes down keeping every product's cover, and up again", async () => {
    const covers = await t.db
      .selectFrom("product")
      .select(["id", "image_hash", "image_url"])
      .orderBy("id")
      .execute();
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(
      await t.db
        .selectFrom("product")
        .select(["id", "image_hash", "image_url"])
        .orderBy("id")
        .execute(),
    ).toEqual(covers);
    expect(await migrateToLatest(t.db)).toContain(GALLERY);
    const count = await t.db
      .selectFrom("product_image")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(covers.filter((c) => c.image_hash || c.image_url).length);
  });
});
