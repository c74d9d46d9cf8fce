import { DEFAULT_LOCALE, LANGUAGES, type Locale } from "~/i18n/languages";
import { contentColumns, localized } from "~/lib/localized";
import type { Db } from "../db/kysely";

/** Each language's collation, from the languages table's Intl locale. */
const collators = Object.fromEntries(
  LANGUAGES.map((l) => [l.code, new Intl.Collator(l.intl, { sensitivity: "base" })]),
) as Record<Locale, Intl.Collator>;

const COLUMNS = ["id", ...contentColumns("name"), "slug", "created_at"] as const;

/**
 * docs/decisions/018-ordering-and-positions.md: categories by name, in the shopper's language.
 * Sorted here rather than in SQL so SQLite and PostgreSQL agree on accented names; there are only a
 * handful.
 */
export async function listCategories(db: Db, locale: Locale = DEFAULT_LOCALE) {
  const rows = await db.selectFrom("category").select(COLUMNS).execute();
  const label = (c: (typeof rows)[number]) => localized(c, "name", locale);
  return rows.sort((a, b) => collators[locale].compare(label(a), label(b)) || a.id - b.id);
}

export async function getCategory(db: Db, id: number) {
  return db.selectFrom("category").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}
