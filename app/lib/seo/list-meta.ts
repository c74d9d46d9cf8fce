import type { MetaDescriptor } from "react-router";
import { formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import { textsFor } from "~/i18n/texts";
import { imageSrc, type ImageRef } from "~/lib/media-url";
import { absoluteUrl, canonicalUrl, seoMeta, summarize, type StoreSeoContext } from "./meta";

/** How many product names a list's description quotes, at most. */
const EXAMPLES = 3;
/** About what search results show of a description. */
const DESCRIPTION_MAX = 160;

interface ListMetaInput {
  locale: Locale;
  location: { pathname: string; search: string };
  /** The store layout's SEO data (its loader's `seo`). */
  seo: StoreSeoContext | undefined;
  title: string;
  description: string;
  list: { page: number; items: { name: string; image: ImageRef }[] };
  /** The page's own picture (a brand's logo); else the first product's, else a poster. */
  image?: ImageRef | null;
  noindex?: boolean;
  /**
   * Filters are set: `noindex, follow`, and the canonical URL is the
   * unfiltered list's first page.
   */
  filtered?: boolean;
}

/**
 * The shop's name for a page's title and description: the store profile's, through the store
 * layout's `seo`; the catalogue's default only when no profile is at hand (an error page).
 */
export function siteNameOf(seo: StoreSeoContext | undefined, locale: Locale): string {
  return seo?.siteName ?? textsFor(locale).meta.siteName;
}

/**
 * The meta of a product list page (all products, a category, a brand, offers, search): a title
 * that names the page number past the first, a description that quotes the first products'
 * names where they fit, the canonical URL (page and search words kept, sorting dropped) and a picture.
 */
export function listPageMeta(input: ListMetaInput): MetaDescriptor[] {
  const t = textsFor(input.locale).catalog.meta;
  const origin = input.seo?.origin ?? "";
  // As many of the first names as fit the length search engines show; none when none fit.
  let description = input.description;
  for (let n = Math.min(EXAMPLES, input.list.items.length); n > 0; n--) {
    const names = input.list.items.slice(0, n).map((p) => p.name);
    const text = fill(t.withExamples, { description: input.description, names: names.join(", ") });
    if (text.length <= DESCRIPTION_MAX) {
      description = text;
      break;
    }
  }
  const picture = input.image ?? input.list.items.find((p) => p.image.hash || p.image.url)?.image;
  const image =
    (picture && absoluteUrl(origin, imageSrc(picture, 1200))) ?? input.seo?.shareImage ?? null;
  return seoMeta({
    title:
      input.list.page > 1
        ? fill(t.paged, { title: input.title, page: formatNumber(input.locale, input.list.page) })
        : input.title,
    description: summarize(description, DESCRIPTION_MAX),
    locale: input.locale,
    siteName: siteNameOf(input.seo, input.locale),
    url: canonicalUrl(
      origin,
      input.location.pathname,
      input.filtered ? withoutPage(input.location.search) : input.location.search,
    ),
    image,
    noindex: input.noindex || input.filtered,
  });
}

function withoutPage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  return params.toString();
}
