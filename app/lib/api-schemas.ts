import "./zod-csp";
import { z } from "zod";
import { DEFAULT_LOCALE, language, type OtherLocale } from "~/i18n/languages";
import { apiPt } from "~/i18n/pt/api";
import { MAX_PRODUCT_IMAGES } from "./catalogue-schemas";
import { localizedShape, perLanguageIn, REQUIRED_CATEGORY_NAME_LOCALES } from "./localized";
import { MAX_OPTIONS, MAX_VARIANTS } from "./variant-schemas";

// What the API answers (docs/product-rules.md §3/§7). The DTO builders
// (app/.server/api/dto.server.ts) are typed by these schemas and /api/openapi.json is generated
// from them, so the document cannot drift from the answers. Objects are strict: a field the
// document does not name is a contract break.

const id = z.int().positive();
/** One side of an offer's or a poster's window (docs/decisions/066-scheduled-offers.md). */
const windowSide = (side: string) =>
  z.iso
    .datetime()
    .nullable()
    .describe(
      `ISO 8601 in UTC; null: open (no ${side}). Written as ISO with an offset or Z, ISO without one or "dd/mm/aaaa hh:mm" (the shop's time, America/Asuncion), or null`,
    );
/**
 * A field's `{field}_{code}` texts: optional, and the default language's text stands in for an
 * empty one ("The name in Spanish; null or empty shows the Portuguese name on the Spanish pages").
 */
export const translations = <F extends string>(field: F) =>
  localizedShape(field, (locale: OtherLocale) => {
    const [own, fallback] = [language(locale).english, language(DEFAULT_LOCALE).english];
    return z
      .string()
      .nullable()
      .describe(
        `The ${field} in ${own}; null or empty shows the ${fallback} ${field} on the ${own} pages`,
      );
  });
const imageSrc = z
  .string()
  .nullable()
  .describe("/media/<hash>-<width>.webp for an upload, the https URL as given, or null");

/** One image of a product's gallery. */
export const apiProductImageSchema = z.strictObject({
  url: z.string().describe("/media/<hash>-800.webp for an upload, else the https URL as given"),
  alt: z
    .string()
    .nullable()
    .describe("The image's alternative text; null shows the product's name"),
  ...translations("alt"),
  position: z.int().positive().describe("1 is the cover (the product's image)"),
});

/** One variant of a product: a combination of its options' values, with its own SKU and stock. */
export const apiVariantSchema = z.strictObject({
  id: id.describe("PATCH /api/variants/{id} sets its stock, prices and offer"),
  sku: z.string().nullable().describe("Unique in the shop; null when it has none"),
  options: z
    .record(z.string(), z.string())
    .describe(
      'Its value code of each option, by the option\'s attribute code ({ "voltagem": "220v" }); empty for a product without options',
    ),
  price: z.number().nonnegative().describe("US dollars"),
  original_price: z.number().nonnegative().nullable().describe("US dollars, or null"),
  is_special_offer: z.boolean(),
  offer_starts_at: windowSide("start").describe(
    "When its offer starts showing (ISO 8601 UTC); null: open. Outside its window it shows its original_price and no offer",
  ),
  offer_ends_at: windowSide("end").describe(
    "When its offer stops showing (ISO 8601 UTC, exclusive); null: open. After its start",
  ),
  stock: z
    .int()
    .nonnegative()
    .nullable()
    .describe("Units in stock; null when the shop does not track its stock"),
  in_stock: z.boolean().describe("False only when its stock is tracked and 0"),
  images: z
    .array(z.string())
    .max(MAX_PRODUCT_IMAGES)
    .describe(
      "Its own pictures, urls of the product's gallery (images[].url) in order; empty: the product's gallery",
    ),
});

export const apiProductSchema = z.strictObject({
  id,
  sku: z
    .string()
    .nullable()
    .describe("Its first variant's SKU (unique in the shop); null when it has none"),
  name: z.string(),
  ...translations("name"),
  brand: z.string().describe("The brand's slug"),
  price: z.number().nonnegative().describe("US dollars: its lowest-priced variant's price"),
  category: id.nullable().describe("The category's id; null when the category no longer exists"),
  image: imageSrc,
  image_url: imageSrc.describe("The same as image (spec §3)"),
  images: z
    .array(apiProductImageSchema)
    .max(MAX_PRODUCT_IMAGES)
    .describe("The gallery, cover first: image is its first image's url"),
  description: z.string(),
  ...translations("description"),
  in_stock: z.boolean().describe("True when any of its variants is in stock"),
  position: z.int(),
  is_special_offer: z.boolean().describe("The offer of its lowest-priced variant"),
  original_price: z
    .number()
    .nonnegative()
    .nullable()
    .describe("US dollars, or null: its lowest-priced variant's"),
  offer_starts_at: windowSide("start").describe(
    "When the offer (of its lowest-priced variant) starts showing (ISO 8601 UTC); null: open",
  ),
  offer_ends_at: windowSide("end").describe(
    "When the offer (of its lowest-priced variant) stops showing (ISO 8601 UTC, exclusive); null: open. After its start",
  ),
  offer_shows_end: z
    .boolean()
    .describe("Whether the store's cards and product page say until when the offer runs"),
  live: z
    .strictObject({
      price: z.number().nonnegative().describe("US dollars"),
      original_price: z.number().nonnegative().nullable().describe("US dollars, or null"),
      is_special_offer: z.boolean(),
      offer_ends_at: z.iso
        .datetime()
        .nullable()
        .describe("The end of the offer being shown (ISO 8601 UTC), if it has one"),
    })
    .describe(
      "What a shopper sees now (read only): price, original_price and is_special_offer as set above are shown only inside their window; outside it, the regular price and no offer",
    ),
  options: z
    .array(z.string())
    .max(MAX_OPTIONS)
    .describe(
      "Its options in the picker's order: codes of its category's choice attributes (GET /api/attributes); empty when it has none",
    ),
  variants: z
    .array(apiVariantSchema)
    .min(1)
    .max(MAX_VARIANTS)
    .describe(
      "Its variants in order: one per combination of its options' values, or exactly one when it has no options",
    ),
  accessories: z
    .array(id)
    .describe("Its accessories' product ids, in the administrator's order (writable)"),
  spare_parts: z
    .array(id)
    .describe("Its spare parts' product ids, in the administrator's order (writable)"),
  compatible_with: z
    .array(id)
    .describe(
      "Product ids it works with: those it names as compatible (writable, in order), then the products that name it as their accessory, spare part or compatible product (read-only here: written on those products)",
    ),
  documents: z
    .array(
      z.strictObject({
        id,
        url: z.string(),
        title: z.string(),
        ...translations("title"),
        language: z.string().nullable(),
        bytes: z.int().nonnegative(),
        pages: z.int().positive(),
      }),
    )
    .optional()
    .describe(
      "Its manuals and datasheets in order (POST /api/products/{id}/documents); in a single product's answers only",
    ),
  videos: z
    .array(z.string())
    .optional()
    .describe("Its video addresses in order; in a single product's answers only"),
  attributes: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .describe(
      "Its specifications by attribute code (GET /api/attributes), in its category's order: a choice's value code, a number (its unit in the attribute), or true/false; an empty one is absent",
    ),
});
export type ApiProduct = z.output<typeof apiProductSchema>;
export type ApiVariant = z.output<typeof apiVariantSchema>;
export type ApiProductImage = z.output<typeof apiProductImageSchema>;

export const apiBrandSchema = z.strictObject({
  id,
  name: z.string(),
  slug: z.string().describe("Derived from the name by the server"),
  logo: imageSrc,
  position: z.int(),
});
export type ApiBrand = z.output<typeof apiBrandSchema>;

export const apiPosterSchema = z.strictObject({
  id,
  title: z.string().nullable(),
  ...translations("title"),
  image: imageSrc,
  image_url: imageSrc.describe("The same as image (spec §3)"),
  position: z.int(),
  active: z.boolean(),
  starts_at: windowSide("start").describe(
    "When it starts showing (ISO 8601 UTC); null: open. It shows when active and inside its window",
  ),
  ends_at: windowSide("end").describe(
    "When it stops showing (ISO 8601 UTC, exclusive); null: open. After its start",
  ),
});
export type ApiPoster = z.output<typeof apiPosterSchema>;

export const apiCategorySchema = z.strictObject({
  id,
  name: z.string(),
  ...translations("name"),
  // Required where the column is NOT NULL (app/lib/localized.ts), and documented as such.
  ...perLanguageIn("name", REQUIRED_CATEGORY_NAME_LOCALES, () => z.string()),
  slug: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ApiCategory = z.output<typeof apiCategorySchema>;

/** Every `error.code` the API answers; each is a key of the `api.errors` message catalogue. */
export const API_ERROR_CODES = Object.keys(apiPt.errors) as [ApiErrorCode, ...ApiErrorCode[]];
export type ApiErrorCode = keyof typeof apiPt.errors;

const errorBody = z.strictObject({
  code: z.enum(API_ERROR_CODES).describe("Stable, for programs"),
  message: z.string().describe("For people, in the language of Accept-Language (pt by default)"),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe("A message per invalid field, named as the client sent it"),
});

/** The one error shape: `{ "error": { "code", "message", "fields"? } }`. */
export const apiErrorSchema = z.strictObject({ error: errorBody });
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/** docs/product-rules.md §3 "user" as POST /api/auth/register answers it: no password, no token. */
export const registerUserSchema = z.strictObject({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.email(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  is_admin: z.boolean(),
  status: z.string(),
});

/** 201 of POST /api/auth/register; the session travels in the cookie, not in the body. */
export const registerAnswerSchema = z.strictObject({
  success: z.literal(true),
  user: registerUserSchema,
  message: z.string(),
});
export type RegisterAnswer = z.output<typeof registerAnswerSchema>;

/**
 * Refusals of POST /api/auth/register: the error shape, plus docs/product-rules.md §7's `success`
 * and `message`.
 */
export const registerErrorSchema = z.strictObject({
  success: z.literal(false),
  message: z.string().describe("The same text as error.message, for the spec's clients"),
  error: errorBody,
});
export type RegisterErrorBody = z.output<typeof registerErrorSchema>;
