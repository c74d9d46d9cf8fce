import type { MetaDescriptor } from "react-router";
import { LANGUAGES, language, type Locale } from "~/i18n/languages";

/** What every public page tells search engines and link previews about itself. */
export interface PageSeo {
  title: string;
  description: string;
  locale: Locale;
  /** The store's name (og:site_name). */
  siteName: string;
  /** The page's absolute canonical URL; null for pages that must not be indexed. */
  url: string | null;
  /** An absolute URL of the page's picture: the product, a poster, a brand logo. */
  image?: string | null;
  type?: "website" | "product";
  noindex?: boolean;
}

/** The page-level data the store layout's loader hands its pages' meta functions. */
export interface StoreSeoContext {
  origin: string;
  siteName: string;
  /** The first active poster, absolute: the picture of pages that have none of their own. */
  shareImage: string | null;
}

/** Query parameters that make a different page; sorting and tracking parameters do not. */
const CANONICAL_PARAMS = ["q", "page"] as const;

/** The canonical URL of a store page on the public origin: its path, its search words and page. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value == null || value === "") continue;
    if (name === "page" && (!/^\d+$/.test(value) || Number(value) <= 1)) continue;
    kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}

/** An app path ("/media/…") or an https URL, made absolute on the public origin. */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** Text shortened at a word boundary to `max` characters, whitespace collapsed. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/**
 * Title, description, canonical link, robots, Open Graph and Twitter card tags of a page, as
 * React Router meta descriptors.
 */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const image = page.image ?? null;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page.url ? [{ tagName: "link", rel: "canonical", href: page.url }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: page.siteName },
    // The page's Open Graph locale (pt_BR, en_US, es_PY) and every other language's.
    { property: "og:locale", content: language(page.locale).og },
    ...LANGUAGES.filter((l) => l.code !== page.locale).map((l) => ({
      property: "og:locale:alternate",
      content: l.og,
    })),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    ...(page.url ? [{ property: "og:url", content: page.url }] : []),
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: page.title },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
}

/** The descriptors of a page that is not there (404): its title and no indexing. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}
