import { sql, type Transaction } from "kysely";
import { dbKind } from "../../db/kysely";
import type { Database } from "../../db/schema";
import { summaryOf, variantsByProduct } from "../variant-summary.server";
import { writeVariants } from "../variant-writes.server";
import { writeProductUpdates } from "./apply-updates.server";
import type { ImportPlan, VariantPatch } from "./plan-types";

// The variants of an import, written after its product rows (apply.server.ts), in its
// transaction. A stock or price sheet goes in batches, as the product updates do
// (apply-updates.server.ts): only a product whose variants change as a whole (created, removed,
// reordered, re-keyed, new options) goes through writeVariants, one product at a time, which
// checks every rule of variants again.

type Trx = Transaction<Database>;

const BATCH = 500;

/** The type of each variant column an import patches, for PostgreSQL's record definition. */
const COLUMN_TYPES: Record<string, string> = {
  price_cents: "integer",
  original_price_cents: "integer",
  is_special_offer: "boolean",
  offer_starts_at: "text",
  offer_ends_at: "text",
  stock: "integer",
  updated_at: "text",
};

/** A patch of one variant (`id`), or of the one variant of a product without options. */
type Patch = { key: number; set: VariantPatch["set"] & { updated_at: string } };

/** Patches that set the same columns, together. */
function bySignature(rows: readonly Patch[]): Patch[][] {
  const groups = new Map<string, Patch[]>();
  for (const row of rows) {
    const key = Object.keys(row.set).sort().join(",");
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

async function patchVariants(trx: Trx, by: "id" | "product_id", rows: readonly Patch[]) {
  if (dbKind(trx) !== "postgres") {
    for (const { key, set } of rows) {
      let q = trx.updateTable("variant").set(set).where(by, "=", key);
      if (by === "product_id") q = q.where("combination", "=", "");
      await q.execute();
    }
    return;
  }
  for (const group of bySignature(rows)) {
    const columns = Object.keys(group[0]!.set).sort();
    for (const c of columns) {
      if (!COLUMN_TYPES[c]) throw new Error(`import: no type for variant column ${c}`);
    }
    const record = ["k integer", ...columns.map((c) => `"${c}" ${COLUMN_TYPES[c]}`)].join(", ");
    const assignments = columns.map((c) => `"${c}" = x."${c}"`).join(", ");
    const only = by === "product_id" ? sql` and v.combination = ''` : sql``;
    for (let i = 0; i < group.length; i += BATCH) {
      const json = JSON.stringify(group.slice(i, i + BATCH).map((r) => ({ ...r.set, k: r.key })));
      await sql`update variant as v set ${sql.raw(assignments)}
        from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(record)})
        where v.${sql.raw(by)} = x.k${only}`.execute(trx);
    }
  }
}

/**
 * The product rows' summary of their variants (variant-summary.server.ts's rule), written a batch
 * at a time: summarizeProducts writes a product per statement, which a stock sheet of thousands
 * of products with options would pay in round trips.
 */
async function summarizeBatch(trx: Trx, productIds: readonly number[]): Promise<void> {
  const byProduct = await variantsByProduct(trx, productIds);
  const updates = [...byProduct].flatMap(([id, variants]) => {
    const set = summaryOf(variants);
    return set ? [{ id, set }] : [];
  });
  await writeProductUpdates(trx, updates, { follow: false });
}

/**
 * After galleries were replaced: a variant's own pictures that left its product's gallery are
 * dropped (a variant shows pictures of its product's gallery only), whichever row changed it.
 */
async function dropStalePictures(trx: Trx, productIds: readonly number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += BATCH) {
    const ids = sql.join(productIds.slice(i, i + BATCH).map((id) => sql`${id}`));
    await sql`delete from variant_image
      where variant_id in (select id from variant where product_id in (${ids}))
      and not exists (
        select 1 from variant v join product_image pi on pi.product_id = v.product_id
        where v.id = variant_image.variant_id
        and (pi.image_hash = variant_image.image_hash
          or (pi.image_hash is null and variant_image.image_hash is null
            and pi.image_url = variant_image.image_url)))`.execute(trx);
  }
}

/**
 * Writes the plan's variants: pictures gone from a gallery dropped, the one variant's stock of
 * products without options (`created`: the new products' ids, in the plan's order), the patched
 * variants and their products' summary, then each product whose variants change as a whole.
 */
export async function writePlannedVariants(
  trx: Trx,
  plan: ImportPlan,
  created: readonly number[],
  now: string,
): Promise<void> {
  await dropStalePictures(
    trx,
    plan.updates.flatMap((u) => (u.gallery ? [u.id] : [])),
  );
  const stocks = [
    ...plan.creates.flatMap((c, i) => (c.stock === undefined ? [] : [[created[i]!, c.stock]])),
    ...plan.updates.flatMap((u) => (u.stock === undefined ? [] : [[u.id, u.stock]])),
  ].map(([key, stock]) => ({ key: key!, set: { stock, updated_at: now } }));
  await patchVariants(trx, "product_id", stocks);
  const patched = plan.updates.filter((u) => u.variants?.patches?.length);
  await patchVariants(
    trx,
    "id",
    patched.flatMap((u) =>
      u.variants!.patches!.map((p) => ({ key: p.id, set: { ...p.set, updated_at: now } })),
    ),
  );
  for (let i = 0; i < patched.length; i += BATCH) {
    await summarizeBatch(
      trx,
      patched.slice(i, i + BATCH).map((u) => u.id),
    );
  }
  for (const [i, c] of plan.creates.entries()) {
    if (c.variants?.write) await writeVariants(trx, created[i]!, c.variants.write);
  }
  for (const u of plan.updates) {
    if (u.variants?.write) await writeVariants(trx, u.id, u.variants.write);
  }
}

/** How many variants a plan creates, changes and removes (the audit entry's detail). */
export function variantCounts(plan: ImportPlan) {
  const counts = { variantsCreated: 0, variantsUpdated: 0, variantsRemoved: 0 };
  for (const p of [...plan.creates, ...plan.updates]) {
    for (const n of p.variants?.notes ?? []) {
      if (n.action === "create") counts.variantsCreated++;
      else if (n.action === "update") counts.variantsUpdated++;
      else counts.variantsRemoved++;
    }
  }
  return counts;
}
