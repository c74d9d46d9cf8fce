import { type Kysely, sql } from "kysely";

// Frozen once landed. The "biggest discount" order counts only offers (app/lib/search-text.ts
// discountBasisPoints): a product that is no longer an offer but kept its original price had a
// discount no card showed, and sorted among the offers.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // A boolean column is 0/1 on SQLite and boolean on PostgreSQL; `not` reads both.
  await sql`update product set discount_bp = 0 where not is_special_offer`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`update product set discount_bp = case when original_price_cents > price_cents and original_price_cents > 0 then ((original_price_cents - price_cents) * 10000) / original_price_cents else 0 end`.execute(
    db,
  );
}
