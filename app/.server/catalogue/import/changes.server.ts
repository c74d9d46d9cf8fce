import { windowInOrder } from "~/lib/offer-window";
import { perLanguage } from "~/lib/localized";
import { allNames, discountBasisPoints } from "~/lib/search-text";
import type { ProductUpdate } from "../../db/schema";
import type { GalleryImage, GalleryImageView } from "../product-images.server";
import { searchColumns } from "../../search/index.server";
import { originalAbovePrice, type ImageCell } from "./cells.server";
import type { Ref } from "./references.server";
import { TEXT_KEYS, type RowValues, type TextKey } from "./row-values.server";
import type { CurrentProduct } from "./snapshot.server";
import type { ColumnKey, FieldKey } from "./types";

// What a row changes: for a product the shop has, only the fields whose value differs (a row that
// changes nothing is "unchanged"); for a new one, every column with its defaults. Both carry the
// search columns and discount a write of the catalogue keeps (product-writes.server.ts does the
// same for one product), so applying is writing, nothing more.

/** Texts compare as the pages show them: null and "" are both no text. */
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "") === (b ?? "");

/** The stored value of a text column from a row's cell (the Portuguese description is never null). */
function storedText(key: TextKey, value: string | null): string | null {
  return key === "description" ? (value ?? "") : value;
}

/** A gallery from the `imagens` column; an image the product already has keeps its alt texts. */
export function galleryOf(images: readonly ImageCell[], current: readonly GalleryImageView[]) {
  return images.map((image): GalleryImage => {
    const old = current.find((c) =>
      image.hash ? c.image_hash === image.hash : c.image_hash === null && c.image_url === image.url,
    );
    return {
      image_hash: image.hash,
      image_url: image.url,
      alt: old?.alt ?? null,
      ...perLanguage("alt", (l) => old?.[`alt_${l}`] ?? null),
    };
  });
}

function sameGallery(images: readonly ImageCell[], current: readonly GalleryImageView[]) {
  return (
    images.length === current.length &&
    images.every((image, i) =>
      image.hash
        ? current[i]!.image_hash === image.hash
        : current[i]!.image_hash === null && current[i]!.image_url === image.url,
    )
  );
}

const refId = (ref: Ref | undefined) => (ref && "id" in ref ? ref.id : undefined);

export interface ProductChange {
  /** Product fields, then (plan-row.server.ts) the specifications the row changes. */
  fields: FieldKey[];
  /** Product columns to set; brand_id / category_id only for existing ones (else `brand`). */
  set: ProductUpdate;
  brand?: Ref;
  category?: Ref;
  gallery?: GalleryImage[];
  /** Words for the search vocabulary (names and brand), when they change. */
  names: string[];
}

/** Why a row's product changes are refused: a rule their result would break. */
export type ProductRefusal = "originalNotAbovePrice" | "offerWindowReversed";

/**
 * The changes a row makes to a product the shop has, or null when it makes none. Refs are the
 * row's brand and category resolved (undefined when the row leaves them as they are). Returns
 * "originalNotAbovePrice" when the prices it leaves would break that rule, "offerWindowReversed"
 * when the offer window it leaves ends before it starts.
 */
export function productChanges(
  current: CurrentProduct,
  values: RowValues,
  refs: { brand?: Ref; category?: Ref },
): ProductChange | null | ProductRefusal {
  const fields: ColumnKey[] = [];
  const set: ProductUpdate = {};
  const change: ProductChange = { fields, set, names: [] };
  if (values.sku && values.sku !== current.sku) {
    fields.push("sku");
    set.sku = values.sku;
  }
  for (const key of TEXT_KEYS) {
    const value = values.texts[key];
    // An empty name leaves the name (a product cannot have none); other texts may be emptied.
    if (value === undefined || (key === "name" && value === null)) continue;
    if (!sameText(value, current[key])) {
      fields.push(key);
      Object.assign(set, { [key]: storedText(key, value) });
    }
  }
  if (refs.brand && refId(refs.brand) !== current.brand_id) {
    fields.push("brand");
    change.brand = refs.brand;
  }
  if (refs.category && refId(refs.category) !== current.category_id) {
    fields.push("category");
    change.category = refs.category;
  }
  const price = values.price ?? current.price_cents;
  const original =
    values.original_price !== undefined ? values.original_price : current.original_price_cents;
  const offer = values.is_special_offer ?? current.is_special_offer;
  if (price !== current.price_cents) fields.push("price");
  if (original !== current.original_price_cents) fields.push("original_price");
  if (offer !== current.is_special_offer) fields.push("is_special_offer");
  const window = {
    starts_at:
      values.offer_starts_at !== undefined ? values.offer_starts_at : current.offer_starts_at,
    ends_at: values.offer_ends_at !== undefined ? values.offer_ends_at : current.offer_ends_at,
  };
  if (window.starts_at !== current.offer_starts_at) fields.push("offer_starts_at");
  if (window.ends_at !== current.offer_ends_at) fields.push("offer_ends_at");
  if (window.starts_at !== current.offer_starts_at || window.ends_at !== current.offer_ends_at) {
    if (!windowInOrder(window)) return "offerWindowReversed";
    Object.assign(set, { offer_starts_at: window.starts_at, offer_ends_at: window.ends_at });
  }
  if (values.in_stock !== undefined && values.in_stock !== current.in_stock) {
    fields.push("in_stock");
    set.in_stock = values.in_stock;
  }
  if (values.images && !sameGallery(values.images, current.images)) {
    fields.push("images");
    change.gallery = galleryOf(values.images, current.images);
    set.image_hash = change.gallery[0]?.image_hash ?? null;
    set.image_url = change.gallery[0]?.image_url ?? null;
  }
  if (fields.length === 0) return null;
  const pricesChanged = ["price", "original_price", "is_special_offer"].some((f) =>
    fields.includes(f as ColumnKey),
  );
  if (pricesChanged) {
    if (!originalAbovePrice(price, original)) return "originalNotAbovePrice";
    Object.assign(set, {
      price_cents: price,
      original_price_cents: original,
      is_special_offer: offer,
      discount_bp: discountBasisPoints(price, original, offer),
    });
  }
  if (change.brand || TEXT_KEYS.some((k) => fields.includes(k))) {
    const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, set[k] ?? current[k]]));
    const next = { ...current, ...texts, brandName: change.brand?.name ?? current.brand_name };
    Object.assign(set, searchColumns(next));
    change.names = [...allNames(next), next.brandName];
  }
  return change;
}

/**
 * The columns of a new product, without brand, category, position, dates and search columns: apply
 * sets those, a batch at a time (newProductSearch), so a plan of 50,000 rows stays small.
 */
export function newProduct(values: RowValues) {
  const text = (key: TextKey) => storedText(key, values.texts[key] ?? null);
  const price = values.price ?? 0;
  const original = values.original_price ?? null;
  const offer = values.is_special_offer ?? false;
  const gallery = galleryOf(values.images ?? [], []);
  return {
    columns: {
      sku: values.sku ?? null,
      name: values.texts.name ?? "",
      ...perLanguage("name", (l) => text(`name_${l}`)),
      description: text("description") ?? "",
      ...perLanguage("description", (l) => text(`description_${l}`)),
      price_cents: price,
      original_price_cents: original,
      is_special_offer: offer,
      offer_starts_at: values.offer_starts_at ?? null,
      offer_ends_at: values.offer_ends_at ?? null,
      in_stock: values.in_stock ?? true,
      image_hash: gallery[0]?.image_hash ?? null,
      image_url: gallery[0]?.image_url ?? null,
      discount_bp: discountBasisPoints(price, original, offer),
    },
    gallery,
    valid: originalAbovePrice(price, original),
  };
}

export type NewProductColumns = ReturnType<typeof newProduct>["columns"];

/** A new product's search columns and vocabulary words (index.server.ts), from its texts and brand. */
export function newProductSearch(columns: NewProductColumns, brandName: string) {
  return {
    columns: searchColumns({ ...columns, brandName }),
    names: [...allNames(columns), brandName],
  };
}
