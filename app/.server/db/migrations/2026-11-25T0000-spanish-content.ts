import { sql, type Kysely } from "kysely";

// Frozen once landed. Spanish content: optional `name_es` / `description_es` on
// products, `name_es` on categories, `title_es` on posters; empty means the Portuguese text
// (app/lib/localized.ts). And "Nome (A–Z)" in the page's language: a normalised sort key per
// language other than Portuguese (`sort_name_en`, `sort_name_es`: that language's name, else the
// Portuguese one, as app/lib/search-text.ts normalises it), with one index per list scope, as the
// Portuguese sort has on `search_name` (migration 0200).
//
// What the indexes cost, measured on SQLite with 100,000 products in one category: without them a
// page of that category sorted by the Spanish name took about 100 ms (every row read and sorted,
// growing with the catalogue), with them under 1 ms on page 1 and page 200 alike, as in
// Portuguese. They take 2.9 MB each at that size (23 MB in all, the database file 122 → 145 MB)
// and made inserting 30,000 or 100,000 generated products about a tenth slower, within this
// machine's run-to-run noise (docs/decisions/028-sorts.md). No search column changes here:
// existing rows have no Spanish yet, so their search documents stay as they are.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

// A frozen copy of the app's normalisation at the time of this migration.
const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const SORT_LOCALES = ["en", "es"] as const;
const SCOPES: [string, string][] = [
  ["all", ""],
  ["category", "category_id, "],
  ["brand", "brand_id, "],
  ["offer", "is_special_offer, "],
];

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("product").addColumn("name_es", "text").execute();
  await db.schema.alterTable("product").addColumn("description_es", "text").execute();
  await db.schema.alterTable("category").addColumn("name_es", "text").execute();
  await db.schema.alterTable("poster").addColumn("title_es", "text").execute();
  for (const locale of SORT_LOCALES) {
    await db.schema
      .alterTable("product")
      .addColumn(`sort_name_${locale}`, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }

  // Backfill the sort keys in batches: English from its name when it has one, Spanish from the
  // Portuguese name (there is no Spanish yet). SQLite runs migrations outside a transaction, so
  // each batch is one (one commit, not a thousand); PostgreSQL's migration is one already.
  const inBatch = (work: (trx: Db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  let after = 0;
  for (;;) {
    const rows: { id: number; name: string; name_en: string | null }[] = await db
      .selectFrom("product")
      .select(["id", "name", "name_en"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    await inBatch(async (trx) => {
      for (const r of rows) {
        await trx
          .updateTable("product")
          .set({
            sort_name_en: normalize(r.name_en?.trim() ? r.name_en : r.name),
            sort_name_es: normalize(r.name),
          })
          .where("id", "=", r.id)
          .execute();
      }
    });
    after = rows[rows.length - 1]!.id;
  }

  for (const [scope, prefix] of SCOPES) {
    for (const locale of SORT_LOCALES) {
      await sql`create index ${sql.raw(`product_${scope}_name_${locale}_idx`)} on product (${sql.raw(`${prefix}sort_name_${locale}, id`)})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Db): Promise<void> {
  for (const [scope] of SCOPES) {
    for (const locale of SORT_LOCALES) {
      await db.schema.dropIndex(`product_${scope}_name_${locale}_idx`).ifExists().execute();
    }
  }
  for (const locale of SORT_LOCALES) {
    await db.schema.alterTable("product").dropColumn(`sort_name_${locale}`).execute();
  }
  await db.schema.alterTable("poster").dropColumn("title_es").execute();
  await db.schema.alterTable("category").dropColumn("name_es").execute();
  await db.schema.alterTable("product").dropColumn("description_es").execute();
  await db.schema.alterTable("product").dropColumn("name_es").execute();
}
