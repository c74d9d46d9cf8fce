import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { formatPrice } from "~/lib/money";
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
  /** The product's voltage, as a badge beside the price. */
  voltage?: string | null;
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
}: ProductPriceProps) {
  const locale = useLocale();
  const t = useTexts("catalog").product;
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={large ? "text-3xl font-bold text-ink" : "text-lg font-bold text-ink"}>
          <span className="sr-only">{t.price}: </span>
          {formatPrice(priceCents, locale)}
        </span>
        {originalPriceCents != null && (
          <s className={large ? "text-lg text-gray-600" : "text-sm text-gray-600"}>
            <span className="sr-only">{t.originalPrice}: </span>
            {formatPrice(originalPriceCents, locale)}
          </s>
        )}
        {voltage && <VoltageBadge voltage={voltage} />}
      </p>
      {hint && <PriceHint cents={priceCents} />}
    </>
  );
}

/**
 * The voltage a Brazilian shopper checks first ("220 V", "Bivolt", "Bateria 18 V"): small, on one
 * line, rendered with the page (no shift), named for screen readers.
 */
export function VoltageBadge({ voltage }: { voltage: string }) {
  const t = useTexts("catalog").specs;
  return (
    <span
      data-testid="voltage-badge"
      className="inline-block self-center rounded border border-amber-300 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950"
    >
      <span className="sr-only">{t.voltage}: </span>
      {voltage}
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
