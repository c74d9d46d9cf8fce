import "./zod-csp";
import { z } from "zod";
import { LANGUAGES, type Locale } from "~/i18n/languages";
import { LIMITS } from "./catalogue-schemas";

// A shopper's enquiry (docs/decisions/051-enquiries.md): the quote list sent by WhatsApp
// or by the form. One schema for POST /api/enquiries and the store's form; its messages are keys
// of app/i18n/*/api.ts `fields`.

export const ENQUIRY_LIMITS = {
  items: 100,
  quantity: 999,
  name: 120,
  contact: 120,
  city: 80,
  message: 2000,
  /** The whole JSON body, in bytes. */
  bodyBytes: 32 * 1024,
  /** Enquiries per client address per window (docs/decisions/051-enquiries.md). */
  perAddress: 5,
  windowMinutes: 10,
} as const;

export const ENQUIRY_CHANNELS = ["whatsapp", "form"] as const;
export const ENQUIRY_STATUSES = ["new", "answered", "closed"] as const;

const localeCodes = LANGUAGES.map((l) => l.code) as [Locale, ...Locale[]];

/** Any control character but the line feed (tabs, NUL, escape, C1 controls...). */
const CONTROL = /(?!\n)\p{Cc}/u;

/**
 * Optional plain text: line breaks made `\n`, trimmed, at most `max` characters, no control
 * characters; absent, null or blank is null. Stored as typed: it is text, never HTML.
 */
const plainText = (max: number) =>
  z
    .string({ message: "invalid" })
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, "tooLong")
    .refine((v) => !CONTROL.test(v), "controlCharacters")
    .nullish()
    .transform((v) => (v ? v : null));

const PHONE = /^\+?[\d\s().-]+$/;

/** An e-mail address, or a phone number of 8 to 15 digits (spaces, dots, dashes and brackets allowed). */
export function isContact(value: string): boolean {
  if (z.email().safeParse(value).success) return true;
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 8 && digits <= 15;
}

const itemSchema = z.object({
  product_id: z
    .int({ message: "invalid" })
    .positive("invalid")
    .max(LIMITS.id, "invalid")
    .describe("The product's id"),
  variant_id: z
    .int({ message: "invalid" })
    .positive("invalid")
    .max(LIMITS.id, "invalid")
    .nullish()
    .describe(
      "The chosen variant of a product with options (one of the product's `variants`); absent or null: the product",
    ),
  quantity: z
    .int({ message: "quantityRange" })
    .min(1, "quantityRange")
    .max(ENQUIRY_LIMITS.quantity, "quantityRange"),
});

export const enquiryRequestSchema = z
  .object({
    channel: z.enum(ENQUIRY_CHANNELS, { message: "invalid" }),
    locale: z
      .enum(localeCodes, { message: "invalid" })
      .describe("The shopper's language: the lines' names are stored in it"),
    items: z
      .array(itemSchema, { message: "invalid" })
      .min(1, "itemsCount")
      .max(ENQUIRY_LIMITS.items, "itemsCount")
      // Two variants of one product are two lines; the same one twice is a mistake.
      .refine(
        (items) =>
          new Set(items.map((i) => `${i.product_id}:${i.variant_id ?? ""}`)).size === items.length,
        "duplicateProducts",
      ),
    name: plainText(ENQUIRY_LIMITS.name),
    contact: plainText(ENQUIRY_LIMITS.contact).describe(
      "An e-mail address or a phone number (8 to 15 digits); required for the form",
    ),
    city: plainText(ENQUIRY_LIMITS.city),
    message: plainText(ENQUIRY_LIMITS.message).describe("Plain text; line breaks are kept"),
    website: z
      .string({ message: "invalid" })
      .optional()
      .describe("Leave empty: a field people never see, that only robots fill"),
  })
  .superRefine((value, ctx) => {
    if (value.channel === "form") {
      if (value.name === null)
        ctx.addIssue({ code: "custom", path: ["name"], message: "required" });
      if (value.contact === null) {
        ctx.addIssue({ code: "custom", path: ["contact"], message: "required" });
      }
    }
    // Refinements run after a field failed too: its value may be anything then.
    if (typeof value.contact === "string" && !isContact(value.contact)) {
      ctx.addIssue({ code: "custom", path: ["contact"], message: "contactInvalid" });
    }
  });
export type EnquiryRequest = z.output<typeof enquiryRequestSchema>;

/** A variant's option, as the shopper read it: stored with the enquiry's line. */
export const apiOptionLabelSchema = z.strictObject({
  name: z.string().describe("The option's name in the enquiry's language, e.g. Voltagem"),
  value: z.string().describe("The variant's value of it in the enquiry's language, e.g. 220 V"),
});

/** What a line of an enquiry says of its variant, in the 201 answer and the administrators' API. */
export const apiEnquiryLineVariant = {
  variant_id: z
    .int()
    .positive()
    .nullable()
    .describe("The variant asked for; null for a line of a product"),
  options: z
    .array(apiOptionLabelSchema)
    .nullable()
    .describe("The variant's options as the shopper saw them when sending; null for a product"),
};

/** 201 of POST /api/enquiries: the lines as the server priced them. Prices in US dollars. */
export const apiEnquiryAnswerSchema = z.strictObject({
  reference: z.string().describe("The enquiry's code, e.g. ORC-7KQ2M9"),
  items: z.array(
    z.strictObject({
      product_id: z.int().positive(),
      ...apiEnquiryLineVariant,
      sku: z.string().nullable().describe("The variant's SKU, or the product's"),
      name: z.string().describe("The product's name in the enquiry's language"),
      quantity: z.int().min(1).max(ENQUIRY_LIMITS.quantity),
      unit_price: z
        .number()
        .nonnegative()
        .describe("US dollars, the catalogue's price now (the variant's, for a variant)"),
    }),
  ),
  total: z.number().nonnegative().describe("US dollars: the sum of quantity × unit_price"),
});
export type ApiEnquiryAnswer = z.output<typeof apiEnquiryAnswerSchema>;
