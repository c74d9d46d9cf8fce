import type { ReactNode } from "react";
import type { ProductCardData } from "~/lib/product-card";
import { ProductCardItem } from "./product-card";

// A row card is 10–11 rem wide on phones and tablets, a quarter of the 72 rem column on wide screens.
const ROW_CARD_SIZES = "(min-width: 1024px) 276px, 176px";

interface HomeSectionProps {
  /** The heading's id; the section, its list and the "see all" link refer to it. */
  id: string;
  title: string;
  more: { href: string; label: string };
  children: ReactNode;
}

/** A home page section: its heading, a "see all" link to the whole list, and the list. */
export function HomeSection({ id, title, more, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-10 max-w-6xl px-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <a
          href={more.href}
          aria-describedby={id}
          className="shrink-0 rounded text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {more.label}
        </a>
      </div>
      {children}
    </section>
  );
}

type ProductRowProps = Omit<HomeSectionProps, "children"> & { products: ProductCardData[] };

/**
 * A home page row of products: side by side in a strip that scrolls sideways on
 * phones, two rows of four on wide screens. Not shown when it has no product.
 */
export function ProductRow({ products, ...section }: ProductRowProps) {
  if (products.length === 0) return null;
  return (
    <HomeSection {...section}>
      <ul
        aria-labelledby={section.id}
        className="-mx-4 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0"
      >
        {products.map((p) => (
          <ProductCardItem
            key={p.id}
            className="w-40 shrink-0 snap-start sm:w-44 lg:w-auto"
            product={p}
            headingLevel={3}
            sizes={ROW_CARD_SIZES}
          />
        ))}
      </ul>
    </HomeSection>
  );
}
