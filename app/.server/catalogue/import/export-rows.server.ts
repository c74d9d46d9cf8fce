import type { Locale } from "~/i18n/languages";
import type { AttributeDef } from "~/lib/attributes";
import { localized } from "~/lib/localized";
import { mediaUrl } from "~/lib/media-url";
import { instantToShopIso } from "~/lib/offer-window";
import { variantAvailable } from "~/lib/stock";
import type { Db } from "../../db/kysely";
import { productAttributeValues } from "../attributes.server";
import { getImagesOfProducts } from "../product-images.server";
import {
  getProductsByIds,
  productIdsAfter,
  type ProductFilter,
  type ProductView,
} from "../products.server";
import { variantsOf, type ProductVariants } from "../variants.server";
import type { StoredValue } from "./attribute-cells.server";
import { COLUMN_KEYS } from "./columns.server";
import { TEXT_KEYS } from "./row-values.server";
import type { ColumnKey } from "./types";

// The export's rows (docs/decisions/047-catalogue-import.md, "Variants"): one per variant. A
// product's own columns are repeated on each of its rows, so every row reads alone (sorted or
// filtered in a spreadsheet) and the import finds them equal; `grupo` (the product's id) joins
// them, `opções` names the options, and each option's column holds the variant's value. A product
// without options is one row, as before variants, with its stock.

const BATCH = 500;

/** One row as the export's cells, by column: prices as cents, yes/no as booleans. */
export type ExportValue = string | number | boolean | null;

/** A row: its fields by column, then its value of each attribute, in their order. */
export interface ExportRow {
  fields: Record<ColumnKey, ExportValue>;
  specs: (StoredValue | undefined)[];
}

/** A window's side as the sheet writes it: ISO with the shop's offset; empty when open. */
const shopIso = (iso: string | null | undefined) => (iso ? instantToShopIso(iso) : null);

/** A product's own columns, as every one of its rows repeats them. */
function productValues(
  p: ProductView,
  images: { image_hash: string | null; image_url: string | null }[],
  options: readonly AttributeDef[],
  locale: Locale,
) {
  const gallery = images.map((i) =>
    i.image_hash ? mediaUrl(i.image_hash, 800) : (i.image_url ?? ""),
  );
  const values: Record<ColumnKey, ExportValue> = {
    ...(Object.fromEntries(COLUMN_KEYS.map((k) => [k, null])) as Record<ColumnKey, null>),
    id: p.id,
    sku: p.sku,
    brand: p.brand.name,
    category: p.category ? localized(p.category, "name", locale) : null,
    price: p.price_cents,
    original_price: p.original_price_cents,
    is_special_offer: p.is_special_offer,
    offer_starts_at: shopIso(p.offer_starts_at),
    offer_ends_at: shopIso(p.offer_ends_at),
    in_stock: p.in_stock,
    group: p.id,
    options: options.map((o) => o.code).join("|"),
    images: gallery.join("|"),
  };
  for (const key of TEXT_KEYS) values[key] = p[key] ?? null;
  return values;
}

/** A product's rows: its one row (with its variant's stock), or one per variant. */
function rowsOf(
  product: Record<ColumnKey, ExportValue>,
  specs: Map<number, StoredValue>,
  variants: ProductVariants | undefined,
  attributes: readonly AttributeDef[],
): ExportRow[] {
  const all = variants?.variants ?? [];
  const specsOf = (own: Map<number, StoredValue>) => attributes.map((a) => own.get(a.id));
  if (!variants || variants.options.length === 0) {
    return [{ fields: { ...product, stock: all[0]?.stock ?? null }, specs: specsOf(specs) }];
  }
  return all.map((v) => {
    const own = new Map(specs);
    for (const { attribute, value } of v.values) {
      own.set(attribute.id, { valueId: value.id, number: null });
    }
    return {
      fields: {
        ...product,
        sku: v.sku,
        price: v.price_cents,
        original_price: v.original_price_cents,
        is_special_offer: v.is_special_offer,
        offer_starts_at: shopIso(v.offer_starts_at),
        offer_ends_at: shopIso(v.offer_ends_at),
        in_stock: variantAvailable(v.stock),
        stock: v.stock,
      },
      specs: specsOf(own),
    };
  });
}

/** Every product the filter matches, a batch of products at a time, as rows of column values. */
export async function* batches(
  db: Db,
  filter: ProductFilter,
  locale: Locale,
  attributes: readonly AttributeDef[],
): AsyncGenerator<ExportRow[]> {
  let after = 0;
  for (;;) {
    const ids = await productIdsAfter(db, filter, after, BATCH);
    if (ids.length === 0) return;
    const [products, images, specs, variants] = await Promise.all([
      getProductsByIds(db, ids),
      getImagesOfProducts(db, ids),
      attributes.length > 0 ? productAttributeValues(db, ids) : new Map<number, never[]>(),
      variantsOf(db, ids),
    ]);
    yield products.flatMap((p) => {
      const own = new Map((specs.get(p.id) ?? []).map((v) => [v.attributeId, v] as const));
      const found = variants.get(p.id);
      const fields = productValues(p, images.get(p.id) ?? [], found?.options ?? [], locale);
      return rowsOf(fields, own, found, attributes);
    });
    after = ids[ids.length - 1]!;
  }
}
