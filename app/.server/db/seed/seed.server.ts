import { sql } from "kysely";
import { OTHER_LOCALES, type OtherLocale } from "~/i18n/languages";
import { localized, perLanguage } from "~/lib/localized";
import { allNames, discountBasisPoints } from "~/lib/search-text";
import { brandSlug } from "~/lib/slug";
import { DEMO_STORE_PROFILE, type StoreProfile } from "~/lib/store-profile";
import { bumpCatalogueVersion } from "../../catalogue/version.server";
import { storeImage, type EncodedVariant } from "../../media/images.server";
import { addVocabulary, searchColumns } from "../../search/index.server";
import { saveStoreProfile } from "../../settings/store-profile.server";
import { dbKind, type Db } from "../kysely";
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_POSTERS,
  DEMO_PRODUCTS,
  GENERATED_DESCRIPTION,
} from "./demo-data";
import {
  categoryNamesEs,
  GENERATED_DESCRIPTION_ES,
  posterTitlesEs,
  productsEs,
  storeProfileEs,
} from "./demo-data-es";
import { brandLogo, posterImage, productImage } from "./demo-images";

const cents = (usd: number) => Math.round(usd * 100);

type DemoCategory = (typeof DEMO_CATEGORIES)[number];
type DemoPoster = (typeof DEMO_POSTERS)[number];
type DemoProduct = (typeof DEMO_PRODUCTS)[number];

/** The demo catalogue's texts in one language other than Portuguese. */
interface DemoTranslation {
  categoryName(c: DemoCategory): string;
  posterTitle(p: DemoPoster): string;
  product(p: DemoProduct): { name: string; description: string };
  /** The generator's placeholder description; null shows the Portuguese one. */
  generatedDescription: string | null;
  /** Store-profile texts the demo profile (DEMO_STORE_PROFILE) does not hold. */
  storeProfile: Partial<StoreProfile>;
}

/**
 * Each language's demo texts, by its code: English from the demo rows themselves (demo-data.ts),
 * Spanish from demo-data-es.ts, both keyed by the Portuguese text. A language without demo texts
 * seeds none: its pages show the Portuguese ones.
 */
const DEMO_TRANSLATIONS: Partial<Record<OtherLocale, DemoTranslation>> = {
  en: {
    categoryName: (c) => localized(c, "name", "en"),
    posterTitle: (p) => localized(p, "title", "en"),
    // DEMO_PRODUCTS rows: [name, English name, …, description, English description].
    product: (p) => ({ name: p[1], description: p[8] }),
    generatedDescription: null,
    storeProfile: {},
  },
  es: {
    categoryName: (c) => categoryNamesEs[c.name]!,
    posterTitle: (p) => posterTitlesEs[p.title]!,
    product: (p) => productsEs[p[0]]!,
    generatedDescription: GENERATED_DESCRIPTION_ES,
    storeProfile: storeProfileEs,
  },
};

/** PostgreSQL identity columns do not see explicit ids; move them past the highest one. */
async function syncIdentity(db: Db, table: string) {
  if (dbKind(db) !== "postgres") return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

// The demo pictures are the same in every database: draw and encode them once per process.
const drawn = new Map<string, Promise<Uint8Array>>();
const encoded = new Map<string, EncodedVariant[]>();
async function demoImage(db: Db, key: string, draw: () => Promise<Uint8Array>) {
  let picture = drawn.get(key);
  if (!picture) drawn.set(key, (picture = draw()));
  return storeImage(db, await picture, encoded);
}

/** Seeds the demo catalogue into an empty database; does nothing when categories exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom("category").select("id").limit(1).executeTakeFirst();
  if (existing) return false;

  // Images first (outside the transaction: they are content-addressed and idempotent).
  const logos = await Promise.all(
    DEMO_BRANDS.map((b) => demoImage(db, `logo:${b.name}`, () => brandLogo(b.name, b.color))),
  );
  const pictures = await Promise.all(
    DEMO_PRODUCTS.map((p, i) => demoImage(db, `product:${i}`, () => productImage(i, p[3]))),
  );
  const posters = await Promise.all(
    DEMO_POSTERS.map((p) =>
      demoImage(db, `poster:${p.title}`, () => posterImage(p.title, p.colors)),
    ),
  );

  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx
      .insertInto("category")
      .values(
        DEMO_CATEGORIES.map((c) => ({
          ...perLanguage("name", (l) => DEMO_TRANSLATIONS[l]?.categoryName(c) ?? null),
          // Last: the row's own English name, which the category table requires (NOT NULL).
          ...c,
          created_at: now,
        })),
      )
      .execute();
    const brandIds: number[] = [];
    for (const [i, b] of DEMO_BRANDS.entries()) {
      const row = await trx
        .insertInto("brand")
        .values({
          name: b.name,
          slug: brandSlug(b.name),
          logo_hash: logos[i]!.hash,
          logo_url: null,
          position: i + 1,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      brandIds.push(row.id);
    }
    const texts = DEMO_PRODUCTS.map((p) => ({
      name: p[0],
      ...perLanguage("name", (l) => DEMO_TRANSLATIONS[l]?.product(p).name ?? null),
      description: p[7],
      ...perLanguage("description", (l) => DEMO_TRANSLATIONS[l]?.product(p).description ?? null),
    }));
    await trx
      .insertInto("product")
      .values(
        DEMO_PRODUCTS.map(([, , brand, category, price, original, inStock], i) => ({
          ...texts[i]!,
          brand_id: brandIds[brand]!,
          category_id: category,
          price_cents: cents(price),
          original_price_cents: original == null ? null : cents(original),
          is_special_offer: original != null,
          in_stock: inStock,
          position: i + 1,
          image_hash: pictures[i]!.hash,
          image_url: null,
          discount_bp: discountBasisPoints(
            cents(price),
            original == null ? null : cents(original),
            original != null,
          ),
          ...searchColumns({ ...texts[i]!, brandName: DEMO_BRANDS[brand]!.name }),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // Each demo product's picture is its gallery's first image, its cover (issue #17).
    await trx
      .insertInto("product_image")
      .columns(["product_id", "image_hash", "image_url", "position"])
      .expression((eb) =>
        eb
          .selectFrom("product")
          .select(["id", "image_hash", "image_url", sql<number>`1`.as("position")])
          .where((w) => w.or([w("image_hash", "is not", null), w("image_url", "is not", null)])),
      )
      .execute();
    await addVocabulary(
      trx,
      DEMO_PRODUCTS.map(([, , brand], i) =>
        [...allNames(texts[i]!), DEMO_BRANDS[brand]!.name].join(" "),
      ),
    );
    await trx
      .insertInto("poster")
      .values(
        DEMO_POSTERS.map((p, i) => ({
          title: p.title,
          ...perLanguage("title", (l) => DEMO_TRANSLATIONS[l]?.posterTitle(p) ?? null),
          image_hash: posters[i]!.hash,
          image_url: null,
          position: i + 1,
          active: true,
          created_at: now,
        })),
      )
      .execute();
    await bumpCatalogueVersion(trx);
  });
  await syncIdentity(db, "category");
  const profile: StoreProfile = { ...DEMO_STORE_PROFILE };
  for (const l of OTHER_LOCALES) Object.assign(profile, DEMO_TRANSLATIONS[l]?.storeProfile);
  await saveStoreProfile(db, profile);
  return true;
}

export interface GenerateOptions {
  count: number;
  categoryId?: number;
  batchSize?: number;
  random?: () => number;
}

/**
 * docs/product-rules.md §7 generator (docs/decisions/026-demo-data-and-generator.md): "Product N",
 * integer price 50–549, the placeholder description (in Spanish too; the name reads the same in
 * every language, and English shows the Portuguese text), Ferramentas Manuais unless told otherwise, in
 * stock, random offer flag with an original price above the price. Keyed by SKU `GEN-N`, so running
 * it twice adds nothing twice. Returns how many rows were added.
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
          image_hash: null,
          image_url: null,
          discount_bp: discountBasisPoints(price * 100, original, offer),
          ...searchColumns({ ...texts, brandName: brand.name }),
          created_at: now,
          updated_at: now,
        });
      }
      // Chunks of 100 rows keep each statement under SQLite's bound-parameter limit.
      let inserted = 0;
      for (let i = 0; i < rows.length; i += 100) {
        const result = await trx
          .insertInto("product")
          .values(rows.slice(i, i + 100))
          .onConflict((oc) => oc.column("sku").doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
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
  if (dbKind(db) === "postgres") await sql`vacuum (analyze) product`.execute(db);
}
