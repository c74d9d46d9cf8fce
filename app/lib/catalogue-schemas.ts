import "./zod-csp";
import { z } from "zod";
import { localizedShape } from "./localized";
import { mediaHashOf } from "./media-url";
import { parseOfferDate } from "./offer-window";
import { parsePriceToCents } from "./money";
import { productAttributesSchema } from "./product-attributes-schema";
import { PAGE_SIZE, SORTS } from "./sorts";

// One schema per input, shared by the back office's forms and the JSON API
// (docs/decisions/007-one-zod-schema-per-input.md). Messages are catalogue keys
// (app/i18n/*/admin.ts `validation`), translated where shown.

export const LIMITS = {
  name: 200,
  description: 5000,
  url: 2000,
  priceCents: 1_000_000_000, // $10,000,000
  title: 200,
  brandName: 100,
  /** An image's alternative text. */
  alt: 300,
  /** Ids are 32-bit integers in PostgreSQL: a larger one names nothing, and must not reach a query. */
  id: 2_147_483_647,
} as const;

/**
 * docs/product-rules.md §5 mock: booleans coerced; form checkboxes send "on", JSON sends
 * true/false.
 */
export function coerceBool(value: unknown): boolean {
  if (typeof value === "string") {
    return !["", "0", "false", "off", "no", "null", "undefined"].includes(
      value.trim().toLowerCase(),
    );
  }
  return Boolean(value);
}

const bool = z.preprocess(coerceBool, z.boolean());

/**
 * A form's checkbox: ticked sends "on", unticked sends nothing, which here means false (the JSON
 * API's absent field keeps its default instead).
 */
export const checkbox = z.preprocess(coerceBool, z.boolean());

/** No one types NUL, and PostgreSQL cannot store it in text: such a value is refused. */
export const withoutNul = (v: string) => !v.includes("\u0000");

/** A SKU's longest text. */
export const MAX_SKU = 64;

/** A SKU (a product's, or a variant's), trimmed; empty is none. Unique in the shop. */
export const skuSchema = z.preprocess(
  (v) => (v == null || (typeof v === "string" && v.trim() === "") ? null : v),
  z.string().trim().max(MAX_SKU, "tooLong").refine(withoutNul, "invalid").nullable(),
);

/** A text that may be left empty (null), trimmed, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .preprocess(
      (v) => (v == null ? null : typeof v === "string" && v.trim() === "" ? null : v),
      z.string().trim().max(max, "tooLong").refine(withoutNul, "invalid").nullable(),
    )
    .optional();

/**
 * docs/product-rules.md §5: price parsed as a decimal, step 0.01, minimum 0; stored as integer
 * cents.
 */
export const priceCents = z.preprocess(
  (v) => (v === "" || v == null ? undefined : v),
  z
    .unknown()
    .refine((v) => v !== undefined, "required")
    .transform((v, ctx) => {
      const cents = parsePriceToCents(v);
      if (cents == null) {
        ctx.addIssue({ code: "custom", message: "invalidPrice" });
        return z.NEVER;
      }
      return cents;
    })
    .refine((c) => c <= LIMITS.priceCents, "priceTooHigh"),
);

/** docs/product-rules.md §5: original_price decimal, or null when empty. */
export const optionalPriceCents = z.preprocess(
  (v) => (v === "" || v == null ? null : v),
  z.union([z.null(), priceCents]),
);

export const httpsUrl = z
  .string()
  .trim()
  .max(LIMITS.url, "tooLong")
  .refine(withoutNul, "httpsOnly")
  .refine((v) => {
    try {
      return new URL(v).protocol === "https:";
    } catch {
      return false;
    }
  }, "httpsOnly");

const optionalHttpsUrl = z.preprocess(
  (v) => (v == null || (typeof v === "string" && v.trim() === "") ? null : v),
  httpsUrl.nullable(),
);

/** A product shows at most this many images; the first is its cover. */
export const MAX_PRODUCT_IMAGES = 12;

/**
 * One image of a product's gallery as a client sends it: an https URL, or an uploaded image named
 * by its media path (`/media/<hash>-<width>.webp`, as the API shows it), and its alternative text
 * in every language (optional; empty shows the product's name).
 */
export const galleryImageSchema = z.object({
  url: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(LIMITS.url, "tooLong")
    .refine((v) => mediaHashOf(v) !== null || httpsUrl.safeParse(v).success, "httpsOnly"),
  alt: optionalText(LIMITS.alt).transform((v) => v ?? null),
  ...localizedShape("alt", () => optionalText(LIMITS.alt).transform((v) => v ?? null)),
});
export type GalleryImageInput = z.infer<typeof galleryImageSchema>;

/** A product's whole gallery, in display order (positions 1..n; the first is the cover). */
export const galleryImagesSchema = z
  .array(galleryImageSchema, { message: "invalid" })
  .max(MAX_PRODUCT_IMAGES, "tooManyImages")
  .describe(
    "The whole gallery in display order, at most 12, the first the cover; replaces the current " +
      "one (absent: unchanged). url: an https URL, or /media/<hash>-<width>.webp of an upload. " +
      "With it, image_url is not read; an uploaded file goes first.",
  );

const id = z.coerce
  .number({ message: "required" })
  .int("required")
  .positive("required")
  .max(LIMITS.id, "required");
const requiredId = z.preprocess((v) => (v === "" || v == null ? undefined : v), id);

/**
 * A product's fields as an update reads them: each one parsed when sent, none filled in when
 * absent (defaults belong to creation; an update that filled them would reset what it did
 * not mention).
 */
/**
 * One side of an offer's or a poster's window (docs/decisions/066-scheduled-offers.md): ISO 8601
 * with an offset, the shop's time as a datetime-local field sends it ("2026-11-30T23:59"), or
 * pt-BR "30/11/2026 23:59"; a UTC ISO instant once parsed. Empty or null: open on that side.
 */
export const scheduleInstant = z.union([z.string(), z.null()]).transform((v, ctx) => {
  if (v === null || v.trim() === "") return null;
  const at = parseOfferDate(v);
  if (at === undefined) {
    ctx.addIssue({ code: "custom", message: "invalidDate" });
    return z.NEVER;
  }
  return at;
});

export const productFieldsSchema = z.object({
  name: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(LIMITS.name, "tooLong")
    .refine(withoutNul, "invalid"),
  ...localizedShape("name", () => optionalText(LIMITS.name).transform((v) => v ?? null)),
  description: optionalText(LIMITS.description).transform((v) => v ?? ""),
  ...localizedShape("description", () =>
    optionalText(LIMITS.description).transform((v) => v ?? null),
  ),
  brand_id: requiredId,
  category_id: requiredId,
  /** The product's SKU: its one variant's, when it has no options. */
  sku: skuSchema,
  /** In cents once parsed; sent as a decimal ("19.90", "19,90" or 19.9). */
  price: priceCents,
  /** In cents once parsed, or null when empty. */
  original_price: optionalPriceCents,
  is_special_offer: bool,
  /** The offer's window: it shows only from its start until its end (either may be open). */
  offer_starts_at: scheduleInstant,
  offer_ends_at: scheduleInstant,
  /** Whether cards and the product page say until when the offer runs. */
  offer_shows_end: bool,
  in_stock: bool,
  image_url: optionalHttpsUrl,
  /** The whole gallery, replacing the current one; absent leaves it as it is. */
  images: galleryImagesSchema,
  /** Its specifications by attribute code, replacing them all; absent: unchanged. */
  attributes: productAttributesSchema,
});

/** Creation: what is not sent takes the spec's defaults (in stock, not on offer). */
export const productInputSchema = productFieldsSchema.extend({
  sku: skuSchema.default(null),
  original_price: optionalPriceCents.default(null),
  is_special_offer: bool.default(false),
  offer_starts_at: scheduleInstant.default(null),
  offer_ends_at: scheduleInstant.default(null),
  offer_shows_end: bool.default(false),
  in_stock: bool.default(true),
  image_url: optionalHttpsUrl.default(null),
  images: galleryImagesSchema.optional(),
  attributes: productAttributesSchema.optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** Partial update: only the fields sent change (inline edit, stock toggle, API PUT). */
export const productPatchSchema = productFieldsSchema.partial();
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const brandInputSchema = z.object({
  name: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(LIMITS.brandName, "tooLong")
    .refine(withoutNul, "invalid"),
  logo_url: optionalHttpsUrl.default(null),
});
export type BrandInput = z.infer<typeof brandInputSchema>;

const posterFieldsSchema = z.object({
  title: optionalText(LIMITS.title).transform((v) => v ?? null),
  ...localizedShape("title", () => optionalText(LIMITS.title).transform((v) => v ?? null)),
  image_url: optionalHttpsUrl,
  active: bool,
  /** Shown only from `starts_at` until `ends_at` (either may be open). */
  starts_at: scheduleInstant,
  ends_at: scheduleInstant,
});
export const posterInputSchema = posterFieldsSchema.extend({
  image_url: optionalHttpsUrl.default(null),
  active: bool.default(true),
  starts_at: scheduleInstant.default(null),
  ends_at: scheduleInstant.default(null),
});
export type PosterInput = z.infer<typeof posterInputSchema>;
/** Partial update: only the fields sent change; nothing absent is reset to a default. */
export const posterPatchSchema = posterFieldsSchema.partial();
export type PosterPatch = z.infer<typeof posterPatchSchema>;

/** Reordering: every id once, in display order. */
export const orderSchema = z.object({
  ids: z.array(z.coerce.number().int().positive().max(LIMITS.id)).min(1).max(10_000),
});

export { PAGE_SIZE, SORTS, type Sort } from "./sorts";

/** Query of a product list, shared by the storefront and GET /api/products. */
export const productQuerySchema = z.object({
  category: z.coerce.number().int().positive().max(LIMITS.id).optional().catch(undefined),
  brand: z.string().trim().max(LIMITS.brandName).optional().catch(undefined),
  q: z.string().trim().max(LIMITS.name).optional().catch(undefined),
  offers: bool.optional().catch(undefined),
  in_stock: bool.optional().catch(undefined),
  sort: z
    .enum(SORTS)
    .catch("relevance")
    .default("relevance")
    .describe("name: by the name in the page's language (the API's: lang, else Accept-Language)"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(PAGE_SIZE).default(PAGE_SIZE),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
