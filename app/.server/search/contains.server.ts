import { sql, type RawBuilder } from "kysely";
import { dbKind, type Db } from "../db/kysely";

/** One query word and the vocabulary words one typo away from it. */
export type TokenGroup = string[];

function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** FTS5 phrase: double quotes doubled inside. */
const phrase = (w: string) => `"${w.replace(/"/g, '""')}"`;

/**
 * The dialect's substring condition: every group matched in the column, any word of a group.
 * SQLite: the FTS5 trigram index (words of 3+ characters), LIKE for shorter ones; PostgreSQL:
 * LIKE, served by the pg_trgm GIN index.
 */
export function containsAll(
  db: Db,
  column: "search_name" | "search_doc",
  groups: TokenGroup[],
): RawBuilder<boolean> {
  const col = sql.ref(`p.${column}`);
  const likeGroup = (g: TokenGroup) =>
    sql`(${sql.join(
      g.map((w) => sql`${col} like ${likeContains(w)} escape '\\'`),
      sql` or `,
    )})`;
  if (dbKind(db) === "postgres")
    return sql<boolean>`(${sql.join(groups.map(likeGroup), sql` and `)})`;
  const indexed = groups.filter((g) => g.every((w) => [...w].length >= 3));
  const short = groups.filter((g) => !indexed.includes(g));
  const parts: RawBuilder<unknown>[] = [];
  if (indexed.length > 0) {
    const match = indexed.map((g) => `(${g.map(phrase).join(" OR ")})`).join(" AND ");
    parts.push(
      sql`p.id in (select rowid from product_fts where product_fts match ${`${column} : (${match})`})`,
    );
  }
  for (const g of short) parts.push(likeGroup(g));
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Names beginning with the text: an index range on SQLite, LIKE 'x%' (text_pattern_ops) on PostgreSQL. */
export function namePrefix(db: Db, text: string): RawBuilder<boolean> {
  if (dbKind(db) === "postgres") {
    return sql<boolean>`p.search_name like ${`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
  }
  return sql<boolean>`(p.search_name >= ${text} and p.search_name < ${`${text}\uffff`})`;
}
