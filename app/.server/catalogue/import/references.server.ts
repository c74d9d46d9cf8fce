import {
  REQUIRED_CATEGORY_NAME_LOCALES,
  contentColumns,
  perLanguage,
  perLanguageIn,
} from "~/lib/localized";
import { normalizeSearch } from "~/lib/search-text";
import { brandSlug, categorySlug, isReservedSlug } from "~/lib/slug";
import { parseId } from "~/lib/id";
import type { CatalogueBase } from "./snapshot.server";
import type { RowErrorCode } from "./types";

// A product names its brand and category by text in a spreadsheet. These resolvers find the one
// the text means (exactly, by slug, or accent- and case-insensitively) or, when the import may
// create them, the new one it would create: one per distinct name, however often rows repeat it.

/** An existing row (its id), or the n-th new one this import would create. */
export type Ref = { id: number; name: string } | { newIndex: number; name: string };
export type Resolved = { ok: true; ref: Ref } | { ok: false; code: RowErrorCode };

export interface NewBrand {
  name: string;
  slug: string;
}

/**
 * A new category's names in the other languages: none, except where the column is required
 * (English, app/lib/localized.ts), which takes the name as the file wrote it.
 */
function categoryTranslations(name: string) {
  return {
    ...perLanguage("name", () => null),
    ...perLanguageIn("name", REQUIRED_CATEGORY_NAME_LOCALES, () => name),
  };
}

export interface NewCategory {
  name: string;
  slug: string;
  translations: ReturnType<typeof categoryTranslations>;
}

function groupBy<T>(items: readonly T[], keys: (item: T) => string[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    for (const key of new Set(keys(item))) {
      const list = map.get(key);
      if (list) list.push(item);
      else map.set(key, [item]);
    }
  }
  return map;
}

/** Brands by the text a row gives: exact name, then slug, then the same name without case/accents. */
export function brandResolver(snapshot: CatalogueBase, createMissing: boolean) {
  const exact = new Map(snapshot.brands.map((b) => [b.name, b]));
  const bySlug = new Map(snapshot.brands.map((b) => [b.slug, b]));
  const loose = groupBy(snapshot.brands, (b) => [normalizeSearch(b.name)]);
  const created: NewBrand[] = [];
  const createdBySlug = new Map<string, number>();
  return {
    created,
    resolve(text: string): Resolved {
      const slug = brandSlug(text);
      const found = exact.get(text) ?? bySlug.get(slug);
      if (found) return { ok: true, ref: { id: found.id, name: found.name } };
      const similar = loose.get(normalizeSearch(text)) ?? [];
      if (similar.length > 1) return { ok: false, code: "ambiguousBrand" };
      if (similar[0]) return { ok: true, ref: { id: similar[0].id, name: similar[0].name } };
      if (!createMissing) return { ok: false, code: "unknownBrand" };
      if (isReservedSlug(slug)) return { ok: false, code: "reservedBrandName" };
      let index = createdBySlug.get(slug);
      if (index === undefined) {
        index = created.push({ name: text, slug }) - 1;
        createdBySlug.set(slug, index);
      }
      return { ok: true, ref: { newIndex: index, name: created[index]!.name } };
    },
  };
}

/**
 * Categories by the text a row gives: a number is an id; else the slug, or a name in any language
 * without case or accents (the Portuguese name first when two categories share a name).
 */
export function categoryResolver(snapshot: CatalogueBase, createMissing: boolean) {
  const byId = new Map(snapshot.categories.map((c) => [c.id, c]));
  const bySlug = new Map(snapshot.categories.map((c) => [c.slug, c]));
  const byDefaultName = groupBy(snapshot.categories, (c) => [normalizeSearch(c.name)]);
  const byAnyName = groupBy(snapshot.categories, (c) =>
    contentColumns("name").flatMap((col) => (c[col] ? [normalizeSearch(c[col])] : [])),
  );
  const slugs = new Set(snapshot.categories.map((c) => c.slug));
  const created: NewCategory[] = [];
  const createdByName = new Map<string, number>();
  return {
    created,
    resolve(text: string): Resolved {
      if (/^\d+$/.test(text)) {
        const c = byId.get(parseId(text) ?? 0);
        return c
          ? { ok: true, ref: { id: c.id, name: c.name } }
          : { ok: false, code: "unknownCategory" };
      }
      const key = normalizeSearch(text);
      const matches = bySlug.get(text)
        ? [bySlug.get(text)!]
        : (byDefaultName.get(key) ?? byAnyName.get(key) ?? []);
      if (matches.length > 1) return { ok: false, code: "ambiguousCategory" };
      if (matches[0]) return { ok: true, ref: { id: matches[0].id, name: matches[0].name } };
      if (!createMissing) return { ok: false, code: "unknownCategory" };
      let index = createdByName.get(key);
      if (index === undefined) {
        let slug = categorySlug(text);
        for (let n = 2; slugs.has(slug); n++) slug = `${categorySlug(text)}-${n}`;
        slugs.add(slug);
        index = created.push({ name: text, slug, translations: categoryTranslations(text) }) - 1;
        createdByName.set(key, index);
      }
      return { ok: true, ref: { newIndex: index, name: created[index]!.name } };
    },
  };
}
