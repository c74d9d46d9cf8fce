import { liveOffer } from "~/lib/offer-window";
import type { Locale } from "~/i18n/languages";
import { localizedName } from "~/lib/product-card";
import type { QuoteCurrent } from "~/lib/quote-list";
import { variantAvailable } from "~/lib/stock";
import { refKey, type ProductRef } from "~/lib/stored-list";
import { optionLabels } from "~/lib/variant-labels";
import type { Db } from "../db/kysely";
import { getProductsByIds } from "./products.server";
import { variantsOf } from "./variants.server";

// The quote list's lines as the shop has them now (docs/decisions/052-quote-list-in-the-browser.md,
// 065-product-variants.md): a line of a variant by that variant, a line of a product by the
// product's summary.

/**
 * Each line of `refs` the catalogue still has, in the page's language: a variant's SKU, price,
 * stock (the stock rule) and option labels; a product's summary for a line without a variant. A
 * line whose product is gone is left out; one whose variant is gone (a variant of another product
 * counts as gone) is answered by its product's summary, so the list can tell the two apart.
 */
export async function quoteItemsNow(
  db: Db,
  refs: readonly ProductRef[],
  locale: Locale,
): Promise<QuoteCurrent[]> {
  const ids = [...new Set(refs.map((r) => r.id))];
  const withVariant = [...new Set(refs.filter((r) => r.variantId != null).map((r) => r.id))];
  const [products, variants] = await Promise.all([
    getProductsByIds(db, ids),
    variantsOf(db, withVariant),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const now = Date.now();
  const out = new Map<string, QuoteCurrent>();
  for (const ref of refs) {
    const p = byId.get(ref.id);
    if (!p) continue;
    const summary: QuoteCurrent = {
      id: p.id,
      variantId: null,
      name: localizedName(p, locale),
      sku: p.sku,
      // What a shopper sees now (docs/decisions/066-scheduled-offers.md).
      priceCents: p.live.price_cents,
      inStock: p.in_stock,
      image: { hash: p.image_hash, url: p.image_url },
      options: [],
    };
    const v =
      ref.variantId == null
        ? undefined
        : variants.get(p.id)?.variants.find((x) => x.id === ref.variantId);
    if (!v) {
      out.set(refKey(summary), summary);
      continue;
    }
    const own = v.images[0];
    const line: QuoteCurrent = {
      ...summary,
      variantId: v.id,
      sku: v.sku,
      priceCents: liveOffer(v, now).price_cents,
      inStock: variantAvailable(v.stock),
      image: own ? { hash: own.image_hash, url: own.image_url } : summary.image,
      options: optionLabels(v.values, locale),
    };
    out.set(refKey(line), line);
  }
  return [...out.values()];
}
