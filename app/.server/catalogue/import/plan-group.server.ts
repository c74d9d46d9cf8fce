import type { AttributeDef } from "~/lib/attributes";
import { parseId } from "~/lib/id";
import { optionsOf, planProduct } from "./plan-product.server";
import { planRow, type PlanContext, type ReadRow } from "./plan-row.server";
import type { CurrentProduct, ProductsFound } from "./snapshot.server";
import type { ColumnKey, RowError, RowErrorCode } from "./types";

// Rows joined by `grupo` are one product, one variant a row (docs/decisions/047-catalogue-import.md,
// "Variants"): the export writes the product's id there, a sheet a person writes may use any key
// with letters for a new product.

/**
 * The product a group names: a number is the id of a product the shop has, which the rows' ids
 * and the SKUs the shop has must be; a key with letters is a new product, whose SKUs are new.
 */
function identify(ctx: PlanContext, found: ProductsFound, reads: readonly ReadRow[], key: string) {
  const errors: RowError[] = [];
  const fail = (row: number, field: ColumnKey, code: RowErrorCode, params?: RowError["params"]) =>
    errors.push({ row, column: ctx.titleOf(field), field, code, ...(params ? { params } : {}) });
  const first = reads[0]!.row;
  // A number is a product's id; a key with letters is a new product's.
  const byId = /^\d+$/.test(key);
  const groupId = parseId(key);
  const product = (byId && groupId && found.byId.get(groupId)) || null;
  if (byId && !product) fail(first, "group", "unknownGroup");
  for (const { row, values } of reads) {
    if (!values.id || values.id === product?.id) continue;
    fail(row, "id", found.byId.has(values.id) ? "idMismatch" : "unknownId");
  }
  let skuKnown = false;
  for (const { row, values } of reads) {
    if (!values.sku) continue;
    const earlier = ctx.seenSku.get(values.sku);
    if (earlier !== undefined) {
      fail(row, "sku", "duplicateSku", { row: earlier });
      continue;
    }
    ctx.seenSku.set(values.sku, row);
    const owner = found.bySku.get(values.sku);
    if (!owner) continue;
    // Rule: a SKU is unique in the shop; it moves between products in two imports, not one.
    if (owner.id !== product?.id) fail(row, "sku", "skuElsewhere", { id: owner.id });
    else skuKnown = true;
  }
  if (product) {
    const seen = ctx.seenProduct.get(product.id);
    if (seen) fail(first, "group", "duplicateId", { row: seen.row });
    else ctx.seenProduct.set(product.id, { row: first, partial: false });
  }
  return { product, skuKnown, errors };
}

/** Without an `opções` column: the product's options, else the choices its rows differ in. */
function inferredOptions(
  ctx: PlanContext,
  reads: readonly ReadRow[],
  product: CurrentProduct | null,
): AttributeDef[] {
  if (product && product.options.length > 0) return product.options;
  if (reads.length < 2) return [];
  return ctx.attributeColumns
    .filter((c) => {
      if (c.def.type !== "choice") return false;
      const ids = new Set(reads.map((r) => r.values.attributes?.get(c.def.id)?.valueId ?? null));
      ids.delete(null);
      return ids.size > 1;
    })
    .map((c) => c.def);
}

/**
 * Plans the rows that share a group: one product (a new one when nothing names one the shop has),
 * its options (the `opções` cell, else as inferredOptions says), one variant a row. A group of one
 * row of a product without options is a row as any other (planRow).
 */
export function planGroup(
  ctx: PlanContext,
  found: ProductsFound,
  reads: readonly ReadRow[],
  key: string,
): void {
  const { plan, titleOf } = ctx;
  const refuse = (errors: RowError[]): void => {
    plan.errors.push(...reads.flatMap((r) => r.errors), ...errors);
  };
  const { product, skuKnown, errors } = identify(ctx, found, reads, key);
  // Without its product, nothing else about the group can be told; a row's wrong id or SKU is
  // that row's error, beside the others of the group.
  if (errors.some((e) => e.field === "group")) return refuse(errors);
  for (const e of errors) reads.find((r) => r.row === e.row)!.errors.push(e);
  if (!product && ctx.options.updateOnly) {
    for (const { row, values, errors: cells } of reads) {
      if (cells.length > 0) plan.errors.push(...cells);
      else
        plan.skipped.push({
          row,
          sku: values.sku ?? null,
          reason: values.sku ? "unknownSku" : "noSku",
        });
    }
    return;
  }
  if (product && ctx.options.updateOnly) return updateOnly(ctx, found, reads, product);
  const given = optionsOf(ctx, reads);
  if (given.errors.length > 0) return refuse(given.errors);
  const options = given.options ?? inferredOptions(ctx, reads, product);
  const [first, ...others] = reads;
  if (options.length === 0 && others.length > 0) {
    return refuse(
      others.map(({ row }) => ({
        row,
        column: titleOf("options"),
        field: "options",
        code: "variantsNeedOptions",
      })),
    );
  }
  if (options.length > 0 || (product && product.options.length > 0)) {
    return planProduct(ctx, reads, product, options, true);
  }
  // As for a row naming a product by id: a SKU the shop lacks is that product's new SKU, unless
  // it has one (the group is then another shop's product id).
  if (product && !skuKnown && first!.values.sku && product.sku !== null) {
    const field = first!.values.id ? "id" : "group";
    return refuse([{ row: first!.row, column: titleOf(field), field, code: "idMismatch" }]);
  }
  planRow(ctx, found, first!, { product });
}

/**
 * Update only: a group changes the variants its rows match and nothing else; the product keeps
 * its options, and a row that matches no variant is left aside and listed. A product without
 * options is its one row (by its SKU, or the only row).
 */
function updateOnly(
  ctx: PlanContext,
  found: ProductsFound,
  reads: readonly ReadRow[],
  product: CurrentProduct,
): void {
  if (product.options.length > 0) return planProduct(ctx, reads, product, product.options, false);
  const sku = product.variants[0]?.sku ?? product.sku;
  const own = reads.length === 1 ? reads[0] : reads.find((r) => sku && r.values.sku === sku);
  for (const r of reads) {
    if (r === own) planRow(ctx, found, r, { product });
    else if (r.errors.length > 0) ctx.plan.errors.push(...r.errors);
    else {
      const reason = r.values.sku ? "unknownSku" : "noSku";
      ctx.plan.skipped.push({ row: r.row, sku: r.values.sku ?? null, reason });
    }
  }
}

/**
 * The rows without a group that each named a variant of a product with options by its SKU (a stock
 * or price sheet), once every chunk is read: each product's rows together, changing only the
 * variants they name.
 */
export function planPartials(ctx: PlanContext): void {
  for (const { product, reads } of ctx.partials.values()) {
    const given = optionsOf(ctx, reads);
    // An empty `opções` cell says nothing here: these rows never change the options.
    const same =
      !given.options?.length ||
      given.options.map((o) => o.id).join() === product.options.map((o) => o.id).join();
    if (given.errors.length > 0 || !same) {
      const row = reads.find((r) => r.values.options?.length)?.row ?? reads[0]!.row;
      const column = ctx.titleOf("options");
      const wrong: RowError = { row, column, field: "options", code: "optionsNeedGroup" };
      ctx.plan.errors.push(
        ...reads.flatMap((r) => r.errors),
        ...given.errors,
        ...(same ? [] : [wrong]),
      );
      continue;
    }
    planProduct(ctx, reads, product, product.options, false);
  }
  ctx.partials.clear();
}
