import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { ProductCardData } from "~/lib/product-card";
import { ProductImage } from "./product-image";
import { Island } from "~/islands/island";
import { StaticHtml } from "~/islands/static-html";
import { useStoreLayout } from "./use-store-layout";
import { CardActions } from "./card-actions";
import { DiscountBadge, OfferEnd, ProductPrice, StockBadge } from "./product-price";

const CARD_SIZES = "(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw";

interface ProductCardProps {
  product: ProductCardData;
  /** The page's largest paint: eager, high fetch priority. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The picture's `sizes` when the card is not in the standard grid (a home page row). */
  sizes?: string;
}

export function ProductCard({
  product,
  priority = false,
  headingLevel = 2,
  sizes = CARD_SIZES,
}: ProductCardProps) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition hover:shadow-md focus-within:shadow-md">
      <div className="relative aspect-square bg-gray-50">
        <ProductImage
          image={product.image}
          alt=""
          sizes={sizes}
          width={400}
          height={400}
          priority={priority}
          className={`h-full w-full object-contain ${product.inStock ? "" : "opacity-60"}`}
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.discountPercent != null && <DiscountBadge percent={product.discountPercent} />}
          {!product.inStock && <StockBadge inStock={false} />}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
          {product.brand}
        </p>
        <Heading className="text-sm leading-snug font-medium text-ink">
          {/* The link covers the whole card; its name is the product's name alone. */}
          <a
            href={localePath(locale, `/produto/${product.id}`)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {product.name}
          </a>
        </Heading>
        <div className="mt-auto pt-1">
          <ProductPrice
            priceCents={product.priceCents}
            originalPriceCents={product.originalPriceCents}
            voltage={product.voltage}
            from={product.priceFrom}
            options={product.options}
          />
          {product.offerEndsAt && <OfferEnd endsAt={product.offerEndsAt} className="mt-1" />}
          <Island
            name="card-actions"
            wake={["compare"]}
            component={CardActions}
            props={{
              product: {
                id: product.id,
                name: product.name,
                sku: null,
                priceCents: product.priceCents,
                image: product.image,
              },
              chooseOption: product.hasOptions,
            }}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * A card as a list item, rendered once per product, language, options and currency rates, then
 * reused by every list that shows it (app/islands/static-html.tsx).
 */
export function ProductCardItem({ className, ...card }: ProductCardProps & { className?: string }) {
  const locale = useLocale();
  const rates = useStoreLayout()?.currency;
  const { product, priority = false, headingLevel = 2, sizes = CARD_SIZES } = card;
  const key = [
    "card",
    locale,
    priority,
    headingLevel,
    sizes,
    rates ? `${rates.brl}/${rates.pyg}/${rates.setAt}` : "-",
    JSON.stringify(product),
  ].join(" ");
  // The page's largest picture is rendered in place: React hoists its preload into the
  // document's head, which a piece rendered on its own root could not.
  if (priority) {
    return (
      <li className={className}>
        <ProductCard {...card} />
      </li>
    );
  }
  return (
    <StaticHtml as="li" className={className} cacheKey={key}>
      <ProductCard {...card} />
    </StaticHtml>
  );
}

interface ProductGridProps {
  products: ProductCardData[];
  /** Id of the heading that names the list. */
  labelledBy: string;
  headingLevel?: 2 | 3;
  /**
   * Whether the grid is the first thing on the page. Its first card's picture is then the page's
   * largest paint: fetched at once, with high priority (and so preloaded from the document's
   * head). The others wait for layout: four pictures fetched together on a phone's slow link each
   * arrive later, the first one too.
   */
  priorityFirst?: boolean;
  /** Beside the filters' sidebar: three columns at most. */
  narrow?: boolean;
}

export function ProductGrid({
  products,
  labelledBy,
  headingLevel = 2,
  priorityFirst = true,
  narrow = false,
}: ProductGridProps) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 ${narrow ? "" : "lg:grid-cols-4"}`}
    >
      {products.map((p, i) => (
        <ProductCardItem
          key={p.id}
          product={p}
          priority={priorityFirst && i === 0}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}
