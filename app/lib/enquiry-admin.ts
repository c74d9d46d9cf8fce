import "./zod-csp";
import { z } from "zod";
import { LANGUAGES, type Locale } from "~/i18n/languages";
import { apiEnquiryLineVariant, ENQUIRY_CHANNELS, ENQUIRY_STATUSES } from "./enquiry-schemas";

// The back office's and the API's enquiry inputs: the list's filters in the
// URL, and one schema for a change of status and/or notes, shared by the detail page's forms and
// PATCH /api/enquiries/{id}.

export type EnquiryStatusName = (typeof ENQUIRY_STATUSES)[number];

/** The list's filters and page (the admin page and the CSV export read the same URL). */
export const enquiryListQuerySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

/** GET /api/enquiries: the same filters, and a page size up to 100 (as GET /api/products). */
export const apiEnquiryQuerySchema = enquiryListQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(100).catch(50).default(50),
});

export const ENQUIRY_NOTES_MAX = 4000;

/** How long enquiries keep personal data, in months (docs/decisions/055-enquiry-privacy-and-clicks.md). */
export const RETENTION_DEFAULT_MONTHS = 12;
export const RETENTION_MIN_MONTHS = 1;
export const RETENTION_MAX_MONTHS = 120;

export const retentionSchema = z.object({
  months: z.coerce
    .number({ message: "invalid" })
    .int("invalid")
    .min(RETENTION_MIN_MONTHS, "range")
    .max(RETENTION_MAX_MONTHS, "range"),
});

/** A change of an enquiry: a status, notes (blank or null clears them), or both. */
export const enquiryChangeSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { message: "invalid" }).optional(),
    notes: z.string({ message: "invalid" }).max(ENQUIRY_NOTES_MAX, "tooLong").nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    message: "required",
    path: ["status"],
  });
export type EnquiryChangeInput = z.infer<typeof enquiryChangeSchema>;

/** The digits of a contact that is a phone number (8 to 15 of them), else null. */
export function phoneDigits(contact: string | null): string | null {
  if (!contact || contact.includes("@") || !/^\+?[\d\s().-]+$/.test(contact)) return null;
  const digits = contact.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** A wa.me link to `contact` with `text` prefilled; null when the contact is not a phone number. */
export function whatsappReplyHref(contact: string | null, text: string): string | null {
  const digits = phoneDigits(contact);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/** A mailto link when the contact is an e-mail address, else null. */
export function emailReplyHref(contact: string | null, subject: string): string | null {
  if (!contact || !z.email().safeParse(contact).success) return null;
  return `mailto:${contact}?subject=${encodeURIComponent(subject)}`;
}

const localeCodes = LANGUAGES.map((l) => l.code) as [Locale, ...Locale[]];

/** An enquiry as GET /api/enquiries lists it (and PATCH answers it, with its lines). */
export const apiEnquirySchema = z.strictObject({
  id: z.int().positive(),
  reference: z.string().describe("The enquiry's code, e.g. ORC-7KQ2M9"),
  channel: z.enum(ENQUIRY_CHANNELS),
  locale: z.enum(localeCodes),
  status: z.enum(ENQUIRY_STATUSES),
  name: z.string().nullable(),
  contact: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string().nullable(),
  notes: z.string().nullable().describe("The staff's notes"),
  item_count: z.int().nonnegative(),
  total: z.number().nonnegative().describe("US dollars, at the prices when it was sent"),
  created_at: z.string(),
  updated_at: z.string(),
  erased_at: z
    .string()
    .nullable()
    .describe(
      "When its personal data (name, contact, city, message, notes) was erased, by the retention the shop sets or on request; null while kept",
    ),
});
export type ApiEnquiry = z.output<typeof apiEnquirySchema>;

export const apiEnquiryDetailSchema = apiEnquirySchema.extend({
  items: z.array(
    z.strictObject({
      product_id: z.int().positive().nullable().describe("null once the product is deleted"),
      ...apiEnquiryLineVariant,
      sku: z.string().nullable().describe("The variant's SKU, or the product's, when it was sent"),
      name: z.string(),
      quantity: z.int().positive(),
      unit_price: z.number().nonnegative().describe("US dollars, when it was sent"),
      current_price: z
        .number()
        .nonnegative()
        .nullable()
        .describe(
          "US dollars, the product's price now (the variant's, for a variant); null once the product or the variant is removed",
        ),
    }),
  ),
});
export type ApiEnquiryDetail = z.output<typeof apiEnquiryDetailSchema>;
