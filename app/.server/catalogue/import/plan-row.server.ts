import { variantAvailable } from "~/lib/stock";
import type { AttributeCatalogue } from "../attributes.server";
import {
  attributeChange,
  categoryAfter,
  outsideCategoryErrors,
  type AttributeChange,
} from "./attribute-changes.server";
import type { AttributeColumn } from "./attribute-columns.server";
import {
  newProduct,
  productChanges,
  type ProductChange,
  type ProductRefusal,
} from "./changes.server";
import type { brandResolver, categoryResolver, Ref } from "./references.server";
import { requiredErrors, type RowValues } from "./row-values.server";
import { resolveStock } from "./variant-fields.server";
import type { CurrentProduct, ProductsFound } from "./snapshot.server";
import type { ImportPlan } from "./plan-types";
import type { ColumnKey, ImportOptions, RowError, RowErrorCode } from "./types";

// One row of a file against the catalogue: which product it is about, and what it does to it.

/** One row as read: its values, and an error for each cell that could not be read. */
export interface ReadRow {
  row: number;
  values: RowValues;
  errors: RowError[];
}

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
  /** The first row of each SKU, for duplicates. */
  seenSku: Map<string, number>;
  /**
   * The first row of each product; `partial` while the rows that name it are rows without a group
   * that each name one of its variants by SKU (a stock sheet), which may be many.
   */
  seenProduct: Map<number, { row: number; partial: boolean }>;
  /** Those rows, by product, planned together once every chunk is read (planPartials). */
  partials: Map<number, { product: CurrentProduct; reads: ReadRow[] }>;
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
 * The product a row without a group names, checked against the rows before it: a SKU or a product
 * twice is an error on the later row, except rows that each name another variant of a product
 * with options by its SKU, which are set aside for planPartials. Answers undefined when the row
 * was set aside.
 */
function identify(
  ctx: PlanContext,
  found: ProductsFound,
  read: ReadRow,
  fail: (field: ColumnKey, code: RowErrorCode, params?: Record<string, number>) => void,
): { product: CurrentProduct | null; code?: RowErrorCode } | undefined {
  const { row, values } = read;
  const target = targetOf(values, found);
  if (target.code) fail("id", target.code);
  const earlier = values.sku ? ctx.seenSku.get(values.sku) : undefined;
  if (values.sku && earlier !== undefined) fail("sku", "duplicateSku", { row: earlier });
  else if (values.sku) ctx.seenSku.set(values.sku, row);
  const product = target.product;
  if (!product || earlier !== undefined) return { product, code: target.code };
  const seen = ctx.seenProduct.get(product.id);
  const variantRow =
    product.options.length > 0 && !!values.sku && found.bySku.get(values.sku) === product;
  if (variantRow && (!seen || seen.partial)) {
    if (!seen) ctx.seenProduct.set(product.id, { row, partial: true });
    const partial = ctx.partials.get(product.id) ?? { product, reads: [] };
    partial.reads.push(read);
    ctx.partials.set(product.id, partial);
    return undefined;
  }
  // Another of its SKUs (a variant's) or its id on an earlier row: the product twice.
  if (seen) fail(target.by === "sku" ? "sku" : "id", "duplicateId", { row: seen.row });
  else ctx.seenProduct.set(product.id, { row, partial: false });
  // Options are a product's as a whole: only rows joined by a group may set them.
  if (values.options?.length) fail("options", "optionsNeedGroup");
  return { product };
}

/**
 * Plans one row: an error for each problem (a row with errors is neither created nor updated), or
 * a new product, an update, unchanged, or (update only) left aside. `given` is the product of a
 * group of one row (plan-group.server.ts), already identified.
 */
export function planRow(
  ctx: PlanContext,
  found: ProductsFound,
  read: ReadRow,
  given?: { product: CurrentProduct | null },
): void {
  const { row, values, errors } = read;
  const { plan, options, titleOf } = ctx;
  const fail = (
    field: ColumnKey | null,
    code: RowErrorCode,
    params?: RowError["params"],
    column = field && titleOf(field),
  ) => errors.push({ row, column, field, code, ...(params ? { params } : {}) });
  const target = given ?? identify(ctx, found, read, fail);
  if (!target) return;
  const product = target.product;
  if (!product && !("code" in target && target.code) && options.updateOnly) {
    if (errors.length > 0) plan.errors.push(...errors);
    else
      plan.skipped.push({
        row,
        sku: values.sku ?? null,
        reason: values.sku ? "unknownSku" : "noSku",
      });
    return;
  }
  // A product with options named by its id: its columns as before variants (a price sets every
  // variant's), but which variant a stock or an option's value is would be a guess.
  if (product && product.options.length > 0) {
    if (values.stock !== undefined) fail("stock", "variantNeedsSku");
    for (const def of product.options) {
      const column = ctx.attributeColumns.find((c) => c.def.id === def.id);
      if (values.attributes?.get(def.id) && column) {
        fail(column.key as ColumnKey, "variantNeedsSku", undefined, column.header);
      }
      values.attributes?.delete(def.id);
    }
  }
  const stock = stockOf(values, product, () => fail("stock", "stockContradiction"));
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
    // Rule: a product's options are attributes of its category, wherever it moves.
    const listed = category === null ? [] : (ctx.attributes.byCategory.get(category) ?? []);
    for (const o of category === product?.category_id ? [] : (product?.options ?? [])) {
      if (!listed.includes(o.id)) fail("category", "categoryLacksOption", { value: o.code });
    }
  }
  if (errors.length > 0) {
    plan.errors.push(...errors);
    return;
  }
  // The stock decides "in stock" (resolveStock weighed the tick against it).
  const counted = stock === undefined ? values : { ...values, in_stock: undefined };
  const priceField = values.original_price !== undefined ? "original_price" : "price";
  if (product) {
    const change = withStock(productChanges(product, counted, refs), product, stock);
    if (change === "originalNotAbovePrice" || change === "offerWindowReversed") {
      const windowField = values.offer_ends_at !== undefined ? "offer_ends_at" : "offer_starts_at";
      fail(change === "offerWindowReversed" ? windowField : priceField, change);
      plan.errors.push(...errors);
    } else if (change === null && specs === null) {
      plan.unchanged.push({ row, id: product.id, sku: product.sku });
    } else {
      const sku = product.sku ?? values.sku ?? null;
      plan.updates.push({ row, id: product.id, sku, ...withSpecs(change, specs) });
    }
    return;
  }
  const created = newProduct(stock === undefined ? values : { ...values, in_stock: stock !== 0 });
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
    ...(stock === undefined ? {} : { stock }),
  });
}

/** A product without options: the stock the row gives its one variant (undefined: no column). */
function stockOf(
  values: RowValues,
  product: CurrentProduct | null,
  contradiction: () => void,
): number | null | undefined {
  if (values.stock === undefined || (product && product.options.length > 0)) return undefined;
  const one = product?.variants[0];
  const current = one ? one.stock : product ? (product.in_stock ? null : 0) : undefined;
  const resolved = resolveStock(values, current);
  if (resolved.ok) return resolved.stock;
  contradiction();
  return undefined;
}

/** A product's changes with its one variant's stock: `stock` among the fields, "in stock" after it. */
function withStock(
  change: ProductChange | null | ProductRefusal,
  product: CurrentProduct,
  stock: number | null | undefined,
): (ProductChange & { stock?: number | null }) | null | ProductRefusal {
  if (typeof change === "string" || stock === undefined) return change;
  const current = product.variants[0]?.stock;
  const inStock = variantAvailable(stock);
  if (stock === current && inStock === product.in_stock) return change;
  const base = change ?? { fields: [], set: {}, names: [] };
  const set = inStock === product.in_stock ? base.set : { ...base.set, in_stock: inStock };
  return { ...base, fields: [...base.fields, "stock"], set, stock };
}

/** A row's product changes and specification changes as one update (either may be none). */
export function withSpecs<T extends ProductChange>(
  change: T | null,
  specs: AttributeChange | null,
): (T | ProductChange) & {
  attributes?: AttributeChange;
} {
  const base = change ?? { fields: [], set: {}, names: [] };
  if (!specs) return base;
  return { ...base, fields: [...base.fields, ...specs.fields], attributes: specs };
}
