import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/kysely";

const collators: Record<Locale, Intl.Collator> = {
  pt: new Intl.Collator("pt-BR", { sensitivity: "base" }),
  en: new Intl.Collator("en", { sensitivity: "base" }),
};

/**
 * docs/decisions/018-ordering-and-positions.md: categories by name, in the shopper's language.
 * Sorted here rather than in SQL so SQLite and PostgreSQL agree on accented names; there are only a
 * handful.
 */
export async function listCategories(db: Db, locale: Locale = "pt") {
  const rows = await db
    .selectFrom("category")
    .select(["id", "name", "name_en", "slug", "created_at"])
    .execute();
  const label = (c: (typeof rows)[number]) => (locale === "pt" ? c.name : c.name_en);
  return rows.sort((a, b) => collators[locale].compare(label(a), label(b)) || a.id - b.id);
}

export async function getCategory(db: Db, id: number) {
  return db
    .selectFrom("category")
    .select(["id", "name", "name_en", "slug", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}
