import type { InferResult } from "kysely";
import { OTHER_LOCALES, type OtherLocale } from "~/i18n/languages";
import { deepFreeze } from "~/lib/deep-freeze";
import { contentColumns, perLanguage, pickContent } from "~/lib/localized";
import type { CardVariants } from "~/lib/product-card";
import type { Db } from "../db/kysely";
import { cardVariants } from "./card-variants.server";
import { productVoltages, type VoltageLabel } from "./product-specs.server";
import { byCatalogueVersion } from "./version.server";

// A catalogue product as the services hand it on (its view), read by id and kept per catalogue
// version; the lists that choose which ids are in products.server.ts.

function base(db: Db) {
  return db
    .selectFrom("product as p")
    .innerJoin("brand as b", "b.id", "p.brand_id")
    .leftJoin("category as c", "c.id", "p.category_id");
}

/** `c.name_{code} as category_name_{code}` for one language (distributed: no code crosses another). */
type CategoryNameColumn<L extends OtherLocale> = L extends OtherLocale
  ? `c.name_${L} as category_name_${L}`
  : never;

const COLUMNS = [
  "p.id",
  "p.sku",
  ...contentColumns("name").map((c) => `p.${c}` as const),
  ...contentColumns("description").map((c) => `p.${c}` as const),
  "p.price_cents",
  "p.original_price_cents",
  "p.is_special_offer",
  "p.offer_starts_at",
  "p.offer_ends_at",
  "p.offer_shows_end",
  "p.live_price_cents",
  "p.live_original_price_cents",
  "p.live_offer",
  "p.live_offer_ends_at",
  "p.in_stock",
  "p.position",
  "p.image_hash",
  "p.image_url",
  "p.created_at",
  "p.updated_at",
  "b.id as brand_id",
  "b.name as brand_name",
  "b.slug as brand_slug",
  "c.id as category_id",
  "c.name as category_name",
  // A template over the locale crosses each code with every other; each alias pairs its own.
  ...OTHER_LOCALES.map((l) => `c.name_${l} as category_name_${l}` as CategoryNameColumn<typeof l>),
] as const;

/** A product row with its brand and category, as Kysely types the joined select. */
type Row = InferResult<ReturnType<typeof selectProducts>>[number];

function selectProducts(db: Db) {
  return base(db).select(COLUMNS);
}

/** A catalogue product as the services hand it on: booleans as booleans, brand and category nested. */
export type ProductView = ReturnType<typeof toView>;

/**
 * `voltage`: the product's voltage in every language, which its cards show beside the price; null
 * when it has none. `variantSummary`: what its cards show of its variants (its options' values,
 * whether their prices differ); null for a product without options.
 */
function toView(
  r: Row,
  voltage: VoltageLabel | null = null,
  variantSummary: CardVariants | null = null,
) {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    ...pickContent(r, "name"),
    description: r.description,
    ...pickContent(r, "description"),
    // As set (the back office, the API); `live` is what a shopper sees now (decision 066).
    price_cents: r.price_cents,
    original_price_cents: r.original_price_cents,
    is_special_offer: Boolean(r.is_special_offer),
    offer_starts_at: r.offer_starts_at,
    offer_ends_at: r.offer_ends_at,
    offer_shows_end: Boolean(r.offer_shows_end),
    live: {
      price_cents: r.live_price_cents,
      original_price_cents: r.live_original_price_cents,
      is_special_offer: Boolean(r.live_offer),
      offer_ends_at: r.live_offer_ends_at,
    },
    in_stock: Boolean(r.in_stock),
    position: r.position,
    image_hash: r.image_hash,
    image_url: r.image_url,
    brand: { id: r.brand_id, name: r.brand_name, slug: r.brand_slug },
    category:
      r.category_id == null
        ? null
        : {
            id: r.category_id,
            name: r.category_name ?? "",
            ...perLanguage("name", (l) => r[`category_name_${l}`]),
          },
    created_at: r.created_at,
    updated_at: r.updated_at,
    voltage,
    variantSummary,
  };
}

/** Product views kept per catalogue version (keptViews): about 40 pages of cards. */
const VIEWS_KEPT = 1_000;

/**
 * The views read under the catalogue's current version, by id, the least recently used first: a
 * product's view is the same on every page that shows it until a write moves the version, and
 * reading it again (three queries for a page, its rows copied and reshaped) was a tenth of an
 * uncached list page's CPU. Shared by every request, so frozen. A transaction reads its own.
 */
function keptViews(db: Db): Promise<Map<number, ProductView>> | undefined {
  if (db.isTransaction) return undefined;
  return byCatalogueVersion(db, "product-views", () =>
    Promise.resolve(new Map<number, ProductView>()),
  );
}

/**
 * Products by id, in the order of the ids given, each with its voltage and what its card shows of
 * its variants (one query more each, for the whole page); those read before under the same
 * catalogue version come from keptViews.
 */
export async function getProductsByIds(db: Db, ids: number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const kept = await keptViews(db);
  // Taken before the reads below: other requests may drop views from `kept` meanwhile.
  const hits = new Map<number, ProductView>();
  for (const id of ids) {
    const view = kept?.get(id);
    if (view) hits.set(id, view);
  }
  const missing = ids.filter((id) => !hits.has(id));
  const read = new Map<number, ProductView>();
  if (missing.length > 0) {
    const [rows, voltages, variants] = await Promise.all([
      selectProducts(db).where("p.id", "in", missing).execute(),
      productVoltages(db, missing),
      cardVariants(db, missing),
    ]);
    for (const r of rows) {
      const view = toView(r, voltages.get(r.id) ?? null, variants.get(r.id) ?? null);
      read.set(r.id, deepFreeze(view));
    }
  }
  const views = ids.flatMap((id) => hits.get(id) ?? read.get(id) ?? []);
  if (kept) {
    // Most recently used last (a Map keeps its keys in the order they were set), then the least
    // recently used dropped: only once the page's views are all in hand.
    for (const view of views) {
      kept.delete(view.id);
      kept.set(view.id, view);
    }
    while (kept.size > VIEWS_KEPT) kept.delete(kept.keys().next().value!);
  }
  return views;
}

export async function getProduct(db: Db, id: number): Promise<ProductView | undefined> {
  return (await getProductsByIds(db, [id]))[0];
}
