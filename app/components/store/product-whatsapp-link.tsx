import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import { chooseVariant } from "~/lib/product-variants";
import type { whatsappChoice } from "~/lib/variant-labels";
import { variantSearch } from "~/lib/variant-url";
import { countWhatsappClick } from "~/lib/whatsapp-beacon";
import { whatsappHref } from "./store-profile-text";
import { useChosenVariant } from "./use-chosen-variant";

/** A variant of a product with options as the message names it (whatsappChoice). */
type WhatsappVariant = NonNullable<ReturnType<typeof whatsappChoice>["variants"]>[number];

interface WhatsappLinkProps {
  /** Counted when the chat opens. */
  productId: number;
  /** The shop's WhatsApp number (store profile); any formatting is ignored. */
  number: string;
  productName: string;
  /** The product page's absolute URL, so the shop sees which product the shopper means. */
  productUrl: string;
  /** A product with options: its variants, and the one the server chose (its key). */
  variants?: WhatsappVariant[];
  chosen?: string;
}

/**
 * The product page's contact button (spec: "contact" on a product). For a product with options
 * the message names the variant chosen on the page (its labels, SKU and address), following the
 * picker as the gallery does (./use-chosen-variant.ts).
 */
export function WhatsappLink({
  productId,
  number,
  productName,
  productUrl,
  variants = [],
  chosen: serverChoice,
}: WhatsappLinkProps) {
  const t = useTexts("catalog").product;
  const key = useChosenVariant(serverChoice ?? null);
  const variant = variants.length > 0 ? chooseVariant(variants, key) : null;
  const message = variant
    ? fill(variant.sku ? t.whatsappVariantMessage : t.whatsappVariantMessageNoSku, {
        name: productName,
        options: variant.options,
        sku: variant.sku ?? "",
        url: `${productUrl}${variantSearch(variant.key)}`,
      })
    : fill(t.whatsappMessage, { name: productName, url: productUrl });
  const href = whatsappHref(number, message);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => countWhatsappClick("product", [productId])}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3Z" />
      </svg>
      {t.contactWhatsapp}
      <span className="sr-only"> {t.opensInNewTab}</span>
    </a>
  );
}
