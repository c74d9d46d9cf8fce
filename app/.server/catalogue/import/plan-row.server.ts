import type { AttributeCatalogue } from "../attributes.server";
import {
  attributeChange,
  categoryAfter,
  outsideCategoryErrors,
  type AttributeChange,
} from "./attribute-changes.server";
import type { AttributeColumn } from "./attribute-columns.server";
import { newProduct, productChanges, type ProductChange } from "./changes.server";
import type { brandResolver, categoryResolver, Ref } from "./references.server";
import { requiredErrors, type RowValues } from "./row-values.server";
import type { CurrentProduct, ProductsFound } from "./snapshot.server";
import type { ImportPlan } from "./plan-types";
import type { ColumnKey, ImportOptions, RowError, RowErrorCode } from "./types";

// One row of a file against the catalogue: which product it is about, and what it does to it.

/** What the rows of one file share while they are planned. */
export interface PlanContext {
  plan: ImportPlan;
  options: ImportOptions;
  titleOf: (key: ColumnKey) => string | null;
  brands: ReturnType<typeof brandResolver>;
  categories: ReturnType<typeof categoryResolver>;
  /** The shop's specifications, and the file's columns that carry them. */
  attributes: AttributeCatalogue;
  attributeColumns: AttributeColumn[];
  /** The first row of each SKU and of each product, for duplicates. */
  seenSku: Map<string, number>;
  seenProduct: Map<number, number>;
}

/** The product a row is about, by SKU or (for a row without one) by id; null for a new product. */
export function targetOf(
  values: RowValues,
  found: ProductsFound,
): { product: CurrentProduct | null; code?: RowErrorCode; by?: "sku" | "id" } {
  const bySku = values.sku ? found.bySku.get(values.sku) : undefined;
  const byId = values.id ? found.byId.get(values.id) : undefined;
  if (values.id && !byId) return { product: null, code: "unknownId" };
  if (bySku) {
    return values.id && byId!.id !== bySku.id
      ? { product: null, code: "idMismatch" }
      : { product: bySku, by: "sku" };
  }
  // A SKU the shop lacks, on a row that names a product by id: that product gets the SKU, unless
  // it has another one (the id is then someone else's, e.g. a file from another shop).
  if (byId && values.sku && byId.sku !== null) return { product: null, code: "idMismatch" };
  return byId ? { product: byId, by: values.sku ? "sku" : "id" } : { product: null };
}

/**
 * Plans one row: an error for each problem (a row with errors is neither created nor updated), or
 * a new product, an update, unchanged, or (update only) left aside.
 */
export function planRow(
  ctx: PlanContext,
  found: ProductsFound,
  { row, values, errors }: { row: number; values: RowValues; errors: RowError[] },
): void {
  const { plan, options, titleOf } = ctx;
  const fail = (field: ColumnKey | null, code: RowErrorCode, params?: Record<string, number>) =>
    errors.push({
      row,
      column: field && titleOf(field),
      field,
      code,
      ...(params ? { params } : {}),
    });
  const target = targetOf(values, found);
  if (target.code) fail("id", target.code);
  const earlier = values.sku ? ctx.seenSku.get(values.sku) : undefined;
  if (values.sku && earlier !== undefined) fail("sku", "duplicateSku", { row: earlier });
  else if (values.sku) ctx.seenSku.set(values.sku, row);
  const product = target.product;
  if (product && earlier === undefined) {
    const first = ctx.seenProduct.get(product.id);
    const by = target.by === "sku" ? "sku" : "id";
    if (first !== undefined)
      fail(by, by === "sku" ? "duplicateSku" : "duplicateId", { row: first });
    else ctx.seenProduct.set(product.id, row);
  }
  if (values.images?.some((i) => i.hash !== null && !found.media.has(i.hash))) {
    fail("images", "unknownImage");
  }
  if (!product && !target.code && options.updateOnly) {
    if (errors.length > 0) plan.errors.push(...errors);
    else
      plan.skipped.push({
        row,
        sku: values.sku ?? null,
        reason: values.sku ? "unknownSku" : "noSku",
      });
    return;
  }
  const resolve = (field: "brand" | "category", text: string | null | undefined) => {
    if (!text) return undefined;
    const resolved = (field === "brand" ? ctx.brands : ctx.categories).resolve(text);
    if (resolved.ok) return resolved.ref;
    fail(field, resolved.code);
    return undefined;
  };
  const refs: { brand?: Ref; category?: Ref } = {
    brand: resolve("brand", values.brand),
    category: resolve("category", values.category),
  };
  // A new product needs its fields; a row whose id or SKU is wrong is not known to be new.
  const unidentified = errors.some((e) => e.field === "id" || e.field === "sku");
  if (!product && !unidentified) errors.push(...requiredErrors(row, values, titleOf, errors));
  const specs = attributeChange(product?.attributes ?? [], values.attributes, ctx.attributeColumns);
  // A category the row names but that cannot be found has its own error; its attributes are moot.
  if (!errors.some((e) => e.field === "category")) {
    const category = categoryAfter(refs.category, product);
    errors.push(
      ...outsideCategoryErrors(row, specs, category, ctx.attributes, ctx.attributeColumns),
    );
  }
  if (errors.length > 0) {
    plan.errors.push(...errors);
    return;
  }
  const priceField = values.original_price !== undefined ? "original_price" : "price";
  if (product) {
    const change = productChanges(product, values, refs);
    if (change === "originalNotAbovePrice") {
      fail(priceField, change);
      plan.errors.push(...errors);
    } else if (change === null && specs === null) {
      plan.unchanged.push({ row, id: product.id, sku: product.sku });
    } else {
      const sku = product.sku ?? values.sku ?? null;
      plan.updates.push({ row, id: product.id, sku, ...withSpecs(change, specs) });
    }
    return;
  }
  const created = newProduct(values);
  if (!created.valid) {
    fail(priceField, "originalNotAbovePrice");
    plan.errors.push(...errors);
    return;
  }
  const { columns, gallery } = created;
  const attributes = specs?.set ?? [];
  plan.creates.push({
    row,
    columns,
    gallery,
    attributes,
    brand: refs.brand!,
    category: refs.category!,
  });
}

/** A row's product changes and specification changes as one update (either may be none). */
function withSpecs(
  change: ProductChange | null,
  specs: AttributeChange | null,
): ProductChange & {
  attributes?: AttributeChange;
} {
  const base = change ?? { fields: [], set: {}, names: [] };
  if (!specs) return base;
  return { ...base, fields: [...base.fields, ...specs.fields], attributes: specs };
}
