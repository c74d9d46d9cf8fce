import { useEffect, useId, useState } from "react";
import { TrashIcon } from "~/components/ui/icons";
import { localePath, type Locale } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { useTexts } from "~/i18n/use-texts";
import { formatPrice } from "~/lib/money";
import { variantName } from "~/lib/product-variants";
import { QUOTE_MAX_QUANTITY, type QuoteLine, type QuoteLineState } from "~/lib/quote-list";
import { variantSearch } from "~/lib/variant-url";
import { PriceHint } from "./currency-hint";
import { ProductImage } from "./product-image";

/**
 * One line of the quote list: its picture, its product's name with the variant's options under it,
 * SKU, unit price and what changed since it was added; quantity and remove. A line no longer in
 * the catalogue (its product, or only its variant) says so and can only be removed.
 */
export function QuoteLineRow({
  texts: t,
  locale,
  line,
  state,
  onQuantity,
  onRemove,
}: {
  /** The quote page's texts (sent with its data). */
  texts: Messages["quotePage"];
  locale: Locale;
  line: QuoteLine;
  state: QuoteLineState;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState(String(line.quantity));
  useEffect(() => setQuantity(String(line.quantity)), [line.quantity]);
  const quote = useTexts("store").quote;
  const deleted = state.kind === "deleted";
  const gone = deleted || state.kind === "variantDeleted";
  const options = line.options ?? [];
  // Two variants of one product are two lines: their buttons are named apart.
  const named = variantName(
    line.name,
    options.map((o) => o.value),
  );
  // The variant's own page while it exists (`?variante=` its SKU, or its id without one).
  const variant =
    line.variantId != null && !gone ? variantSearch(line.sku ?? String(line.variantId)) : "";
  return (
    <li className="flex gap-3 py-4" data-testid="quote-line">
      <div className="size-20 shrink-0 overflow-hidden rounded-md bg-gray-50">
        <ProductImage
          image={line.image}
          alt=""
          sizes="80px"
          width={80}
          height={80}
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {deleted ? (
          <p className="font-medium">{line.name}</p>
        ) : (
          <a
            href={`${localePath(locale, `/produto/${line.id}`)}${variant}`}
            className="font-medium text-ink hover:underline"
          >
            {line.name}
          </a>
        )}
        {options.length > 0 && (
          <p className="text-sm text-gray-800" data-testid="quote-line-options">
            {options.map((o) => `${o.name}: ${o.value}`).join(" · ")}
          </p>
        )}
        {line.sku && (
          <p className="text-xs text-gray-600">
            {t.sku} {line.sku}
          </p>
        )}
        <p className="text-sm">
          {t.unitPrice}: {formatPrice(line.priceCents, locale)}
        </p>
        {!gone && <PriceHint cents={line.priceCents} />}
        {state.kind === "priceChanged" && (
          <p className="text-sm font-semibold text-amber-800">
            {fill(t.priceChanged, { price: formatPrice(state.previousCents, locale) })}
          </p>
        )}
        {state.kind === "outOfStock" && (
          <p className="text-sm font-semibold text-red-800">{t.outOfStock}</p>
        )}
        {deleted && <p className="text-sm font-semibold text-red-800">{t.deleted}</p>}
        {state.kind === "variantDeleted" && (
          <p className="text-sm font-semibold text-red-800">{t.variantDeleted}</p>
        )}
        <div className="mt-1 flex items-center gap-3">
          {!gone && (
            <>
              <label htmlFor={`${id}-q`} className="text-sm text-gray-700">
                {quote.quantity}
              </label>
              <input
                id={`${id}-q`}
                type="number"
                inputMode="numeric"
                min={1}
                max={QUOTE_MAX_QUANTITY}
                value={quantity}
                onChange={(event) => {
                  setQuantity(event.target.value);
                  const n = Number(event.target.value);
                  if (Number.isInteger(n) && n >= 1) onQuantity(n);
                }}
                onBlur={() => setQuantity(String(line.quantity))}
                className="min-h-11 w-20 rounded-md border border-gray-400 px-2"
              />
            </>
          )}
          <button
            type="button"
            onClick={onRemove}
            aria-label={fill(t.remove, { name: named })}
            className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
