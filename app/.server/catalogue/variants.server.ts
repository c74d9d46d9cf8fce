import type { AttributeDef, AttributeValueDef } from "~/lib/attributes";
import type { Db } from "../db/kysely";
import { MAX_SKU, withoutNul } from "~/lib/catalogue-schemas";
import { loadAttributes } from "./attributes.server";

// Reading a product's options and variants (docs/decisions/065-product-variants.md), for its page,
// the API, the feeds and the cards: three queries for any number of products.

/** One of a variant's values: the option's attribute and its value, with their texts. */
export interface VariantValueView {
  attribute: AttributeDef;
  value: AttributeValueDef;
}

export interface VariantView {
  id: number;
  sku: string | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  /** The offer's window as set (UTC ISO; null: open). */
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  /** A whole number, or null when the shop does not track it. */
  stock: number | null;
  position: number;
  /** One value per option, in the options' order. */
  values: VariantValueView[];
  /** Its own pictures from the product's gallery, in order (none: the product's gallery). */
  images: { image_hash: string | null; image_url: string | null }[];
}

export interface ProductVariants {
  /** The options' attributes in the picker's order; none for a product without options. */
  options: AttributeDef[];
  /** In order; exactly one for a product without options. */
  variants: VariantView[];
}

/** Each product's options and variants (a product without a variant row is left out). */
export async function variantsOf(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, ProductVariants>> {
  const out = new Map<number, ProductVariants>();
  if (productIds.length === 0) return out;
  const [catalogue, options, rows] = await Promise.all([
    loadAttributes(db),
    db
      .selectFrom("product_option")
      .select(["product_id", "attribute_id"])
      .where("product_id", "in", productIds)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("variant")
      .select([
        "id",
        "product_id",
        "sku",
        "price_cents",
        "original_price_cents",
        "is_special_offer",
        "offer_starts_at",
        "offer_ends_at",
        "stock",
        "position",
        "combination",
      ])
      .where("product_id", "in", productIds)
      .orderBy("product_id")
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const withOptions = rows.filter((r) => r.combination !== "").map((r) => r.id);
  const [values, images] = await Promise.all([
    withOptions.length === 0
      ? []
      : db
          .selectFrom("variant_value")
          .select(["variant_id", "attribute_id", "value_id"])
          .where("variant_id", "in", withOptions)
          .execute(),
    db
      .selectFrom("variant_image as vi")
      .innerJoin("variant as v", "v.id", "vi.variant_id")
      .select(["vi.variant_id", "vi.image_hash", "vi.image_url"])
      .where("v.product_id", "in", productIds)
      .orderBy("vi.variant_id")
      .orderBy("vi.position")
      .execute(),
  ]);
  const valuesOf = new Map<number, Map<number, number>>();
  for (const v of values) {
    const m = valuesOf.get(v.variant_id) ?? new Map<number, number>();
    m.set(v.attribute_id, v.value_id);
    valuesOf.set(v.variant_id, m);
  }
  const imagesOf = new Map<number, VariantView["images"]>();
  for (const i of images) {
    const list = imagesOf.get(i.variant_id) ?? [];
    list.push({ image_hash: i.image_hash, image_url: i.image_url });
    imagesOf.set(i.variant_id, list);
  }
  for (const o of options) {
    const def = catalogue.byId.get(o.attribute_id);
    if (!def) continue;
    const entry = out.get(o.product_id) ?? { options: [], variants: [] };
    entry.options.push(def);
    out.set(o.product_id, entry);
  }
  for (const r of rows) {
    const entry = out.get(r.product_id) ?? { options: [], variants: [] };
    out.set(r.product_id, entry);
    const own = valuesOf.get(r.id);
    entry.variants.push({
      id: r.id,
      sku: r.sku,
      price_cents: r.price_cents,
      original_price_cents: r.original_price_cents,
      is_special_offer: Boolean(r.is_special_offer),
      offer_starts_at: r.offer_starts_at,
      offer_ends_at: r.offer_ends_at,
      stock: r.stock,
      position: r.position,
      values: entry.options.flatMap((attribute) => {
        const valueId = own?.get(attribute.id);
        const value = attribute.values.find((v) => v.id === valueId);
        return value ? [{ attribute, value }] : [];
      }),
      images: imagesOf.get(r.id) ?? [],
    });
  }
  return out;
}

/** One product's options and variants. */
export async function productVariants(db: Db, productId: number): Promise<ProductVariants> {
  return (await variantsOf(db, [productId])).get(productId) ?? { options: [], variants: [] };
}

/**
 * The variant a shopper's search names by its SKU (as typed, or in capitals as SKUs are usually
 * written; both through the unique index), with its product.
 */
export async function variantBySku(
  db: Db,
  typed: string,
): Promise<{ productId: number; sku: string } | undefined> {
  const text = typed.trim();
  // No SKU holds NUL (skuSchema), and PostgreSQL refuses it in any string.
  if (!text || text.length > MAX_SKU || !withoutNul(text)) return undefined;
  const row = await db
    .selectFrom("variant")
    .select(["product_id", "sku"])
    .where("sku", "in", [...new Set([text, text.toUpperCase()])])
    .executeTakeFirst();
  return row?.sku ? { productId: row.product_id, sku: row.sku } : undefined;
}
