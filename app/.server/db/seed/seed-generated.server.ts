import { sql } from "kysely";
import { perLanguage } from "~/lib/localized";
import { discountBasisPoints } from "~/lib/search-text";
import { bumpCatalogueVersion } from "../../catalogue/version.server";
import { addVocabulary, searchColumns } from "../../search/index.server";
import { dbKind, type Db } from "../kysely";
import { GENERATED_DESCRIPTION } from "./demo-data";
import { DEMO_TRANSLATIONS } from "./demo-translations";

export interface GenerateOptions {
  count: number;
  categoryId?: number;
  batchSize?: number;
  random?: () => number;
}

/** How many of the shop's pictures generated products take turns with. */
export const GENERATED_COVERS = 12;

type Cover = { image_hash: string | null; image_url: string | null };

/**
 * The pictures generated products show: covers already in the shop (the demo's), those of the
 * category they go to first. Drawing a picture per product would take hours at 100,000 products;
 * a dozen shared ones give the list pages real images to load. None when the shop has none.
 */
async function coversToReuse(db: Db, categoryId: number): Promise<Cover[]> {
  return db
    .selectFrom("product")
    .select(["image_hash", "image_url"])
    .where((eb) => eb.or([eb("image_hash", "is not", null), eb("image_url", "is not", null)]))
    .where((eb) => eb.or([eb("sku", "is", null), eb("sku", "not like", "GEN-%")]))
    .orderBy((eb) => eb.case().when("category_id", "=", categoryId).then(0).else(1).end())
    .orderBy("position")
    .orderBy("id")
    .limit(GENERATED_COVERS)
    .execute();
}

/**
 * docs/product-rules.md §7 generator (docs/decisions/026-demo-data-and-generator.md): "Product N",
 * integer price 50–549, the placeholder description (in Spanish too; the name reads the same in
 * every language, and English shows the Portuguese text), Ferramentas Manuais unless told otherwise, in
 * stock, random offer flag with an original price above the price, and one of the shop's pictures
 * as its cover (its gallery's only image). Keyed by SKU `GEN-N`, so running it twice adds nothing
 * twice. Returns how many rows were added.
 */
export async function seedGeneratedProducts(db: Db, options: GenerateOptions): Promise<number> {
  const { count, categoryId = 1, batchSize = 1000, random = Math.random } = options;
  const brand = await db
    .selectFrom("brand")
    .select(["id", "name"])
    .orderBy("position")
    .orderBy("id")
    .executeTakeFirst();
  if (!brand)
    throw new Error("Seed the demo catalogue first: there is no brand to attach products to.");
  const covers = await coversToReuse(db, categoryId);
  const coverOf = (n: number): Cover =>
    covers[(n - 1) % covers.length] ?? { image_hash: null, image_url: null };
  let added = 0;
  for (let start = 1; start <= count; start += batchSize) {
    const end = Math.min(count, start + batchSize - 1);
    added += await db.transaction().execute(async (trx) => {
      const max = await trx
        .selectFrom("product")
        .select((eb) => eb.fn.max<number | null>("position").as("max"))
        .executeTakeFirst();
      let position = max?.max ?? 0;
      const now = new Date().toISOString();
      const rows = [];
      for (let n = start; n <= end; n++) {
        const price = 50 + Math.floor(random() * 500);
        const offer = random() < 0.5;
        const original = offer ? (price + 10 + Math.floor(random() * 100)) * 100 : null;
        const texts = {
          name: `Product ${n}`,
          ...perLanguage("name", () => null),
          description: GENERATED_DESCRIPTION,
          ...perLanguage("description", (l) => DEMO_TRANSLATIONS[l]?.generatedDescription ?? null),
        };
        rows.push({
          sku: `GEN-${n}`,
          ...texts,
          brand_id: brand.id,
          category_id: categoryId,
          price_cents: price * 100,
          original_price_cents: original,
          is_special_offer: offer,
          in_stock: true,
          position: ++position,
          ...coverOf(n),
          discount_bp: discountBasisPoints(price * 100, original, offer),
          ...searchColumns({ ...texts, brandName: brand.name }),
          created_at: now,
          updated_at: now,
        });
      }
      // Chunks of 100 rows keep each statement under SQLite's bound-parameter limit.
      let inserted = 0;
      for (let i = 0; i < rows.length; i += 100) {
        const added = await trx
          .insertInto("product")
          .values(rows.slice(i, i + 100))
          .onConflict((oc) => oc.column("sku").doNothing())
          .returning(["id", "image_hash", "image_url"])
          .execute();
        inserted += added.length;
        // The cover is the gallery's first image (docs/decisions/046-product-gallery.md).
        const gallery = added.filter((p) => p.image_hash !== null || p.image_url !== null);
        if (gallery.length > 0) {
          await trx
            .insertInto("product_image")
            .values(
              gallery.map((p) => ({
                product_id: p.id,
                image_hash: p.image_hash,
                image_url: p.image_url,
                position: 1,
              })),
            )
            .execute();
        }
      }
      if (inserted > 0) {
        await addVocabulary(trx, ["Product"]);
        await bumpCatalogueVersion(trx);
      }
      return inserted;
    });
  }
  if (added > 0) await refreshPlannerStatistics(db);
  return added;
}

/**
 * After a bulk load, the planner's picture of the product table is of the table before it. On
 * PostgreSQL that was measured at 100,000 products: page 200 of a category sorted 100,000 rows
 * (36 ms) instead of walking its index (0.6 ms), because the row estimate was 294 and the
 * visibility map was empty; the trigram index's pending list slowed search 15-fold. Autovacuum
 * would catch up within minutes; a bulk load should not leave the shop slow until then.
 */
async function refreshPlannerStatistics(db: Db): Promise<void> {
  // SQLite plans these queries from the indexes alone (no statistics table): nothing to refresh.
  if (dbKind(db) === "postgres") await sql`vacuum (analyze) product, product_image`.execute(db);
}
