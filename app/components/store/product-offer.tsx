import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { stockText, type VariantOffer } from "~/lib/product-variants";
import type { StockState } from "~/lib/stock";
import { PriceHint } from "./currency-hint";
import { DiscountBadge, OfferEnd, ProductPrice } from "./product-price";

// The product page's price, stock line and SKU of one variant (the product's only one, or the
// one its picker chose): rendered by the server, and by the picker's island when it changes.

type Offer = Pick<
  VariantOffer,
  "priceCents" | "originalPriceCents" | "discountPercent" | "offerEndsAt" | "stock" | "sku"
>;

/**
 * The price, the original one struck through and the "% OFF" of an offer, the offer's last day
 * when the shop says it (`showsEnd`), and the estimate.
 */
export function OfferPrice({
  offer,
  voltage,
  showsEnd = false,
}: {
  offer: Offer;
  voltage: string | null;
  showsEnd?: boolean;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <ProductPrice
          priceCents={offer.priceCents}
          originalPriceCents={offer.originalPriceCents}
          large
          hint={false}
          voltage={voltage}
        />
        {offer.discountPercent != null && <DiscountBadge percent={offer.discountPercent} />}
      </div>
      {showsEnd && offer.offerEndsAt && <OfferEnd endsAt={offer.offerEndsAt} className="-mt-2" />}
      <PriceHint cents={offer.priceCents} explained className="-mt-3" />
    </>
  );
}

const BADGE: Record<StockState["kind"], string> = {
  soldOut: "bg-gray-800 text-white",
  low: "bg-amber-100 text-amber-950",
  available: "bg-green-100 text-green-900",
  untracked: "bg-green-100 text-green-900",
};

/** "Disponibilidade: Últimas 2 unidades" (or "Em estoque", "Esgotado"), then "SKU: …". */
export function OfferStock({ offer }: { offer: Offer }) {
  const t = useTexts("catalog").product;
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex items-center gap-2">
        <span className="text-gray-600">{t.availability}:</span>
        <span
          data-testid="stock-line"
          className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${BADGE[offer.stock.kind]}`}
        >
          {stockText(offer.stock, t, locale)}
        </span>
      </p>
      {offer.sku && (
        <p data-testid="variant-sku" className="text-gray-700">
          {t.sku}: {offer.sku}
        </p>
      )}
    </div>
  );
}
