import type { AttributeDef, ProductAttributeValue } from "~/lib/attributes";
import { contentColumns } from "~/lib/localized";
import type { Db } from "../../db/kysely";
import { productAttributeValues } from "../attributes.server";
import { getImagesOfProducts, type GalleryImageView } from "../product-images.server";
import { getCatalogueVersion } from "../version.server";
import { currentVariants, productIdsOfSkus, type CurrentVariant } from "./snapshot-variants.server";

// What a plan compares a file with: the catalogue as it is (its brands and categories, and the
// products the file names, by SKU and id, a chunk of rows at a time), and the version read first.

const CHUNK = 500;

const PRODUCT_COLUMNS = [
  "p.id",
  "p.sku",
  ...contentColumns("name").map((c) => `p.${c}` as const),
  ...contentColumns("description").map((c) => `p.${c}` as const),
  "p.brand_id",
  "p.category_id",
  "p.price_cents",
  "p.original_price_cents",
  "p.is_special_offer",
  "p.offer_starts_at",
  "p.offer_ends_at",
  "p.in_stock",
  "b.name as brand_name",
] as const;

async function selectProducts(db: Db, by: "sku" | "id", keys: readonly (string | number)[]) {
  const rows = [];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    const q = db
      .selectFrom("product as p")
      .innerJoin("brand as b", "b.id", "p.brand_id")
      .select(PRODUCT_COLUMNS);
    rows.push(
      ...(await (
        by === "sku"
          ? q.where("p.sku", "in", chunk as string[])
          : q.where("p.id", "in", chunk as number[])
      ).execute()),
    );
  }
  return rows;
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** A product the file names, as it is now, with its gallery (cover first). */
export type CurrentProduct = Omit<ProductRow, "is_special_offer" | "in_stock"> & {
  is_special_offer: boolean;
  in_stock: boolean;
  images: GalleryImageView[];
  /** Its specifications' values; read only when the file has specification columns. */
  attributes: ProductAttributeValue[];
  /** Its options' attributes, in order (none for a product without options). */
  options: AttributeDef[];
  /** Its variants in order: exactly one for a product without options. */
  variants: CurrentVariant[];
};

/** What every row is compared with: read once, before the products, the version first. */
export interface CatalogueBase {
  /** The catalogue version read before anything else: a write after it moves it on. */
  version: number;
  brands: { id: number; name: string; slug: string }[];
  categories: Awaited<ReturnType<typeof selectCategories>>;
}

/** The products (and uploaded images) a chunk of the file names. */
export interface ProductsFound {
  /** By the SKU of any of their variants (a product's own SKU is its first variant's). */
  bySku: Map<string, CurrentProduct>;
  byId: Map<number, CurrentProduct>;
  /** The uploaded images (media hashes) the rows name that exist. */
  media: Set<string>;
}

function selectCategories(db: Db) {
  return db
    .selectFrom("category")
    .select(["id", ...contentColumns("name"), "slug"])
    .execute();
}

async function existingMedia(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await db
      .selectFrom("media")
      .select("hash")
      .distinct()
      .where("hash", "in", hashes.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) found.add(r.hash);
  }
  return found;
}

/**
 * The version first (docs/decisions/047-catalogue-import.md: a plan is only applied at the version
 * it was made at, so anything read after it that a write changed makes the apply refused), then
 * the brands and categories.
 */
export async function readCatalogueBase(db: Db): Promise<CatalogueBase> {
  const version = await getCatalogueVersion(db);
  const [brands, categories] = await Promise.all([
    db.selectFrom("brand").select(["id", "name", "slug"]).orderBy("id").execute(),
    selectCategories(db),
  ]);
  return { version, brands, categories };
}

/**
 * The products with the given SKUs (of any of their variants) or ids, with their galleries,
 * options and variants (and their specifications when `attributes`), and which of the given media
 * hashes exist. Read a chunk of rows at a time: a 50,000-row file never holds 50,000 products.
 */
export async function readProducts(
  db: Db,
  wanted: { skus: string[]; ids: number[]; mediaHashes: string[]; attributes?: boolean },
): Promise<ProductsFound> {
  const skus = [...new Set(wanted.skus)];
  const [bySkuRows, ofVariants, media] = await Promise.all([
    selectProducts(db, "sku", skus),
    productIdsOfSkus(db, skus),
    existingMedia(db, [...new Set(wanted.mediaHashes)]),
  ]);
  const byIdRows = await selectProducts(db, "id", [...new Set([...wanted.ids, ...ofVariants])]);
  const rows = [...new Map([...bySkuRows, ...byIdRows].map((r) => [r.id, r])).values()];
  const ids = rows.map((r) => r.id);
  const [galleries, specifications, variants] = await Promise.all([
    getImagesOfProducts(db, ids),
    wanted.attributes ? productAttributeValues(db, ids) : new Map<number, never[]>(),
    currentVariants(db, ids),
  ]);
  const products: CurrentProduct[] = rows.map((r) => ({
    ...r,
    is_special_offer: Boolean(r.is_special_offer),
    in_stock: Boolean(r.in_stock),
    images: galleries.get(r.id) ?? [],
    attributes: specifications.get(r.id) ?? [],
    options: variants.get(r.id)?.options ?? [],
    variants: variants.get(r.id)?.variants ?? [],
  }));
  const bySku = new Map<string, CurrentProduct>();
  for (const p of products) {
    if (p.sku !== null) bySku.set(p.sku, p);
    for (const v of p.variants) if (v.sku !== null) bySku.set(v.sku, p);
  }
  return { bySku, byId: new Map(products.map((p) => [p.id, p])), media };
}
