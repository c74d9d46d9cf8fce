import { sql, type Kysely, type Transaction } from "kysely";
import { liveOffer, nextChange } from "~/lib/offer-window";
import { discountBasisPoints } from "~/lib/search-text";
import { productInStock } from "~/lib/stock";
import type { Database, ProductUpdate } from "../db/schema";
import { writeProductRows } from "./product-rows.server";

// The product row's summary of its variants (docs/decisions/065-product-variants.md): every list,
// sort, index, feed and API field that reads a product reads these columns, so they are written
// in the same transaction as every variant write, by the two functions here.

/** A transaction, or a database handle the caller runs inside one. */
type Trx = Transaction<Database> | Kysely<Database>;

interface VariantRow {
  id: number;
  product_id: number;
  sku: string | null;
  combination: string;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean | number;
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  stock: number | null;
  position: number;
}

/** Each product's variants, in order: one query. */
export async function variantsByProduct(trx: Trx, productIds: readonly number[]) {
  const out = new Map<number, VariantRow[]>();
  if (productIds.length === 0) return out;
  const rows = await trx
    .selectFrom("variant")
    .select([
      "id",
      "product_id",
      "sku",
      "combination",
      "price_cents",
      "original_price_cents",
      "is_special_offer",
      "offer_starts_at",
      "offer_ends_at",
      "stock",
      "position",
    ])
    .where("product_id", "in", productIds)
    .orderBy("product_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  for (const r of rows) {
    const list = out.get(r.product_id) ?? [];
    list.push(r);
    out.set(r.product_id, list);
  }
  return out;
}

/** A variant as the summary reads it; a window not given is open (no window). */
type SummaryInput = Omit<VariantRow, "id" | "product_id" | "offer_starts_at" | "offer_ends_at"> &
  Partial<Pick<VariantRow, "offer_starts_at" | "offer_ends_at">>;

/**
 * Rule: the product's summary of its variants. Its price and offer as set are those of its
 * lowest-priced variant (the first in order on a tie), its SKU the first variant's, and it is in
 * stock when any variant is. What a shopper sees now (`live_*`, the discount) is the same rule
 * over each variant's live offer at `now` (an offer outside its window is no offer:
 * app/lib/offer-window.ts); `next_change_at` is when one of the variants' windows next opens or
 * closes.
 */
export function summaryOf(variants: readonly SummaryInput[], now: number = Date.now()) {
  const first = variants[0];
  if (!first) return undefined;
  let cheapest = first;
  for (const v of variants) if (v.price_cents < cheapest.price_cents) cheapest = v;
  const offerOf = (v: SummaryInput) =>
    liveOffer(
      { ...v, offer_starts_at: v.offer_starts_at ?? null, offer_ends_at: v.offer_ends_at ?? null },
      now,
    );
  let live = offerOf(first);
  for (const v of variants) {
    const l = offerOf(v);
    if (l.price_cents < live.price_cents) live = l;
  }
  const next = nextChange(
    variants
      .filter((v) => v.is_special_offer)
      .map((v) => ({ starts_at: v.offer_starts_at ?? null, ends_at: v.offer_ends_at ?? null })),
    now,
  );
  return {
    sku: first.sku,
    price_cents: cheapest.price_cents,
    original_price_cents: cheapest.original_price_cents,
    is_special_offer: Boolean(cheapest.is_special_offer),
    offer_starts_at: cheapest.offer_starts_at ?? null,
    offer_ends_at: cheapest.offer_ends_at ?? null,
    in_stock: productInStock(variants.map((v) => v.stock)),
    live_price_cents: live.price_cents,
    live_original_price_cents: live.original_price_cents,
    live_offer: live.is_special_offer,
    live_offer_ends_at: live.offer_ends_at,
    discount_bp: discountBasisPoints(
      live.price_cents,
      live.original_price_cents,
      live.is_special_offer,
    ),
    next_change_at: next === undefined ? null : new Date(next).toISOString(),
  } satisfies ProductUpdate;
}

/** Writes each product's summary from its variants (after a variant write), in batches. */
export async function summarizeProducts(
  trx: Trx,
  productIds: readonly number[],
  now: number = Date.now(),
): Promise<void> {
  const byProduct = await variantsByProduct(trx, productIds);
  const rows = [...byProduct].flatMap(([id, variants]) => {
    const set = summaryOf(variants, now);
    return set ? [{ id, set }] : [];
  });
  await writeProductRows(trx, rows);
}

/**
 * After a write that set products' columns the way it did before variants (the product form, the
 * spreadsheet, bulk edits and their undo, the seed): the variants follow the product row. A
 * product without a variant gets its one; the one variant of a product without options takes the
 * row's SKU, prices and offer, and its stock follows the row's "in stock" tick (stockFromInStock).
 * A product with options keeps its variants' own values unless the row now says otherwise: a price
 * or an offer set on the product sets every variant's, and "in stock" unticked sells every variant
 * out. The summary is then written back, so the row and its variants agree.
 */
export async function variantsFollowProducts(
  trx: Trx,
  productIds: readonly number[],
): Promise<void> {
  for (let i = 0; i < productIds.length; i += CHUNK) {
    await followChunk(trx, productIds.slice(i, i + CHUNK));
  }
}

/** Statements per chunk of ids, not per product: a spreadsheet of 50,000 rows goes through here. */
const CHUNK = 500;

async function followChunk(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date().toISOString();
  const list = sql.join(ids.map((id) => sql`${id}`));
  // A product without a variant (just inserted) gets its one.
  await sql`insert into variant (product_id, sku, combination, price_cents, original_price_cents,
      is_special_offer, offer_starts_at, offer_ends_at, stock, position, created_at, updated_at)
    select p.id, p.sku, '', p.price_cents, p.original_price_cents, p.is_special_offer,
      p.offer_starts_at, p.offer_ends_at, case when p.in_stock then null else 0 end, 1, p.created_at, ${now}
    from product p
    where p.id in (${list}) and not exists (select 1 from variant v where v.product_id = p.id)
    order by p.id`.execute(trx);
  // The one variant of a product without options: the row's values. SKUs may move between
  // products in one write (a spreadsheet that swaps two), so they are cleared first.
  await sql`update variant set sku = null
    where product_id in (${list}) and combination = ''`.execute(trx);
  await sql`update variant set sku = p.sku, price_cents = p.price_cents,
      original_price_cents = p.original_price_cents, is_special_offer = p.is_special_offer,
      offer_starts_at = p.offer_starts_at, offer_ends_at = p.offer_ends_at,
      stock = case when not p.in_stock then 0 when variant.stock > 0 then variant.stock else null end,
      updated_at = ${now}
    from product p
    where p.id = variant.product_id and variant.combination = '' and p.id in (${list})`.execute(
    trx,
  );
  // Products with options: the rare case, one at a time.
  const withOptions = await trx
    .selectFrom("product as p")
    .select([
      "p.id",
      "p.price_cents",
      "p.original_price_cents",
      "p.is_special_offer",
      "p.offer_starts_at",
      "p.offer_ends_at",
      "p.in_stock",
    ])
    .where("p.id", "in", ids)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("variant as v")
          .select("v.id")
          .whereRef("v.product_id", "=", "p.id")
          .where("v.combination", "<>", ""),
      ),
    )
    .execute();
  const byProduct = await variantsByProduct(
    trx,
    withOptions.map((p) => p.id),
  );
  for (const p of withOptions) {
    const summary = summaryOf(byProduct.get(p.id) ?? []);
    if (!summary) continue;
    const prices = {
      price_cents: p.price_cents,
      original_price_cents: p.original_price_cents,
      is_special_offer: Boolean(p.is_special_offer),
      offer_starts_at: p.offer_starts_at,
      offer_ends_at: p.offer_ends_at,
    };
    if (
      summary.price_cents !== prices.price_cents ||
      summary.original_price_cents !== prices.original_price_cents ||
      summary.is_special_offer !== prices.is_special_offer ||
      summary.offer_starts_at !== prices.offer_starts_at ||
      summary.offer_ends_at !== prices.offer_ends_at
    ) {
      await trx
        .updateTable("variant")
        .set({ ...prices, updated_at: now })
        .where("product_id", "=", p.id)
        .execute();
    }
    const inStock = Boolean(p.in_stock);
    if (inStock !== summary.in_stock) {
      // Unticked: every variant sold out. Ticked while all were sold out: back to "not tracked".
      let q = trx
        .updateTable("variant")
        .set({ stock: inStock ? null : 0, updated_at: now })
        .where("product_id", "=", p.id);
      if (inStock) q = q.where("stock", "=", 0);
      await q.execute();
    }
  }
  // Every product of the chunk: its row's live columns (and, with options, its summary).
  await summarizeProducts(trx, ids);
}
