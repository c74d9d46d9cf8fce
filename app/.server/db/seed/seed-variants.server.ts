import type { Transaction } from "kysely";
import { mediaUrl } from "~/lib/media-url";
import type { ProductVariantsInput } from "~/lib/variant-schemas";
import { writeVariants } from "../../catalogue/variant-writes.server";
import type { Database } from "../schema";
import type { DemoProduct } from "./demo-data";
import { DEMO_VARIANTS, demoVariantSku } from "./demo-variants";

// The demo's variants (demo-variants.ts), written by seedDemo in its transaction once the
// products, their galleries and their other specifications are in, through the same write the
// back office and the API use, so the demo passes every rule a shop's own data must.

const cents = (usd: number) => Math.round(usd * 100);

/**
 * A demo product's options and variants as writeVariants takes them, or undefined for a product
 * that keeps its one variant from its row. Its prices follow the row's offer: a variant dearer
 * than the row keeps the same discount in dollars. A product with options shows a different
 * picture first for each variant after the first (its gallery turned), as a shop's own photos of
 * each model would.
 */
export function demoVariantsInput(
  product: DemoProduct,
  gallery: readonly string[],
): ProductVariantsInput | undefined {
  const [name, , , , price, original] = product;
  const demo = DEMO_VARIANTS[name];
  if (!demo) return undefined;
  return {
    options: [...demo.options],
    variants: demo.rows.map(([values, usd, stock], i) => {
      const turned =
        demo.options.length === 0 || i === 0 ? [] : [...gallery.slice(i), ...gallery.slice(0, i)];
      return {
        sku: demoVariantSku(demo, values),
        options: Object.fromEntries(demo.options.map((code, n) => [code, values[n]!])),
        price: cents(usd),
        original_price: original == null ? null : cents(original + usd - price),
        is_special_offer: original != null,
        offer_starts_at: null,
        offer_ends_at: null,
        stock,
        images: turned.map((hash) => mediaUrl(hash, 800)),
      };
    }),
  };
}

/**
 * Writes the demo products' variants; `productIds[i]` is `products[i]`'s id and `pictures[i]` its
 * gallery's media hashes, in order.
 */
export async function insertDemoVariants(
  trx: Transaction<Database>,
  products: readonly DemoProduct[],
  productIds: readonly number[],
  pictures: readonly (readonly string[])[],
): Promise<void> {
  for (const [i, product] of products.entries()) {
    const input = demoVariantsInput(product, pictures[i] ?? []);
    if (input) await writeVariants(trx, productIds[i]!, input);
  }
}
