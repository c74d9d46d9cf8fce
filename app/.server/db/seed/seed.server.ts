import { sql } from "kysely";
import { variantsFollowProducts } from "../../catalogue/variant-summary.server";
import { DEFAULT_LOCALE, OTHER_LOCALES, type Locale } from "~/i18n/languages";
import { perLanguage } from "~/lib/localized";
import { allNames, discountBasisPoints } from "~/lib/search-text";
import { brandSlug } from "~/lib/slug";
import { DEMO_STORE_PROFILE, type StoreProfile } from "~/lib/store-profile";
import { writeGallery, type GalleryImage } from "../../catalogue/product-images.server";
import { bumpCatalogueVersion } from "../../catalogue/version.server";
import { addVocabulary, searchColumns } from "../../search/index.server";
import { saveStoreProfile } from "../../settings/store-profile.server";
import { dbKind, type Db } from "../kysely";
import { demoPosterTitle } from "./demo-banners";
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_POSTERS,
  DEMO_PRODUCTS,
  type DemoProduct,
} from "./demo-data";
import { storeDemoPictures } from "./demo-media.server";
import { SHOT_VIEW_NAMES, SHOT_VIEWS } from "./demo-pictures";
import { DEMO_TRANSLATIONS, demoProductName } from "./demo-translations";
import {
  demoSpecText,
  demoValueLabels,
  insertDemoAttributes,
  insertDemoProductAttributes,
} from "./seed-attributes.server";
import { insertDemoLinks } from "./demo-links";
import { insertDemoVariants } from "./seed-variants.server";
import { seedDemoDocuments } from "./seed-documents.server";

export { seedGeneratedProducts, type GenerateOptions } from "./seed-generated.server";

const cents = (usd: number) => Math.round(usd * 100);

/** PostgreSQL identity columns do not see explicit ids; move them past the highest one. */
async function syncIdentity(db: Db, table: string) {
  if (dbKind(db) !== "postgres") return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

/**
 * A demo product's gallery: its shots (front, detail, in use, packaging), each described in every
 * language by the product's name and the view ("Martelo de Unha 27 mm — detalhe").
 */
export function demoGallery(product: DemoProduct, hashes: readonly string[]) {
  return hashes.map((hash, i): GalleryImage => {
    const view = SHOT_VIEWS[i]!;
    const alt = (l: Locale) => `${demoProductName(product, l)} — ${SHOT_VIEW_NAMES[view][l]}`;
    return {
      image_hash: hash,
      image_url: null,
      alt: alt(DEFAULT_LOCALE),
      ...perLanguage("alt", alt),
    };
  });
}

/** Seeds the demo catalogue into an empty database; does nothing when categories exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom("category").select("id").limit(1).executeTakeFirst();
  if (existing) return false;

  // Images first (outside the transaction: they are content-addressed and idempotent).
  const pictures = await storeDemoPictures(db);

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
          logo_hash: pictures.logos[i]!,
          logo_url: null,
          position: i + 1,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      brandIds.push(row.id);
    }
    // Specifications before the products: their search documents carry the values.
    const attributes = await insertDemoAttributes(trx, now);
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
          // The gallery's first picture (writeGallery below sets it again, with the others).
          image_hash: pictures.products[i]![0]!,
          image_url: null,
          discount_bp: discountBasisPoints(
            cents(price),
            original == null ? null : cents(original),
            original != null,
          ),
          ...searchColumns(
            { ...texts[i]!, brandName: DEMO_BRANDS[brand]!.name },
            demoSpecText(DEMO_PRODUCTS[i]!),
          ),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // Each demo product's shots are its gallery, the first its cover.
    const ids = await trx.selectFrom("product").select(["id", "position"]).execute();
    for (const { id, position } of ids) {
      const i = position - 1;
      await writeGallery(trx, id, demoGallery(DEMO_PRODUCTS[i]!, pictures.products[i]!));
    }
    const idByIndex = new Map(ids.map((r) => [r.position - 1, r.id]));
    await insertDemoProductAttributes(
      trx,
      attributes,
      DEMO_PRODUCTS,
      DEMO_PRODUCTS.map((_, i) => idByIndex.get(i)!),
    );
    // Each product's one variant from its row, then the demo's own variants and stocks.
    await variantsFollowProducts(
      trx,
      ids.map((r) => r.id),
    );
    await insertDemoVariants(
      trx,
      DEMO_PRODUCTS,
      DEMO_PRODUCTS.map((_, i) => idByIndex.get(i)!),
      pictures.products,
    );
    // Machines with their batteries, discs and bits.
    const idByName = new Map(DEMO_PRODUCTS.map((p, i) => [p[0], idByIndex.get(i)!]));
    await insertDemoLinks(trx, (name) => idByName.get(name)!);
    await addVocabulary(trx, [
      ...DEMO_PRODUCTS.map(([, , brand], i) =>
        [...allNames(texts[i]!), DEMO_BRANDS[brand]!.name].join(" "),
      ),
      ...demoValueLabels(),
    ]);
    await trx
      .insertInto("poster")
      .values(
        DEMO_POSTERS.map((p, i) => ({
          title: demoPosterTitle(p.title, DEFAULT_LOCALE),
          ...perLanguage("title", (l) => demoPosterTitle(p.title, l)),
          image_hash: pictures.posters[i]!,
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
  await seedDemoDocuments(db);
  return true;
}
