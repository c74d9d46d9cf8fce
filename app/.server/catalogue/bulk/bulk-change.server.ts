import { changeByPercent, changeOriginalByPercent, offerPrices } from "~/lib/bulk-price";
import type { BulkAction } from "~/lib/bulk-schemas";
import { LIMITS } from "~/lib/catalogue-schemas";
import { discountBasisPoints } from "~/lib/search-text";
import { recordAudit } from "../../audit/audit.server";
import type { Db } from "../../db/kysely";
import type { Product, ProductImage, ProductUpdate } from "../../db/schema";
import { addVocabulary, productSearchDoc, specSearchTexts } from "../../search/index.server";
import { writeProductUpdates, type ProductRowUpdate } from "../import/apply-updates.server";
import type { ProductAttributeRow } from "../attribute-writes-products.server";
import { readAttributeRows, setBulkAttribute } from "./bulk-attribute.server";
import { bumpCatalogueVersion } from "../version.server";
import { bulkTargetIds, type BulkTarget } from "./bulk-target.server";
import { BulkRefusal } from "./bulk-refusal.server";
import { applyToVariants, type VariantBefore } from "./bulk-variants.server";
import { readDeletedVariants, type DeletedVariants } from "./bulk-delete-variants.server";

// Bulk edits of the admin product table
// (docs/decisions/049-bulk-edits-and-product-table.md): one transaction per change that bumps the
// catalogue version once, keeps the search columns in step, writes one audit entry, and stores
// every product's values before and after in bulk_change for Undo (bulk-undo.server.ts).

export { BulkRefusal };
export { bulkTargetIds, countBulkTarget, type BulkTarget } from "./bulk-target.server";

/** Who is writing: the administrator's user id (audit log, bulk_change.user_id). */
type Actor = string | null;

/**
 * What bulk_change.before_values holds: full rows, and for a delete their galleries; the
 * specifications' rows a delete or a "set" of one replaced (absent in older records).
 */
export interface BulkBefore {
  products: Product[];
  images: ProductImage[];
  attributes?: ProductAttributeRow[];
  /** The variants of products with options a price, offer or stock action changed. */
  variants?: VariantBefore[];
  /** A delete's products' options and variants, as rows (absent in older records). */
  deletedVariants?: DeletedVariants;
}

/** What bulk_change.after_values holds: each product's changed columns (none for a delete). */
export type BulkAfter = ProductRowUpdate[];

const CHUNK = 500;

/** The brand's name when the action sets one (checked to exist), and the category checked. */
async function checkReferences(db: Db, action: BulkAction): Promise<string | undefined> {
  if (action.kind === "set_brand") {
    const brand = await db
      .selectFrom("brand")
      .select("name")
      .where("id", "=", action.brandId)
      .executeTakeFirst();
    if (!brand) throw new BulkRefusal("unknownBrand");
    return brand.name;
  }
  if (action.kind === "set_category") {
    const category = await db
      .selectFrom("category")
      .select("id")
      .where("id", "=", action.categoryId)
      .executeTakeFirst();
    if (!category) throw new BulkRefusal("unknownCategory");
  }
  return undefined;
}

/** The prices and offer columns after a price or offer action, discount_bp kept in step. */
function priced(p: Product, price: number, original: number | null, offer: boolean): ProductUpdate {
  if (price > LIMITS.priceCents || (original ?? 0) > LIMITS.priceCents) {
    throw new BulkRefusal("priceTooHigh");
  }
  const set: ProductUpdate = {};
  if (price !== p.price_cents) set.price_cents = price;
  if (original !== p.original_price_cents) set.original_price_cents = original;
  if (offer !== Boolean(p.is_special_offer)) set.is_special_offer = offer;
  const discount = discountBasisPoints(price, original, offer);
  if (discount !== p.discount_bp) set.discount_bp = discount;
  return set;
}

/**
 * One product's changed columns under an action. Rules (decision 049): a percentage changes the
 * price and an offer's original price by the same factor (bulk-price.ts rounding); "set price"
 * keeps an offer's original price while it stays above the new price, else drops it; marking an
 * offer makes the price before it the original price; unmarking one clears the original price.
 */
export function bulkChangeOf(
  p: Product,
  action: BulkAction,
  brandName?: string,
  specs = "",
): ProductUpdate {
  const offer = Boolean(p.is_special_offer);
  switch (action.kind) {
    case "set_price": {
      const original =
        p.original_price_cents != null && p.original_price_cents > action.price
          ? p.original_price_cents
          : null;
      return priced(p, action.price, offer ? original : p.original_price_cents, offer);
    }
    case "change_price": {
      const price = changeByPercent(p.price_cents, action.percent);
      const original = offer
        ? changeOriginalByPercent(p.original_price_cents, price, action.percent)
        : p.original_price_cents;
      return priced(p, price, original, offer);
    }
    case "offer_on": {
      const next = offerPrices(
        { priceCents: p.price_cents, originalCents: p.original_price_cents, isOffer: offer },
        action.percent,
      );
      // The offer's window as given (decision 066): none given, it runs from now, open-ended.
      const set = priced(p, next.priceCents, next.originalCents, true);
      const [starts, ends] = [action.startsAt ?? null, action.endsAt ?? null];
      if (starts !== p.offer_starts_at) set.offer_starts_at = starts;
      if (ends !== p.offer_ends_at) set.offer_ends_at = ends;
      return set;
    }
    case "offer_off":
      return priced(p, p.price_cents, null, false);
    case "set_category":
      return action.categoryId === p.category_id ? {} : { category_id: action.categoryId };
    case "set_brand":
      if (action.brandId === p.brand_id) return {};
      // The brand is part of the search document: re-indexed in the same write, with the
      // product's specifications' text (`specs`).
      return {
        brand_id: action.brandId,
        search_doc: productSearchDoc({ ...p, brandName: brandName! }, specs),
      };
    case "in_stock":
    case "out_of_stock": {
      const inStock = action.kind === "in_stock";
      return inStock === Boolean(p.in_stock) ? {} : { in_stock: inStock };
    }
    // A specification's value is a row of its own (bulk-attribute.server.ts): no column changes.
    case "set_attribute":
    case "delete":
      return {};
  }
}

async function readRows(db: Db, ids: readonly number[]): Promise<Product[]> {
  const rows: Product[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom("product")
        .selectAll()
        .where("id", "in", ids.slice(i, i + CHUNK))
        .orderBy("id")
        .execute()),
    );
  }
  return rows;
}

async function readImages(db: Db, ids: readonly number[]): Promise<ProductImage[]> {
  const rows: ProductImage[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom("product_image")
        .selectAll()
        .where("product_id", "in", ids.slice(i, i + CHUNK))
        .orderBy("product_id")
        .orderBy("position")
        .execute()),
    );
  }
  return rows;
}

/** The columns of the audit entry: each product's changed values before and after. */
function auditValues(before: Product[], after: BulkAfter) {
  const byId = new Map(before.map((p) => [p.id, p]));
  return after.map(({ id, set }) => {
    const old = byId.get(id)! as unknown as Record<string, unknown>;
    const keys = Object.keys(set).filter((k) => k !== "updated_at" && k !== "search_doc");
    return {
      id,
      before: Object.fromEntries(keys.map((k) => [k, old[k]])),
      after: Object.fromEntries(keys.map((k) => [k, (set as Record<string, unknown>)[k]])),
    };
  });
}

/**
 * Applies a bulk action to its products in one transaction and records it for Undo. Every product
 * of the target is recorded (its updated_at is set even when the action leaves its values as they
 * were), so Undo can tell whether any of them changed since. Returns the change's id and count.
 */
export async function applyBulkChange(
  db: Db,
  target: BulkTarget,
  action: BulkAction,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ changeId: number; count: number }> {
  const brandName = await checkReferences(db, action);
  const ids = await bulkTargetIds(db, target);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // First, as in every catalogue write: the version row's lock orders concurrent writers.
    await bumpCatalogueVersion(trx);
    const products = await readRows(trx, ids);
    if (products.length === 0) throw new BulkRefusal("noSelection");
    let images: ProductImage[] = [];
    let attributes: ProductAttributeRow[] | undefined;
    let after: BulkAfter = [];
    let variants: VariantBefore[] = [];
    let deletedVariants: DeletedVariants | undefined;
    if (action.kind === "delete") {
      images = await readImages(trx, ids);
      attributes = await readAttributeRows(trx, ids);
      deletedVariants = await readDeletedVariants(trx, ids);
      for (let i = 0; i < ids.length; i += CHUNK) {
        // The gallery rows go with their product (on delete cascade); both are kept in before.
        await trx
          .deleteFrom("product")
          .where("id", "in", ids.slice(i, i + CHUNK))
          .execute();
      }
    } else {
      const specs = action.kind === "set_brand" ? await specSearchTexts(trx, ids) : undefined;
      // Products with options: the action applies to each variant, the row takes their summary.
      const onVariants = await applyToVariants(
        trx,
        products,
        action,
        (p) => bulkChangeOf(p, action),
        at,
      );
      variants = onVariants.before;
      after = products.map((p) => ({
        id: p.id,
        set: {
          ...(onVariants.summaries.get(p.id) ??
            bulkChangeOf(p, action, brandName, specs?.get(p.id))),
          updated_at: at,
        },
      }));
      await writeProductUpdates(trx, after);
      if (brandName) await addVocabulary(trx, [brandName]);
      if (action.kind === "set_attribute") attributes = await setBulkAttribute(trx, ids, action);
    }
    const before: BulkBefore = {
      products,
      images,
      ...(attributes ? { attributes } : {}),
      ...(variants.length > 0 ? { variants } : {}),
      ...(deletedVariants ? { deletedVariants } : {}),
    };
    const { id: changeId } = await trx
      .insertInto("bulk_change")
      .values({
        user_id: actor,
        kind: action.kind,
        params: JSON.stringify(action),
        product_count: products.length,
        before_values: JSON.stringify(before),
        after_values: JSON.stringify(after),
        created_at: at,
        undone_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      // One entry for the whole change; the dashboard names it by its entity (bulk_change).
      action: "update",
      entity: "bulk_change",
      entityId: changeId,
      detail: JSON.stringify({
        ...action,
        count: products.length,
        products:
          action.kind === "delete"
            ? products.map((p) => ({ id: p.id, sku: p.sku, name: p.name }))
            : auditValues(products, after),
      }),
    });
    return { changeId, count: products.length };
  });
}
