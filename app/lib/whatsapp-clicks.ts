import "./zod-csp";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/languages";
import { LIMITS } from "./catalogue-schemas";

// A WhatsApp click: the products a chat was opened about, and where the
// shopper was. Counted per product and day, nothing about the shopper
// (docs/decisions/055-enquiry-privacy-and-clicks.md).

export const WHATSAPP_CLICK_SOURCES = ["product", "list"] as const;
export type WhatsappClickSourceName = (typeof WHATSAPP_CLICK_SOURCES)[number];

export const WHATSAPP_CLICK_LIMITS = {
  /** Products in one click (a quote list holds at most 100). */
  products: 100,
  bodyBytes: 4 * 1024,
  /** Clicks counted per client address per window; more are answered but not counted. */
  perAddress: 60,
  windowMinutes: 10,
} as const;

export const whatsappClickSchema = z.object({
  source: z.enum(WHATSAPP_CLICK_SOURCES, { message: "invalid" }),
  product_ids: z
    .array(z.int({ message: "invalid" }).positive("invalid").max(LIMITS.id, "invalid"), {
      message: "invalid",
    })
    .min(1, "itemsCount")
    .max(WHATSAPP_CLICK_LIMITS.products, "itemsCount"),
  /** The page's language (the insights count per language); older pages sent none. */
  locale: z.enum(LOCALES as [Locale, ...Locale[]], { message: "invalid" }).default(DEFAULT_LOCALE),
});
export type WhatsappClick = z.infer<typeof whatsappClickSchema>;
