import { Fragment } from "react";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { formatPrice } from "~/lib/money";
import { offerEndDay } from "~/lib/offer-window";
import { OPTION_VALUES_SEPARATOR } from "~/lib/product-card";
import { PriceHint } from "./currency-hint";

interface ProductPriceProps {
  priceCents: number;
  /** Shown struck through when the product is on offer. */
  originalPriceCents: number | null;
  large?: boolean;
  /**
   * The estimate in reais and guaraníes under the price (docs/decisions/054-currency-hint.md);
   * a page that places it elsewhere leaves it out here.
   */
  hint?: boolean;
  /** The product's voltage, or its voltage option's values, as a badge beside the price. */
  voltage?: string | null;
  /** The price is the lowest of variants that differ: "a partir de $X". */
  from?: boolean;
  /** The product's other options, a badge each beside the price ("Tamanho": `10" · 12"`). */
  options?: readonly { name: string; values: string }[];
}

/**
 * docs/decisions/019-prices-in-integer-cents.md: USD, `$ 19,90` in Portuguese; an offer strikes the
 * original through.
 */
export function ProductPrice({
  priceCents,
  originalPriceCents,
  large = false,
  hint = true,
  voltage = null,
  from = false,
  options = [],
}: ProductPriceProps) {
  const locale = useLocale();
  const t = useTexts("catalog").product;
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={large ? "text-3xl font-bold text-ink" : "text-lg font-bold text-ink"}>
          <span className="sr-only">{t.price}: </span>
          {from && <span className="text-xs font-normal text-gray-600">{t.priceFrom} </span>}
          {formatPrice(priceCents, locale)}
        </span>
        {originalPriceCents != null && (
          <s className={large ? "text-lg text-gray-600" : "text-sm text-gray-600"}>
            <span className="sr-only">{t.originalPrice}: </span>
            {formatPrice(originalPriceCents, locale)}
          </s>
        )}
        {voltage && <VoltageBadge voltage={voltage} />}
        {options.map((o) => (
          <SpecBadge key={o.name} name={o.name} text={o.values} />
        ))}
      </p>
      {hint && <PriceHint cents={priceCents} />}
    </>
  );
}

/**
 * The voltage a Brazilian shopper checks first ("220 V", "Bivolt", "Bateria 18 V", or a product's
 * voltages "127 V · 220 V"): small, rendered with the page (no shift), named for screen readers.
 */
export function VoltageBadge({ voltage }: { voltage: string }) {
  const t = useTexts("catalog").specs;
  return <SpecBadge name={t.voltage} text={voltage} testId="voltage-badge" />;
}

/**
 * A specification beside a price (a voltage, an option's values), its name for screen readers. A
 * list of values may wrap between them on a narrow card, never inside one ("127 V").
 */
function SpecBadge({ name, text, testId }: { name: string; text: string; testId?: string }) {
  const parts = text.split(OPTION_VALUES_SEPARATOR);
  const nowrap = parts.length === 1 ? " whitespace-nowrap" : "";
  return (
    <span
      data-testid={testId}
      className={`inline-block self-center rounded border border-amber-300 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-950${nowrap}`}
    >
      <span className="sr-only">{name}: </span>
      {parts.length === 1
        ? text
        : parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && OPTION_VALUES_SEPARATOR}
              <span className="whitespace-nowrap">{part}</span>
            </Fragment>
          ))}
    </span>
  );
}

/** The "% off" badge of an offer (discountPercent of lib/money). */
export function DiscountBadge({ percent }: { percent: number }) {
  const t = useTexts("catalog").product;
  return (
    <span className="inline-block rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">
      {fill(t.percentOff, { percent })}
    </span>
  );
}

/** "Oferta até 30/11": the last day of an offer the shop schedules to end. */
export function OfferEnd({ endsAt, className = "" }: { endsAt: string; className?: string }) {
  const t = useTexts("catalog").product;
  const locale = useLocale();
  return (
    <p data-testid="offer-end" className={`text-xs font-semibold text-brand-dark ${className}`}>
      {fill(t.offerUntil, { date: offerEndDay(endsAt, locale) })}
    </p>
  );
}

export function StockBadge({ inStock }: { inStock: boolean }) {
  const t = useTexts("catalog").product;
  return inStock ? (
    <span className="inline-block rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
      {t.inStock}
    </span>
  ) : (
    <span className="inline-block rounded bg-gray-800 px-2 py-0.5 text-xs font-semibold text-white">
      {t.outOfStock}
    </span>
  );
}
