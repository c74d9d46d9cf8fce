import "./zod-csp";
import { z } from "zod";
import { DEFAULT_LOCALE, language, type OtherLocale } from "~/i18n/languages";
import { apiPt } from "~/i18n/pt/api";
import {
  httpsUrl,
  LIMITS,
  MAX_PRODUCT_IMAGES,
  productFieldsSchema,
  productInputSchema,
} from "./catalogue-schemas";
import { localizedShape, perLanguageIn, REQUIRED_CATEGORY_NAME_LOCALES } from "./localized";

// The JSON API's wire shapes (docs/product-rules.md §3/§7): the back office's schemas with the
// spec's field names — a product names its brand by slug and its category by id.

const wireFields = {
  brand: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(LIMITS.brandName, "tooLong"),
  category: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z.coerce
      .number({ message: "required" })
      .int("invalid")
      .positive("invalid")
      .max(LIMITS.id, "invalid"),
  ),
  /**
   * docs/product-rules.md §3: `image` and `image_url` are the same field: an https URL (checked
   * like image_url, as it is stored the same way), or a data URL, which is an upload and validated
   * as one.
   */
  image: z
    .string()
    .trim()
    .max(LIMITS.url, "tooLong")
    .refine((v) => v === "" || v.startsWith("data:") || httpsUrl.safeParse(v).success, "httpsOnly")
    .optional(),
};

export const apiProductCreateSchema = productInputSchema
  .omit({ brand_id: true, category_id: true })
  .extend(wireFields);
/** Only the fields sent change: nothing absent is reset to a creation default. */
export const apiProductUpdateSchema = productFieldsSchema
  .omit({ brand_id: true, category_id: true })
  .extend(wireFields)
  .partial();
export type ApiProductCreate = z.infer<typeof apiProductCreateSchema>;
export type ApiProductUpdate = z.infer<typeof apiProductUpdateSchema>;

// What the API answers (docs/product-rules.md §3/§7). The DTO builders
// (app/.server/api/dto.server.ts) are typed by these schemas and /api/openapi.json is generated
// from them, so the document cannot drift from the answers. Objects are strict: a field the
// document does not name is a contract break.

const id = z.int().positive();
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

export const apiProductSchema = z.strictObject({
  id,
  name: z.string(),
  ...translations("name"),
  brand: z.string().describe("The brand's slug"),
  price: z.number().nonnegative().describe("US dollars"),
  category: id.nullable().describe("The category's id; null when the category no longer exists"),
  image: imageSrc,
  image_url: imageSrc.describe("The same as image (spec §3)"),
  images: z
    .array(apiProductImageSchema)
    .max(MAX_PRODUCT_IMAGES)
    .describe("The gallery, cover first: image is its first image's url"),
  description: z.string(),
  ...translations("description"),
  in_stock: z.boolean(),
  position: z.int(),
  is_special_offer: z.boolean(),
  original_price: z.number().nonnegative().nullable().describe("US dollars, or null"),
  attributes: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .describe(
      "Its specifications by attribute code (GET /api/attributes), in its category's order: a choice's value code, a number (its unit in the attribute), or true/false; an empty one is absent",
    ),
});
export type ApiProduct = z.output<typeof apiProductSchema>;
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
