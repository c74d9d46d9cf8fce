import type { ComponentType } from "react";

/* eslint-disable @typescript-eslint/no-explicit-any -- each island takes its own props, checked
   where the page renders it (<Island component={…} props={…}>) */
type Loader = () => Promise<ComponentType<any>>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Every island a store page may hold, by name, with the browser's way to load its component: a
 * chunk of its own, fetched only by the pages that hold it (docs/decisions/064-store-islands.md).
 * Adding an island: its component (props that survive JSON), a line here, and
 * `<Island name=… component=… props=…>` where the page shows it.
 */
export const ISLANDS = {
  "header-search": () => import("~/components/store/header-search").then((m) => m.HeaderSearch),
  "quote-nav": () => import("~/components/store/quote-nav").then((m) => m.QuoteNavLink),
  "language-hint": () => import("~/components/store/language-hint").then((m) => m.LanguageHint),
  "compare-bar": () => import("~/components/store/compare-bar-slot").then((m) => m.CompareBarSlot),
  "card-actions": () => import("~/components/store/card-actions").then((m) => m.CardActions),
  "filter-panel": () => import("~/components/store/filter-panel").then((m) => m.FilterPanel),
  "poster-carousel": () =>
    import("~/components/store/poster-carousel").then((m) => m.PosterCarousel),
  "brand-marquee": () => import("~/components/store/brand-marquee").then((m) => m.BrandMarquee),
  "product-gallery": () =>
    import("~/components/store/product-gallery").then((m) => m.ProductGallery),
  "quote-add": () => import("~/components/store/quote-add").then((m) => m.AddToQuoteForm),
  "compare-toggle": () => import("~/components/store/compare-toggle").then((m) => m.CompareToggle),
  "variant-purchase": () =>
    import("~/components/store/variant-purchase").then((m) => m.VariantPurchase),
  "whatsapp-link": () =>
    import("~/components/store/product-whatsapp-link").then((m) => m.WhatsappLink),
  "quote-list": () => import("~/components/store/quote-island").then((m) => m.QuoteIsland),
  comparison: () => import("~/components/store/compare-comparison").then((m) => m.Comparison),
  "link-add": () => import("~/components/store/link-add").then((m) => m.LinkAdd),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof ISLANDS;

export function islandLoader(name: string): Loader | undefined {
  return Object.hasOwn(ISLANDS, name) ? ISLANDS[name as IslandName] : undefined;
}
