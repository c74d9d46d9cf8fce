import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. Search for a catalogue at scale: a normalised search document per
// product, a vocabulary for typo tolerance, the dialect's substring index (SQLite FTS5 trigram
// kept in step by triggers; PostgreSQL pg_trgm GIN), and an index per list and sort order.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

// A frozen copy of the app's normalisation at the time of this migration.
const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
const words = (text: string) => text.split(/[^\p{L}]+/u).filter((w) => w.length >= 5);

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable("product")
    .addColumn("search_doc", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("product")
    .addColumn("discount_bp", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update product set discount_bp = case when original_price_cents > price_cents and original_price_cents > 0 then ((original_price_cents - price_cents) * 10000) / original_price_cents else 0 end`.execute(
    db,
  );

  await db.schema
    .createTable("search_word")
    .addColumn("word", "text", (c) => c.primaryKey())
    .addColumn("length", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("search_word_length_idx")
    .on("search_word")
    .columns(["length", "word"])
    .execute();

  // Backfill the search document and the vocabulary in batches.
  let after = 0;
  for (;;) {
    const rows: {
      id: number;
      name: string;
      name_en: string | null;
      description: string;
      description_en: string | null;
      brand_name: string;
    }[] = await db
      .selectFrom("product as p")
      .innerJoin("brand as b", "b.id", "p.brand_id")
      .select([
        "p.id",
        "p.name",
        "p.name_en",
        "p.description",
        "p.description_en",
        "b.name as brand_name",
      ])
      .where("p.id", ">", after)
      .orderBy("p.id")
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    const vocabulary = new Set<string>();
    for (const r of rows) {
      const doc = normalize(
        [r.name, r.name_en, r.brand_name, r.description, r.description_en]
          .filter(Boolean)
          .join(" "),
      );
      await db.updateTable("product").set({ search_doc: doc }).where("id", "=", r.id).execute();
      for (const w of words(normalize(`${r.name} ${r.name_en ?? ""} ${r.brand_name}`)))
        vocabulary.add(w);
    }
    const list = [...vocabulary];
    for (let i = 0; i < list.length; i += 200) {
      await db
        .insertInto("search_word")
        .values(list.slice(i, i + 200).map((word) => ({ word, length: word.length })))
        .onConflict((oc) => oc.column("word").doNothing())
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }

  if (pg) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index product_search_name_trgm on product using gin (search_name gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index product_search_doc_trgm on product using gin (search_doc gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index product_search_name_prefix on product (search_name text_pattern_ops, id)`.execute(
      db,
    );
    await sql`create index search_word_trgm on search_word using gin (word gin_trgm_ops)`.execute(
      db,
    );
  } else {
    await sql`create virtual table product_fts using fts5(search_name, search_doc, content='product', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger product_fts_ai after insert on product begin
      insert into product_fts(rowid, search_name, search_doc) values (new.id, new.search_name, new.search_doc);
    end`.execute(db);
    await sql`create trigger product_fts_ad after delete on product begin
      insert into product_fts(product_fts, rowid, search_name, search_doc) values ('delete', old.id, old.search_name, old.search_doc);
    end`.execute(db);
    await sql`create trigger product_fts_au after update of search_name, search_doc on product begin
      insert into product_fts(product_fts, rowid, search_name, search_doc) values ('delete', old.id, old.search_name, old.search_doc);
      insert into product_fts(rowid, search_name, search_doc) values (new.id, new.search_name, new.search_doc);
    end`.execute(db);
    await sql`insert into product_fts(product_fts) values ('rebuild')`.execute(db);
    await sql`create index product_search_name_prefix on product (search_name, id)`.execute(db);
  }

  // One index per list and sort order, so page 200 walks an index like page 1 does.
  // Relevance is in_stock desc, position, id; the others as named.
  const scopes: [string, string][] = [
    ["all", ""],
    ["category", "category_id, "],
    ["brand", "brand_id, "],
    ["offer", "is_special_offer, "],
  ];
  const orders: [string, string][] = [
    ["relevance", "in_stock desc, position, id"],
    ["price", "price_cents, id"], // read backwards for the highest price first
    ["discount", "discount_bp desc, position, id"],
    ["name", "search_name, id"],
  ];
  for (const [scope, prefix] of scopes) {
    for (const [order, columns] of orders) {
      await sql`create index ${sql.raw(`product_${scope}_${order}_idx`)} on product (${sql.raw(prefix + columns)})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) {
    for (const t of ["product_fts_ai", "product_fts_ad", "product_fts_au"])
      await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
    await sql`drop table if exists product_fts`.execute(db);
  }
  await db.schema.dropTable("search_word").execute();
  for (const scope of ["all", "category", "brand", "offer"]) {
    for (const order of ["relevance", "price", "discount", "name"]) {
      await db.schema.dropIndex(`product_${scope}_${order}_idx`).ifExists().execute();
    }
  }
  await db.schema.dropIndex("product_search_name_prefix").ifExists().execute();
  await db.schema.alterTable("product").dropColumn("discount_bp").execute();
  await db.schema.alterTable("product").dropColumn("search_doc").execute();
}
