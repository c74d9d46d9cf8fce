import type { Locale } from "~/i18n/locale";
import { localePath } from "~/i18n/locale";
import { localized } from "~/lib/localized";
import {
  pickSuggestions,
  SUGGESTIONS_PER_TYPE,
  suggestionQuery,
  type Suggestion,
} from "~/lib/search-suggestions";
import { listBrands } from "../catalogue/brands.server";
import { listCategories } from "../catalogue/categories.server";
import { listProductItems } from "../catalogue/products.server";
import type { Db } from "../db/kysely";
import { allNames } from "~/lib/search-text";
import { brandPath } from "~/lib/slug";

/**
 * Brands are matched in memory (the accent-free match has no index on brand names); a shop has
 * dozens of brands, and this bound keeps a request's work fixed even if it had thousands.
 */
const BRAND_SCAN_LIMIT = 500;

/** The header search box's suggestions (rule in app/lib/search-suggestions.ts). */
export async function suggest(db: Db, query: string, locale: Locale): Promise<Suggestion[]> {
  const q = suggestionQuery(query);
  if (!q) return [];
  const [products, brands, categories] = await Promise.all([
    listProductItems(db, { q, perPage: SUGGESTIONS_PER_TYPE, locale }),
    listBrands(db, BRAND_SCAN_LIMIT),
    listCategories(db, locale),
  ]);
  return pickSuggestions(q, {
    product: products.map((p) => ({
      type: "product",
      id: p.id,
      label: localized(p, "name", locale),
      href: localePath(locale, `/produto/${p.id}`),
      names: allNames(p),
    })),
    brand: brands.map((b) => ({
      type: "brand",
      id: b.id,
      label: b.name,
      href: localePath(locale, brandPath(b.slug)),
      names: [b.name],
    })),
    category: categories.map((c) => ({
      type: "category",
      id: c.id,
      label: localized(c, "name", locale),
      href: localePath(locale, `/produtos/${c.id}`),
      names: allNames(c),
    })),
  });
}
