import type { Transaction } from "kysely";
import { mediaHashOf } from "~/lib/media-url";
import { windowInOrder } from "~/lib/offer-window";
import type { ProductVariantsInput, VariantPatch } from "~/lib/variant-schemas";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import { afterAttributeChange } from "./attribute-writes-products.server";
import { ServiceError } from "./errors.server";
import { summarizeProducts } from "./variant-summary.server";
import { bumpCatalogueVersion } from "./version.server";

// A product's options and variants as the API and the back office write them
// (docs/decisions/065-product-variants.md). Everything is checked in the write's own transaction,
// after the catalogue version's lock, so what it checks is what it writes.

type Trx = Transaction<Database>;

interface OptionDef {
  id: number;
  code: string;
  values: Map<string, number>;
}

/**
 * Rule: a product's options are 0–3 distinct choice attributes of its category (the category's
 * own vocabulary and its translated values).
 */
async function optionDefs(trx: Trx, categoryId: number | null, codes: string[]) {
  if (new Set(codes).size !== codes.length) throw new ServiceError("invalidOption", "options");
  if (codes.length === 0) return [];
  const rows =
    categoryId == null
      ? []
      : await trx
          .selectFrom("attribute as a")
          .innerJoin("category_attribute as ca", "ca.attribute_id", "a.id")
          .select(["a.id", "a.code"])
          .where("ca.category_id", "=", categoryId)
          .where("a.type", "=", "choice")
          .where("a.code", "in", codes)
          .execute();
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  const defs: OptionDef[] = codes.map((code, i) => {
    const id = byCode.get(code);
    if (id === undefined) throw new ServiceError("invalidOption", `options.${i}`);
    return { id, code, values: new Map() };
  });
  const values = await trx
    .selectFrom("attribute_value")
    .select(["id", "attribute_id", "code"])
    .where(
      "attribute_id",
      "in",
      defs.map((d) => d.id),
    )
    .execute();
  for (const v of values) defs.find((d) => d.id === v.attribute_id)?.values.set(v.code, v.id);
  return defs;
}

/** The key of a product gallery picture: its media hash, else its URL. */
const pictureKey = (hash: string | null, url: string | null) => (hash ? `h:${hash}` : `u:${url}`);

/**
 * Replaces a product's options and variants by the ones sent, in the caller's transaction. A
 * variant whose combination stays keeps its id (so enquiries and links that name it keep it).
 * Rules: with no options exactly one variant; with options 1–100, each with one value per option,
 * no two alike; a SKU is unique in the shop; a variant's pictures come from the product's gallery.
 */
export async function writeVariants(
  trx: Trx,
  productId: number,
  input: ProductVariantsInput,
): Promise<void> {
  const product = await trx
    .selectFrom("product")
    .select(["category_id"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product) throw new ServiceError("notFound");
  const defs = await optionDefs(trx, product.category_id, input.options);
  if (defs.length === 0 && input.variants.length !== 1) {
    throw new ServiceError("variantsCount", "variants");
  }
  const gallery = await trx
    .selectFrom("product_image")
    .select(["image_hash", "image_url"])
    .where("product_id", "=", productId)
    .execute();
  const pictures = new Map(gallery.map((g) => [pictureKey(g.image_hash, g.image_url), g] as const));
  const seenSkus = new Map<string, number>();
  const seenCombinations = new Set<string>();
  const planned = input.variants.map((v, i) => {
    const keys = Object.keys(v.options);
    if (keys.length !== defs.length || keys.some((k) => !defs.some((d) => d.code === k))) {
      throw new ServiceError("invalidCombination", `variants.${i}.options`);
    }
    const values = defs.map((d) => {
      const valueId = d.values.get(v.options[d.code]!);
      if (valueId === undefined)
        throw new ServiceError("invalidCombination", `variants.${i}.options`);
      return { attribute_id: d.id, value_id: valueId };
    });
    const combination = values
      .map((x) => `${x.attribute_id}:${x.value_id}`)
      .sort()
      .join(",");
    if (!windowInOrder({ starts_at: v.offer_starts_at, ends_at: v.offer_ends_at })) {
      throw new ServiceError("windowOrder", `variants.${i}.offer_ends_at`);
    }
    if (seenCombinations.has(combination)) {
      throw new ServiceError("duplicateCombination", `variants.${i}.options`);
    }
    seenCombinations.add(combination);
    if (v.sku != null) {
      if (seenSkus.has(v.sku)) throw new ServiceError("skuTaken", `variants.${i}.sku`);
      seenSkus.set(v.sku, i);
    }
    const images = v.images.map((src) => {
      const hash = mediaHashOf(src);
      const found = pictures.get(hash ? `h:${hash}` : `u:${src}`);
      if (!found) throw new ServiceError("unknownImage", `variants.${i}.images`);
      return found;
    });
    return { input: v, values, combination, images };
  });
  if (seenSkus.size > 0) {
    const taken = await trx
      .selectFrom("variant")
      .select("sku")
      .where("sku", "in", [...seenSkus.keys()])
      .where("product_id", "<>", productId)
      .executeTakeFirst();
    if (taken?.sku != null) {
      throw new ServiceError("skuTaken", `variants.${seenSkus.get(taken.sku)}.sku`);
    }
  }

  const existing = await trx
    .selectFrom("variant")
    .select(["id", "combination", "created_at"])
    .where("product_id", "=", productId)
    .execute();
  const keep = new Map(existing.map((e) => [e.combination, e]));
  const gone = existing.filter((e) => !seenCombinations.has(e.combination)).map((e) => e.id);
  if (gone.length > 0) await trx.deleteFrom("variant").where("id", "in", gone).execute();
  // SKUs may move between this product's variants: cleared first, set below.
  await trx.updateTable("variant").set({ sku: null }).where("product_id", "=", productId).execute();
  const now = new Date().toISOString();
  for (const [i, p] of planned.entries()) {
    const row = {
      sku: p.input.sku,
      price_cents: p.input.price,
      original_price_cents: p.input.original_price,
      is_special_offer: p.input.is_special_offer,
      offer_starts_at: p.input.offer_starts_at,
      offer_ends_at: p.input.offer_ends_at,
      stock: p.input.stock,
      position: i + 1,
      updated_at: now,
    };
    const old = keep.get(p.combination);
    let variantId: number;
    if (old) {
      variantId = old.id;
      await trx.updateTable("variant").set(row).where("id", "=", old.id).execute();
      await trx.deleteFrom("variant_value").where("variant_id", "=", old.id).execute();
      await trx.deleteFrom("variant_image").where("variant_id", "=", old.id).execute();
    } else {
      ({ id: variantId } = await trx
        .insertInto("variant")
        .values({ ...row, product_id: productId, combination: p.combination, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow());
    }
    if (p.values.length > 0) {
      await trx
        .insertInto("variant_value")
        .values(p.values.map((v) => ({ ...v, variant_id: variantId })))
        .execute();
    }
    if (p.images.length > 0) {
      await trx
        .insertInto("variant_image")
        .values(p.images.map((g, j) => ({ variant_id: variantId, position: j + 1, ...g })))
        .execute();
    }
  }
  await trx.deleteFrom("product_option").where("product_id", "=", productId).execute();
  if (defs.length > 0) {
    await trx
      .insertInto("product_option")
      .values(defs.map((d, i) => ({ product_id: productId, attribute_id: d.id, position: i + 1 })))
      .execute();
    // An option's values live on the variants, not on the product.
    await trx
      .deleteFrom("product_attribute")
      .where("product_id", "=", productId)
      .where(
        "attribute_id",
        "in",
        defs.map((d) => d.id),
      )
      .execute();
  }
  await summarizeProducts(trx, [productId]);
  // The options' values are in its search document.
  await afterAttributeChange(trx, [productId]);
}

/**
 * One variant's prices, offer (and its window), SKU or stock (a till or an ERP keeping stock current), then its
 * product's summary; answers the product's id.
 */
export async function patchVariant(
  db: Db,
  variantId: number,
  patch: VariantPatch,
  actor: string | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const current = await trx
      .selectFrom("variant")
      .select(["product_id", "sku", "offer_starts_at", "offer_ends_at"])
      .where("id", "=", variantId)
      .executeTakeFirst();
    if (!current) throw new ServiceError("notFound");
    const window = {
      starts_at:
        patch.offer_starts_at !== undefined ? patch.offer_starts_at : current.offer_starts_at,
      ends_at: patch.offer_ends_at !== undefined ? patch.offer_ends_at : current.offer_ends_at,
    };
    if (!windowInOrder(window)) throw new ServiceError("windowOrder", "offer_ends_at");
    if (patch.sku != null && patch.sku !== current.sku) {
      const taken = await trx
        .selectFrom("variant")
        .select("id")
        .where("sku", "=", patch.sku)
        .executeTakeFirst();
      if (taken) throw new ServiceError("skuTaken", "sku");
    }
    const set: Record<string, unknown> = { updated_at: new Date().toISOString() };
    if (patch.sku !== undefined) set.sku = patch.sku;
    if (patch.price !== undefined) set.price_cents = patch.price;
    if (patch.original_price !== undefined) set.original_price_cents = patch.original_price;
    if (patch.is_special_offer !== undefined) set.is_special_offer = patch.is_special_offer;
    if (patch.offer_starts_at !== undefined) set.offer_starts_at = patch.offer_starts_at;
    if (patch.offer_ends_at !== undefined) set.offer_ends_at = patch.offer_ends_at;
    if (patch.stock !== undefined) set.stock = patch.stock;
    await trx.updateTable("variant").set(set).where("id", "=", variantId).execute();
    await summarizeProducts(trx, [current.product_id]);
    // The product changed: its sitemap date, and a bulk change's Undo, which refuses to overwrite
    // a product changed since, read its updated_at.
    await trx
      .updateTable("product")
      .set({ updated_at: set.updated_at as string })
      .where("id", "=", current.product_id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "variant",
      entityId: variantId,
      detail: Object.keys(set)
        .filter((k) => k !== "updated_at")
        .join(","),
    });
    return current.product_id;
  });
}
