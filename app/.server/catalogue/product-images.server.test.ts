import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { latestAudit } from "../audit/audit.server";
import { getProductImages, setProductImages } from "./product-images.server";
import { createProduct, updateProduct } from "./product-writes.server";
import { getCatalogueVersion } from "./version.server";

// The gallery service. A product's images replace as a whole, in one audited
// transaction that bumps the catalogue version; the product row's cover is always the first.
describe.each(TEST_DB_KINDS)("product gallery service on %s", (kind) => {
  let t: TestDb;
  let id: number;
  const url = (n: number) => `https://example.com/${n}.jpg`;
  const cover = () =>
    t.db
      .selectFrom("product")
      .select(["image_hash", "image_url"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  beforeAll(async () => {
    t = await createTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("brand")
      .values({ name: "Marca", slug: "marca", position: 1, created_at: now, updated_at: now })
      .execute();
    await t.db
      .insertInto("category")
      .values({ name: "Ferramentas", name_en: "Tools", slug: "ferramentas", created_at: now })
      .execute();
    id = await createProduct(
      t.db,
      productInputSchema.parse({ name: "Serrote", brand_id: 1, category_id: 1, price: 10 }),
      null,
    );
  });
  afterAll(() => t.cleanup());

  it("setting the images replaces the list in order, bumps the catalogue version and is audited", async () => {
    const version = await getCatalogueVersion(t.db);
    await setProductImages(t.db, id, [{ url: url(1), alt: "Frente" }, { url: url(2) }], null);
    expect(await getCatalogueVersion(t.db)).toBeGreaterThan(version);
    expect((await getProductImages(t.db, id)).map((i) => [i.position, i.image_url, i.alt])).toEqual(
      [
        [1, url(1), "Frente"],
        [2, url(2), null],
      ],
    );
    expect(await cover()).toEqual({ image_hash: null, image_url: url(1) });
    const [entry] = await latestAudit(t.db, 1);
    expect(entry).toMatchObject({ action: "update", entity: "product", detail: "images" });
  });

  it("an edit that sends the gallery unchanged rewrites no picture and logs no image change", async () => {
    const before = await getProductImages(t.db, id);
    await updateProduct(
      t.db,
      id,
      {
        name: "Serrote de poda",
        images: [
          { url: url(1), alt: "Frente", alt_en: null, alt_es: null },
          { url: url(2), alt: null, alt_en: null, alt_es: null },
        ],
      },
      null,
    );
    expect(await getProductImages(t.db, id)).toEqual(before);
    const [entry] = await latestAudit(t.db, 1);
    expect(entry?.detail).toBe("name");
  });

  it("clearing the cover's URL makes the next image the cover", async () => {
    await updateProduct(t.db, id, { image_url: null }, null);
    expect((await getProductImages(t.db, id)).map((i) => [i.position, i.image_url])).toEqual([
      [1, url(2)],
    ]);
    expect(await cover()).toEqual({ image_hash: null, image_url: url(2) });
  });

  it("more than 12 images, or an unknown product, are refused and change nothing", async () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ url: url(i) }));
    await expect(setProductImages(t.db, id, thirteen, null)).rejects.toMatchObject({
      code: "tooManyImages",
    });
    await expect(setProductImages(t.db, 999_999, [{ url: url(1) }], null)).rejects.toMatchObject({
      code: "notFound",
    });
    expect(await getProductImages(t.db, id)).toHaveLength(1);
  });
});
