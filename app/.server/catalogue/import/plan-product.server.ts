import type { AttributeDef } from "~/lib/attributes";
import { MAX_OPTIONS } from "~/lib/variant-schemas";
import { attributeChange, categoryAfter, outsideCategoryErrors } from "./attribute-changes.server";
import { matchAttributeHeader } from "./attribute-columns.server";
import { newProduct, productChanges } from "./changes.server";
import { mergeOptions, mergeProductValues } from "./plan-merge.server";
import { withSpecs, type PlanContext, type ReadRow } from "./plan-row.server";
import { pictureKey, planVariants } from "./plan-variants.server";
import type { Ref } from "./references.server";
import { requiredErrors } from "./row-values.server";
import type { CurrentProduct } from "./snapshot.server";
import type { ColumnKey, RowError } from "./types";

// One product described by several rows, or by rows that carry its options: its own columns
// from all of them (plan-merge.server.ts), its variants from each (plan-variants.server.ts), and
// the product created, updated or unchanged as one entry of the plan.

/**
 * Plans a product from its rows: `options` are its options after the import; `complete` when the
 * rows are all its variants (a group), so a variant they leave out is removed.
 */
export function planProduct(
  ctx: PlanContext,
  reads: readonly ReadRow[],
  product: CurrentProduct | null,
  options: readonly AttributeDef[],
  complete: boolean,
): void {
  const { plan, titleOf } = ctx;
  const first = reads[0]!.row;
  const errors: RowError[] = reads.flatMap((r) => r.errors);
  const optionIds = new Set(options.map((o) => o.id));
  const merged = mergeProductValues(reads, titleOf, ctx.attributeColumns, optionIds);
  errors.push(...merged.errors);
  const { values } = merged;
  const fail = (field: ColumnKey, code: RowError["code"], params?: RowError["params"]) =>
    errors.push({
      row: merged.rows[field] ?? first,
      column: titleOf(field),
      field,
      code,
      ...(params ? { params } : {}),
    });
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
  // The price is each variant's (plan-variants.server.ts checks it on every new variant's row).
  if (!product) errors.push(...requiredErrors(first, { ...values, price: 0 }, titleOf, errors));
  const specColumns = ctx.attributeColumns.filter((c) => !optionIds.has(c.def.id));
  const specs = attributeChange(product?.attributes ?? [], values.attributes, specColumns);
  const category = categoryAfter(refs.category, product);
  // A category the rows name but that cannot be found has its own error.
  const categoryKnown = !errors.some((e) => e.field === "category");
  if (categoryKnown) {
    errors.push(...outsideCategoryErrors(first, specs, category, ctx.attributes, specColumns));
  }
  const gallery = values.images
    ? new Set(values.images.map((i) => (i.hash !== null ? `h:${i.hash}` : pictureKey(i.url))))
    : null;
  const planned = planVariants(ctx, { reads, options, product, complete, gallery });
  errors.push(...planned.errors);
  if (categoryKnown) {
    const written = !!planned.variants?.write;
    const row = merged.rows.category ?? first;
    errors.push(...optionErrors(ctx, row, options, product, category, written));
  }
  if (errors.length > 0) {
    plan.errors.push(...errors);
    return;
  }
  plan.skipped.push(...planned.skipped);
  if (!product) {
    // A new product's rows are its variants, written whole (plan-variants.server.ts).
    const write = planned.variants?.write;
    if (!write || write.variants.length === 0) return;
    const v = write.variants[0]!;
    // The first variant's SKU and prices until writeVariants writes the summary of them all.
    const { columns, gallery: pictures } = newProduct({
      ...values,
      sku: v.sku,
      price: v.price,
      original_price: v.original_price,
      is_special_offer: v.is_special_offer,
      offer_starts_at: v.offer_starts_at,
      offer_ends_at: v.offer_ends_at,
    });
    plan.creates.push({
      row: first,
      columns,
      gallery: pictures,
      attributes: specs?.set ?? [],
      brand: refs.brand!,
      category: refs.category!,
      variants: planned.variants,
    });
    return;
  }
  // The window is each variant's too (variantValuesOf): the product row is their summary.
  const own = { ...values, offer_starts_at: undefined, offer_ends_at: undefined };
  const change = productChanges(product, own, refs);
  // No price, offer or stock reaches the product here: its variants carry them.
  const base = typeof change === "string" ? null : change;
  if (base === null && specs === null && !planned.variants) {
    plan.unchanged.push({ row: first, id: product.id, sku: product.sku });
    return;
  }
  const update = withSpecs(base, specs);
  plan.updates.push({
    row: first,
    id: product.id,
    sku: product.sku,
    ...update,
    name: product.name,
    fields: [...update.fields, ...planned.fields],
    ...(planned.variants ? { variants: planned.variants } : {}),
  });
}

/**
 * Rule: a product's options are choice attributes of its category. New options outside it are the
 * `opções` cell's error; options kept are the category's when it changes, or when the variants are
 * written again (a category may have dropped an attribute since; until then they read back as
 * they are, as a specification's value does).
 */
function optionErrors(
  ctx: PlanContext,
  row: number,
  options: readonly AttributeDef[],
  product: CurrentProduct | null,
  category: number | null,
  written: boolean,
): RowError[] {
  const listed = new Set(category === null ? [] : (ctx.attributes.byCategory.get(category) ?? []));
  const kept = product?.options.map((o) => o.id).join() === options.map((o) => o.id).join();
  if (kept && category === product?.category_id && !written) return [];
  return options
    .filter((o) => !listed.has(o.id))
    .map((o) => {
      const field = kept ? "category" : "options";
      const code = kept ? "categoryLacksOption" : "invalidOption";
      return { row, column: ctx.titleOf(field), field, code, params: { value: o.code } };
    });
}

/** The `opções` cell of a product's rows as its options, or the errors that stop it. */
export function optionsOf(
  ctx: PlanContext,
  reads: readonly ReadRow[],
): { options: AttributeDef[] | undefined; errors: RowError[] } {
  const { options: names, row, errors } = mergeOptions(reads, ctx.titleOf("options"));
  if (names === undefined) return { options: undefined, errors };
  const column = ctx.titleOf("options");
  const defs: AttributeDef[] = [];
  for (const name of names) {
    const def = matchAttributeHeader(name, ctx.attributes);
    if (!def || def.type !== "choice" || defs.includes(def)) {
      errors.push({
        row,
        column,
        field: "options",
        code: "invalidOption",
        params: { value: name },
      });
    } else defs.push(def);
  }
  if (defs.length > MAX_OPTIONS) {
    errors.push({
      row,
      column,
      field: "options",
      code: "tooManyOptions",
      params: { max: MAX_OPTIONS },
    });
  }
  return { options: defs, errors };
}
