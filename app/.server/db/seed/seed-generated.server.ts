import { sql, type Transaction } from "kysely";
import { summaryOf } from "../../catalogue/variant-summary.server";
import { perLanguage } from "~/lib/localized";
import { bumpCatalogueVersion } from "../../catalogue/version.server";
import { addVocabulary, searchColumns } from "../../search/index.server";
import { dbKind, type Db } from "../kysely";
import type { Database } from "../schema";
import { GENERATED_DESCRIPTION } from "./demo-data";
import { DEMO_TRANSLATIONS } from "./demo-translations";
import { specTemplates, type SpecTemplate } from "./generated-specs.server";
import {
  generatedOptions,
  insertGeneratedVariants,
  planVariants,
  specsWithOptions,
  type GeneratedOption,
  type PlannedVariant,
} from "./generated-variants.server";

export interface GenerateOptions {
  count: number;
  /** Every product in this category; without it, the categories take turns (by id). */
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

/** What product N is placed in: its category, brand, cover, specifications and option. */
interface Placement {
  categoryId: number;
  brand: { id: number; name: string };
  cover: Cover;
  template: SpecTemplate | undefined;
  /** The category's voltage or size, when the template states it: its variants' option. */
  option: GeneratedOption | undefined;
}

/**
 * Where generated products go: the category given, else the categories in turn (by id), so at
 * 100,000 products each of the five demo categories holds 20,000; the brands in turn
 * (by position); a category's covers in turn; and a value set drawn from the category's products.
 */
async function placements(db: Db, categoryId: number | undefined, random: () => number) {
  const brands = await db
    .selectFrom("brand")
    .select(["id", "name"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  if (brands.length === 0)
    throw new Error("Seed the demo catalogue first: there is no brand to attach products to.");
  const categoryIds =
    categoryId !== undefined
      ? [categoryId]
      : (await db.selectFrom("category").select("id").orderBy("id").execute()).map((c) => c.id);
  if (categoryIds.length === 0)
    throw new Error("Seed the demo catalogue first: there is no category to put products in.");
  const options = await generatedOptions(db, categoryIds);
  const perCategory = await Promise.all(
    categoryIds.map(async (id) => ({
      id,
      covers: await coversToReuse(db, id),
      templates: await specTemplates(db, id, options.get(id)?.attributeId),
      option: options.get(id),
    })),
  );
  return (n: number): Placement => {
    const category = perCategory[(n - 1) % perCategory.length]!;
    const turn = Math.floor((n - 1) / perCategory.length);
    const { covers, templates } = category;
    const template = templates[Math.floor(random() * templates.length)];
    return {
      categoryId: category.id,
      brand: brands[(n - 1) % brands.length]!,
      cover: covers[turn % covers.length] ?? { image_hash: null, image_url: null },
      template,
      option: template?.withoutOption ? category.option : undefined,
    };
  };
}

/**
 * docs/product-rules.md §7 generator (docs/decisions/026-demo-data-and-generator.md): "Product N",
 * integer price 50–549, the placeholder description (in Spanish too; the name reads the same in
 * every language, and English shows the Portuguese text), in stock, random offer flag with an
 * original price above the price, and one of the shop's pictures as its cover (its gallery's only
 * image). Placed by `placements`: in the category given or the categories in turn, the brands in
 * turn, with the specifications of one of its category's products, and its variants
 * (generated-variants.server.ts), the row's price, offer and stock their summary. Keyed by SKU
 * `GEN-N`, so running it twice adds nothing twice. Returns how many rows were added.
 */
export async function seedGeneratedProducts(db: Db, options: GenerateOptions): Promise<number> {
  const { count, categoryId, batchSize = 1000, random = Math.random } = options;
  const placementOf = await placements(db, categoryId, random);
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
      const values = new Map<string, SpecTemplate["values"]>();
      const plans = new Map<string, PlannedVariant[]>();
      for (let n = start; n <= end; n++) {
        const place = placementOf(n);
        const price = 50 + Math.floor(random() * 500);
        const offer = random() < 0.5;
        const original = offer ? (price + 10 + Math.floor(random() * 100)) * 100 : null;
        const { variants, values: chosen } = planVariants(n, place.option, {
          price_cents: price * 100,
          original_price_cents: original,
          is_special_offer: offer,
        });
        // The product's row is its variants' summary, computed here rather than read back.
        const summary = summaryOf(variants)!;
        plans.set(summary.sku!, variants);
        // With options, the option's values live on the variants, not among the specifications.
        const other = chosen.length > 0 ? place.template?.withoutOption : undefined;
        const specs = other ? specsWithOptions(other.specs, chosen) : place.template?.specs;
        const own = other ? other.values : place.template?.values;
        if (own) values.set(summary.sku!, own);
        const texts = {
          name: `Product ${n}`,
          ...perLanguage("name", () => null),
          description: GENERATED_DESCRIPTION,
          ...perLanguage("description", (l) => DEMO_TRANSLATIONS[l]?.generatedDescription ?? null),
        };
        rows.push({
          ...texts,
          ...summary,
          brand_id: place.brand.id,
          category_id: place.categoryId,
          position: ++position,
          ...place.cover,
          ...searchColumns({ ...texts, brandName: place.brand.name }, specs),
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
          .returning(["id", "sku", "image_hash", "image_url"])
          .execute();
        inserted += added.length;
        await insertSpecs(trx, added, values);
        await insertGeneratedVariants(trx, added, plans, now);
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
  if (dbKind(db) === "postgres") {
    await sql`vacuum (analyze) product, product_image, product_attribute, variant, variant_value, product_option`.execute(
      db,
    );
  }
}

/** The added products' values, copied from their templates (a RETURNING's order is not theirs). */
async function insertSpecs(
  trx: Transaction<Database>,
  added: readonly { id: number; sku: string | null }[],
  values: ReadonlyMap<string, SpecTemplate["values"]>,
): Promise<void> {
  const rows = added.flatMap((p) =>
    (values.get(p.sku ?? "") ?? []).map((v) => ({ product_id: p.id, ...v })),
  );
  // Four columns a row: 500 rows stay under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto("product_attribute")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
