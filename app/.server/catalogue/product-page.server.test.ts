import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { productPage } from "./product-page.server";
import { patchVariant } from "./variant-writes.server";

// The product page's own parts (gallery, specifications, variants, manuals, videos) are kept per
// catalogue version: a write to any of them moves the version, so the next page shows it.
describe.each(TEST_DB_KINDS)("a product page's kept parts on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("shows a variant's new stock on the next page, in every language", async () => {
    const [row] = await t.db
      .selectFrom("variant")
      .select(["product_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("product_id")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .orderBy("product_id")
      .limit(1)
      .execute();
    const id = row!.product_id;
    const page = (prefix = "") =>
      productPage(new URL(`http://localhost:3000${prefix}/produto/${id}`), String(id));
    const before = await page();
    const first = before.offers.variants[0]!;
    expect(first.available).toBe(true);
    // Asked again, and in English: the same parts, read once.
    expect((await page("/en")).offers.variants[0]!.sku).toBe(first.sku);

    const variantId = await t.db
      .selectFrom("variant")
      .select("id")
      .where("sku", "=", first.sku!)
      .executeTakeFirstOrThrow();
    await patchVariant(t.db, variantId.id, { stock: 0 }, null);
    for (const prefix of ["", "/en", "/es"]) {
      const after = (await page(prefix)).offers.variants.find((v) => v.sku === first.sku)!;
      expect(after.available, prefix).toBe(false);
    }
  });
});
