import type { AttributeDef } from "~/lib/attributes";
import { mediaUrl } from "~/lib/media-url";
import type { Db } from "../../db/kysely";
import { variantsOf } from "../variants.server";

// The variants a plan compares a file's rows with (docs/decisions/065-product-variants.md): each
// product's options, and each variant's SKU, values, prices, stock and own pictures.

const CHUNK = 500;

/** A variant as it is now. */
export interface CurrentVariant {
  id: number;
  sku: string | null;
  /** Its sorted `attribute:value` ids, as the variant table keeps it ("" without options). */
  combination: string;
  /** Its value of each option: attribute id → value id. */
  values: Map<number, number>;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  /** Its offer's window as set (UTC ISO; null: open). */
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  stock: number | null;
  /** Its own pictures, as writeVariants names them (the gallery's URL). */
  images: string[];
}

/** A variant's combination from its values, as variant-writes.server.ts writes it. */
export function combinationOf(values: ReadonlyMap<number, number>): string {
  return [...values]
    .map(([attribute, value]) => `${attribute}:${value}`)
    .sort()
    .join(",");
}

/** Each product's options and variants, a chunk of ids at a time. */
export async function currentVariants(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, { options: AttributeDef[]; variants: CurrentVariant[] }>> {
  const out = new Map<number, { options: AttributeDef[]; variants: CurrentVariant[] }>();
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const found = await variantsOf(db, productIds.slice(i, i + CHUNK));
    for (const [productId, { options, variants }] of found) {
      out.set(productId, {
        options,
        variants: variants.map((v) => {
          const values = new Map(v.values.map((x) => [x.attribute.id, x.value.id]));
          return {
            id: v.id,
            sku: v.sku,
            combination: combinationOf(values),
            values,
            price_cents: v.price_cents,
            original_price_cents: v.original_price_cents,
            is_special_offer: v.is_special_offer,
            offer_starts_at: v.offer_starts_at,
            offer_ends_at: v.offer_ends_at,
            stock: v.stock,
            images: v.images.map((g) =>
              g.image_hash ? mediaUrl(g.image_hash, 800) : g.image_url!,
            ),
          };
        }),
      });
    }
  }
  return out;
}

/** The products whose variants carry the given SKUs. */
export async function productIdsOfSkus(db: Db, skus: readonly string[]): Promise<number[]> {
  const ids = new Set<number>();
  for (let i = 0; i < skus.length; i += CHUNK) {
    const rows = await db
      .selectFrom("variant")
      .select("product_id")
      .where("sku", "in", skus.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) ids.add(r.product_id);
  }
  return [...ids];
}
