import { fill } from "~/i18n/fill";
import { variantName } from "./product-variants";

// The WhatsApp message a quote list sends: one line per product or variant (quantity, name with
// the variant's option labels, SKU, unit price, link), the total and the enquiry's reference, in
// the shopper's language. A wa.me
// link carries it in its URL, and long URLs are cut or refused by browsers and by WhatsApp: past
// WHATSAPP_TEXT_LIMIT encoded characters the message lists the lines that fit and says how many
// more there are; the whole list is kept on the server under the reference.

/** The longest message, URL-encoded, a wa.me link carries here. */
export const WHATSAPP_TEXT_LIMIT = 1800;

export interface QuoteMessageTexts {
  /** "Olá! Gostaria de um orçamento (ref. {reference}):" */
  intro: string;
  /** "{quantity} × {name} (SKU {sku}), {price} cada: {url}" */
  line: string;
  /** The same line for a product without a SKU. */
  lineNoSku: string;
  /** "… e mais 3 produtos, na lista do pedido {reference}", for a count (a plural message). */
  more: (count: number) => string;
  /** "Total: {total}" */
  total: string;
}

export interface QuoteMessageLine {
  quantity: number;
  /** The product's name. */
  name: string;
  /** A variant's option labels in the shopper's language ("220 V"); none for a product. */
  options?: readonly string[];
  sku: string | null;
  /** The unit price, formatted. */
  price: string;
  url: string;
}

export function quoteMessage(
  texts: QuoteMessageTexts,
  lines: QuoteMessageLine[],
  { reference, total }: { reference: string; total: string },
): string {
  const head = fill(texts.intro, { reference });
  const tail = fill(texts.total, { total });
  const rendered = lines.map((l) =>
    fill(l.sku ? texts.line : texts.lineNoSku, {
      quantity: String(l.quantity),
      // "Furadeira — 220 V", as the product page names the variant.
      name: variantName(l.name, l.options ?? []),
      sku: l.sku ?? "",
      price: l.price,
      url: l.url,
    }),
  );
  const compose = (shown: string[], hidden: number) =>
    [head, ...shown, ...(hidden > 0 ? [fill(texts.more(hidden), { reference })] : []), tail].join(
      "\n",
    );
  let shown = rendered.length;
  let text = compose(rendered, 0);
  while (shown > 0 && encodeURIComponent(text).length > WHATSAPP_TEXT_LIMIT) {
    shown -= 1;
    text = compose(rendered.slice(0, shown), rendered.length - shown);
  }
  return text;
}
