import { useLocale, useMessages } from "~/i18n/use-messages";
import { fill } from "~/i18n/messages";
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
}: ProductPriceProps) {
  const locale = useLocale();
  const t = useMessages().catalog.product;
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
      </p>
      {hint && <PriceHint cents={priceCents} />}
    </>
  );
}

/** The "% off" badge of an offer (discountPercent of lib/money). */
export function DiscountBadge({ percent }: { percent: number }) {
  const t = useMessages().catalog.product;
  return (
    <span className="inline-block rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">
      {fill(t.percentOff, { percent })}
    </span>
  );
}

export function StockBadge({ inStock }: { inStock: boolean }) {
  const t = useMessages().catalog.product;
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
