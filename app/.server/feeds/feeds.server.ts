import { stringify } from "csv-stringify/sync";
import { DEFAULT_LOCALE, LANGUAGES, language, type Locale } from "~/i18n/languages";
import { localePath } from "~/i18n/locale";
import { feedOffer, variantItems, type FeedProduct, type FeedVariant } from "~/lib/feeds";
import {
  GOOGLE_FEED_CLOSE,
  googleFeedOpen,
  googleItem,
  META_COLUMNS,
  metaRow,
} from "~/lib/feed-formats";
import { contentColumns, localized } from "~/lib/localized";
import { textsFor } from "~/i18n/texts";
import { specRows } from "~/lib/product-specs";
import { imageSrc, MEDIA_WIDTHS } from "~/lib/media-url";
import { attributeName } from "~/lib/attributes";
import { variantAvailable } from "~/lib/stock";
import { absoluteUrl } from "~/lib/seo/meta";
import type { StoreProfile } from "~/lib/store-profile";
import { profileText } from "~/components/store/store-profile-text";
import {
  loadAttributes,
  orderedValues,
  productAttributeValues,
} from "../catalogue/attributes.server";
import { listCategories } from "../catalogue/categories.server";
import { specTexts } from "../catalogue/product-specs.server";
import { pictureSourcesOf } from "../catalogue/product-images.server";
import { variantsOf, type VariantView } from "../catalogue/variants.server";
import type { Db } from "../db/kysely";

// `/feeds/google.xml` and `/feeds/meta.csv`, one file per language of the shop
// (`google-en.xml`, `meta-es.csv`), written a batch of products at a time: an item per product,
// or per variant of a product with options.

/** Products read per query while a feed is written. */
export const FEED_BATCH = 500;
/** The feeds name pictures at the largest width stored. */
const FEED_IMAGE_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;

export type FeedKind = "google" | "meta";

export interface FeedFile {
  kind: FeedKind;
  locale: Locale;
}

/** Every feed file the shop serves: each kind in each language, the default one unsuffixed. */
export const FEED_FILES: readonly (FeedFile & { name: string })[] = (
  ["google", "meta"] as const
).flatMap((kind) =>
  LANGUAGES.map(({ code }) => ({
    kind,
    locale: code,
    name: `${kind}${code === DEFAULT_LOCALE ? "" : `-${code}`}.${kind === "google" ? "xml" : "csv"}`,
  })),
);

/** A feed file by its name, or undefined for a name the shop does not serve. */
export function feedFile(name: string | undefined): FeedFile | undefined {
  return FEED_FILES.find((file) => file.name === name);
}

/** Whether the administrator has the feed switched on (store settings). */
export function feedEnabled(profile: StoreProfile, kind: FeedKind): boolean {
  return kind === "google" ? profile.feed_google : profile.feed_meta;
}

/** A variant as the feeds see it in `locale`: its values' texts, its offer, its own pictures. */
function feedVariant(v: VariantView, origin: string, locale: Locale): FeedVariant {
  return {
    id: v.id,
    sku: v.sku,
    options: v.values.map(({ attribute, value }) => ({
      name: attributeName(attribute, locale),
      value: localized(value, "label", locale),
      code: attribute.code,
    })),
    // As for a product: the offer as set, with its window (feedOffer).
    ...feedOffer(v, Date.now()),
    inStock: variantAvailable(v.stock),
    images: v.images.flatMap(
      (i) =>
        absoluteUrl(origin, imageSrc({ hash: i.image_hash, url: i.image_url }, FEED_IMAGE_WIDTH)) ??
        [],
    ),
  };
}

/**
 * Every product by id, `FEED_BATCH` at a time, as the feeds see it in `locale`: a product with
 * options as its variants, one item each.
 */
export async function* feedProducts(
  db: Db,
  origin: string,
  locale: Locale,
): AsyncGenerator<FeedProduct[]> {
  const categories = new Map(
    (await listCategories(db, locale)).map((c) => [c.id, localized(c, "name", locale)]),
  );
  const attributes = await loadAttributes(db);
  const section = textsFor(locale).catalog.specs.title;
  const texts = specTexts(locale);
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("product as p")
      .innerJoin("brand as b", "b.id", "p.brand_id")
      .select([
        "p.id",
        ...contentColumns("name").map((c) => `p.${c}` as const),
        ...contentColumns("description").map((c) => `p.${c}` as const),
        "p.price_cents",
        "p.original_price_cents",
        "p.is_special_offer",
        "p.offer_starts_at",
        "p.offer_ends_at",
        "p.in_stock",
        "p.category_id",
        "p.image_hash",
        "p.image_url",
        "b.name as brand_name",
      ])
      .where("p.id", ">", after)
      .orderBy("p.id")
      .limit(FEED_BATCH)
      .execute();
    if (rows.length === 0) return;
    const [pictures, values, variants] = await Promise.all([
      pictureSourcesOf(
        db,
        rows.map((r) => ({ id: r.id, hash: r.image_hash, url: r.image_url })),
        FEED_IMAGE_WIDTH,
      ),
      productAttributeValues(
        db,
        rows.map((r) => r.id),
      ),
      variantsOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const products = rows.map((r): FeedProduct => ({
      id: String(r.id),
      groupId: null,
      title: localized(r, "name", locale),
      description: localized(r, "description", locale),
      link: `${origin}${localePath(locale, `/produto/${r.id}`)}`,
      images: (pictures.get(r.id) ?? []).flatMap((src) => absoluteUrl(origin, src) ?? []),
      inStock: Boolean(r.in_stock),
      // The offer as set, with its window (feedOffer).
      ...feedOffer(r, Date.now()),
      brand: r.brand_name,
      productType: r.category_id === null ? null : (categories.get(r.category_id) ?? null),
      details: specRows(
        orderedValues(attributes, r.category_id, values.get(r.id) ?? []),
        locale,
        texts,
      ).map(({ name, value }) => ({ section, name, value })),
    }));
    yield products.flatMap((p, i) => {
      const own = variants.get(rows[i]!.id);
      if (!own || own.options.length === 0) return [p];
      return variantItems(
        p,
        own.variants.map((v) => feedVariant(v, origin, locale)),
        section,
      );
    });
    if (rows.length < FEED_BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

const pictured = (p: FeedProduct) => p.images.length > 0;

/**
 * A feed file's text, a batch of products at a time. A product without a picture is left out:
 * both Google and Meta refuse an item without `image_link`.
 */
export async function* feedPieces(
  db: Db,
  origin: string,
  profile: StoreProfile,
  { kind, locale }: FeedFile,
): AsyncGenerator<string> {
  if (kind === "google") {
    yield googleFeedOpen({
      title: profile.name,
      link: `${origin}${localePath(locale, "/")}`,
      description: profileText(profile, locale).description,
      language: language(locale).tag,
    });
    for await (const batch of feedProducts(db, origin, locale)) {
      yield batch.filter(pictured).map(googleItem).join("");
    }
    yield GOOGLE_FEED_CLOSE;
    return;
  }
  yield stringify([[...META_COLUMNS]]);
  for await (const batch of feedProducts(db, origin, locale)) {
    yield stringify(batch.filter(pictured).map(metaRow));
  }
}
