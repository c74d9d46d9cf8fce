import { useId, useState, type MouseEvent } from "react";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import type { CurrencyRates } from "~/lib/currency-hint";
import { formatPrice } from "~/lib/money";
import {
  chooseVariant,
  pickerOptions,
  stockText,
  variantName,
  type PickerOption,
  type VariantOffer,
  type VariantOption,
} from "~/lib/product-variants";
import type { ImageRef } from "~/lib/media-url";
import type { OptionLabel } from "~/lib/variant-labels";
import { variantSearch } from "~/lib/variant-url";
import { CompareToggle } from "./compare-toggle";
import { OfferPrice, OfferStock } from "./product-offer";
import { AddToQuoteForm } from "./quote-add";
import { useChosenVariant, showVariant } from "./use-chosen-variant";
import { StoreLayoutProvider } from "./use-store-layout";

export interface VariantPurchaseProps {
  product: { id: number; name: string };
  options: VariantOption[];
  variants: VariantOffer[];
  /** The variant the server chose (its key): what the page's HTML shows. */
  chosen: string;
  voltage: string | null;
  /** Whether the price says until when an offer runs. */
  showsEnd?: boolean;
  /** The rates the price's estimate reads (the island has no store layout of its own). */
  currency: CurrencyRates | null;
}

/**
 * A product with options: its price, option pickers, stock line and SKU, and "Adicionar à lista"
 * and "Comparar" for the chosen variant, as one island. Without JavaScript each value is a link
 * to its variant's page (`?variante=`); with it, a choice changes them all without a reload and
 * puts the variant in the address, where the gallery reads it (./use-chosen-variant.ts).
 */
export function VariantPurchase({
  product,
  options,
  variants,
  chosen: serverChoice,
  voltage,
  showsEnd = false,
  currency,
}: VariantPurchaseProps) {
  const t = useTexts("catalog").product;
  const locale = useLocale();
  const chosen = chooseVariant(variants, useChosenVariant(serverChoice));
  // Said once a shopper chose: focus stays on the value, so the price and stock are read out.
  const [said, setSaid] = useState("");
  const choose = (key: string) => {
    showVariant(key);
    const v = chooseVariant(variants, key);
    setSaid(
      [v.labels.join(", "), formatPrice(v.priceCents, locale), stockText(v.stock, t, locale)].join(
        " · ",
      ),
    );
  };
  // The quote list keeps the product's name and the variant's options apart (it shows them so);
  // the compare bar, one name: "Furadeira — 220 V".
  const labels: OptionLabel[] = options.map((o, i) => ({ name: o.name, value: chosen.labels[i]! }));
  const item: { id: number; variantId: number; image: ImageRef } = {
    id: product.id,
    variantId: chosen.id,
    image: chosen.image,
  };
  return (
    <StoreLayoutProvider value={{ currency }}>
      <OfferPrice offer={chosen} voltage={voltage} showsEnd={showsEnd} />
      <VariantPicker options={pickerOptions(options, variants, chosen)} onChoose={choose} />
      <OfferStock offer={chosen} />
      <p role="status" className="sr-only">
        {said}
      </p>
      <AddToQuoteForm
        key={chosen.key}
        product={{
          ...item,
          name: product.name,
          options: labels,
          sku: chosen.sku,
          priceCents: chosen.priceCents,
        }}
      />
      <CompareToggle product={{ ...item, name: variantName(product.name, chosen.labels) }} large />
    </StoreLayoutProvider>
  );
}

/** A plain click: one that opens a new tab or window is the browser's to follow. */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * One group per option, named by it ("Voltagem"), one link per value ("127 V", "220 V"): the
 * chosen one marked current, a sold-out one struck through and still a link.
 */
function VariantPicker({
  options,
  onChoose,
}: {
  options: PickerOption[];
  onChoose: (key: string) => void;
}) {
  const t = useTexts("catalog").product;
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      {options.map((option, i) => (
        <div key={option.id} role="group" aria-labelledby={`${id}-${i}`}>
          <p id={`${id}-${i}`} className="mb-1.5 text-sm font-semibold text-ink">
            {option.name}
          </p>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => (
              <a
                key={value.id}
                href={variantSearch(value.key)}
                // With scripts the choice is made in place: not a page to prefetch on hover
                // (app/islands/islands-scripts.tsx); search engines get every variant's address
                // from the page's JSON-LD, its canonical URL being the product's.
                rel="nofollow"
                aria-current={value.current ? "true" : undefined}
                onClick={(e) => {
                  if (!plainClick(e)) return;
                  e.preventDefault();
                  if (!value.current) onChoose(value.key);
                }}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border-2 border-gray-300 bg-white px-4 font-semibold text-ink hover:border-gray-500 aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
              >
                <span className={value.soldOut ? "line-through decoration-2" : undefined}>
                  {value.label}
                </span>
                {value.soldOut && <span className="sr-only"> ({t.outOfStock})</span>}
              </a>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
