import "./zod-csp";
import { z } from "zod";
import {
  checkbox,
  LIMITS,
  MAX_PRODUCT_IMAGES,
  optionalPriceCents,
  priceCents,
  scheduleInstant,
  skuSchema,
} from "./catalogue-schemas";
import { MAX_STOCK } from "./stock";

// A product's options and variants as the API and the back office send them
// (docs/decisions/065-product-variants.md). Messages are catalogue keys, as in catalogue-schemas.

/** A product has at most this many options, and with options 1 to this many variants. */
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
/** A stock: a whole number from 0, or null (empty) for "not tracked". */
export const stockSchema = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v.trim()) : v),
  z.union([
    z.null(),
    z
      .number({ message: "invalidStock" })
      .int("invalidStock")
      .min(0, "invalidStock")
      .max(MAX_STOCK, "invalidStock"),
  ]),
);

const code = z.string().trim().toLowerCase().min(1, "invalid").max(64, "tooLong");

export const variantInputSchema = z.object({
  sku: skuSchema.default(null),
  /** One value code per option, by the option's attribute code: `{ "voltagem": "220v" }`. */
  options: z.record(code, code).default({}),
  price: priceCents,
  original_price: optionalPriceCents.default(null),
  is_special_offer: checkbox.default(false),
  /** Its offer's window (docs/decisions/066-scheduled-offers.md): null or absent, open on that side. */
  offer_starts_at: scheduleInstant.default(null),
  offer_ends_at: scheduleInstant.default(null),
  stock: stockSchema.default(null),
  /** Its own pictures from the product's gallery, by the URL the gallery shows. */
  images: z.array(z.string().trim().max(LIMITS.url, "tooLong")).max(MAX_PRODUCT_IMAGES).default([]),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** A product's options (attribute codes, in the picker's order) and its whole list of variants. */
export const productVariantsSchema = z.object({
  options: z.array(code).max(MAX_OPTIONS, "tooManyOptions").default([]),
  variants: z.array(variantInputSchema).min(1, "variantsCount").max(MAX_VARIANTS, "variantsCount"),
});
export type ProductVariantsInput = z.infer<typeof productVariantsSchema>;

/** One variant's change (a till's or an ERP's stock): only the fields sent change. */
export const variantPatchSchema = z
  .object({
    sku: skuSchema,
    price: priceCents,
    original_price: optionalPriceCents,
    is_special_offer: checkbox,
    offer_starts_at: scheduleInstant,
    offer_ends_at: scheduleInstant,
    stock: stockSchema,
  })
  .partial();
export type VariantPatch = z.infer<typeof variantPatchSchema>;
