import type { AttributeDef } from "~/lib/attributes";
import { mediaHashOf } from "~/lib/media-url";
import { MAX_VARIANTS, type VariantInput } from "~/lib/variant-schemas";
import type { ImportPlan, PlannedVariants, VariantNote } from "./plan-types";
import type { PlanContext, ReadRow } from "./plan-row.server";
import type { CurrentProduct } from "./snapshot.server";
import { combinationOf, type CurrentVariant } from "./snapshot-variants.server";
import { variantFieldsChanged, variantValuesOf, type VariantValues } from "./variant-fields.server";
import type { FieldKey, RowError, RowErrorCode } from "./types";

// A product's variant rows against its variants (docs/decisions/047-catalogue-import.md,
// "Variants"). A row is matched to a variant by its SKU, else by its options' values; in a group
// (`complete`) the rows are all the product's variants, so a variant no row matches is removed;
// rows that each name a variant by SKU without a group change only those variants.

interface PlannedRow {
  row: number;
  matched?: CurrentVariant;
  values: Map<number, number>;
  combination: string;
  variant: VariantValues;
  images: string[];
}

/** A gallery picture's key, as writeVariants compares them: its media hash, else its URL. */
export const pictureKey = (src: string) => {
  const hash = mediaHashOf(src);
  return hash ? `h:${hash}` : `u:${src}`;
};

const codesOf = (options: readonly AttributeDef[], values: ReadonlyMap<number, number>) =>
  Object.fromEntries(
    options.flatMap((d) => {
      const code = d.values.find((v) => v.id === values.get(d.id))?.code;
      return code ? [[d.code, code]] : [];
    }),
  );

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export interface VariantsPlanned {
  errors: RowError[];
  skipped: ImportPlan["skipped"];
  variants?: PlannedVariants;
  /** What the product's update lists: `variants`, `options`, and the variants' own columns. */
  fields: FieldKey[];
}

/**
 * Plans a product's variant rows. `gallery` holds the keys of the product's pictures after the
 * import (null: unchanged): a variant keeps its own pictures that stay in it.
 */
export function planVariants(
  ctx: PlanContext,
  input: {
    reads: readonly ReadRow[];
    options: readonly AttributeDef[];
    product: CurrentProduct | null;
    complete: boolean;
    gallery: ReadonlySet<string> | null;
  },
): VariantsPlanned {
  const { reads, options, product, complete, gallery } = input;
  const errors: RowError[] = [];
  const skipped: ImportPlan["skipped"] = [];
  const fail = (
    row: number,
    column: string | null,
    field: FieldKey | null,
    code: RowErrorCode,
    params?: Record<string, number | string>,
  ) => errors.push({ row, column, field, code, ...(params ? { params } : {}) });
  const current = product?.variants ?? [];
  // Rows that name only some variants never change the options (plan-group.server.ts).
  const sameOptions = product?.options.map((o) => o.id).join() === options.map((o) => o.id).join();
  if (!complete && !sameOptions) {
    fail(reads[0]!.row, ctx.titleOf("options"), "options", "optionsNeedGroup");
    return { errors, skipped, fields: [] };
  }
  const keep = (images: string[]) => images.filter((i) => !gallery || gallery.has(pictureKey(i)));
  // SKUs first, then the options' values, so a row's match never depends on the rows before it.
  const used = new Set<number>();
  const bySku = reads.map((r) => {
    const v = r.values.sku ? current.find((c) => c.sku === r.values.sku) : undefined;
    if (!v || used.has(v.id)) return undefined;
    used.add(v.id);
    return v;
  });
  const optionsTitle = ctx.titleOf("options");
  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const [i, { row, values, errors: cellErrors }] of reads.entries()) {
    const chosen = new Map<number, number>();
    let known = true;
    for (const def of options) {
      const column = ctx.attributeColumns.find((c) => c.def.id === def.id);
      const value = column ? values.attributes?.get(def.id) : null;
      // Without the option's column, or with its cell empty, a variant named by its SKU keeps its
      // value, as an empty price keeps its price.
      const kept = value === null ? bySku[i]?.values.get(def.id) : undefined;
      if (value?.valueId != null) chosen.set(def.id, value.valueId);
      else if (kept !== undefined) chosen.set(def.id, kept);
      else {
        known = false;
        // Unreadable cells have their own error already.
        if (!column)
          fail(row, optionsTitle, "options", "optionColumnMissing", { column: def.code });
        else if (value === null) {
          fail(row, column.header, column.key, "optionValueMissing", { column: column.header });
        }
      }
    }
    if (!known) continue;
    const combination = combinationOf(chosen);
    const before = seen.get(combination);
    if (before !== undefined) {
      // Named by the first option's column, where the repeated values are.
      const column = ctx.attributeColumns.find((c) => c.def.id === options[0]?.id);
      const at = column
        ? ([column.header, column.key] as const)
        : ([optionsTitle, "options"] as const);
      fail(row, at[0], at[1], "duplicateCombination", { row: before });
      continue;
    }
    seen.set(combination, row);
    // A row whose SKU the product lacks takes the variant of its options' values, if no row names
    // that variant by its SKU: that variant's SKU changes.
    const matched =
      bySku[i] ?? current.find((c) => !used.has(c.id) && c.combination === combination);
    if (matched) used.add(matched.id);
    if (!complete && !matched) {
      skipped.push({ row, sku: values.sku ?? null, reason: values.sku ? "unknownSku" : "noSku" });
      continue;
    }
    if (!complete && matched!.combination !== combination) {
      fail(row, optionsTitle, "options", "optionsNeedGroup");
      continue;
    }
    if (planned.length >= MAX_VARIANTS) {
      fail(row, null, null, "tooManyVariants", { max: MAX_VARIANTS });
      continue;
    }
    const read = variantValuesOf(values, matched);
    if (!read.ok) {
      for (const [field, code] of read.errors) {
        // A cell that could not be read has its own error: not "required" on top of it.
        if (!cellErrors.some((e) => e.field === field)) fail(row, ctx.titleOf(field), field, code);
      }
      continue;
    }
    const images = matched ? keep(matched.images) : [];
    planned.push({ row, matched, values: chosen, combination, variant: read.variant, images });
  }
  if (errors.length > 0) return { errors, skipped, fields: [] };
  return { errors, skipped, ...changesOf(planned, current, options, product, complete, keep) };
}

/** What the planned rows do to the product's variants: notes, and patches or the whole list. */
function changesOf(
  planned: PlannedRow[],
  current: readonly CurrentVariant[],
  options: readonly AttributeDef[],
  product: CurrentProduct | null,
  complete: boolean,
  keep: (images: string[]) => string[],
): Pick<VariantsPlanned, "variants" | "fields"> {
  const notes: VariantNote[] = [];
  const patches: NonNullable<PlannedVariants["patches"]> = [];
  const fields = new Set<FieldKey>();
  const matchedIds = new Set(planned.flatMap((p) => (p.matched ? [p.matched.id] : [])));
  const removed = complete ? current.filter((v) => !matchedIds.has(v.id)) : [];
  const sameOptions =
    !!product &&
    sameList(
      product.options.map((o) => o.id),
      options.map((o) => o.id),
    );
  let write = !product || !sameOptions || removed.length > 0;
  if (
    complete &&
    !sameList(
      planned.map((p) => p.matched?.id),
      current.map((v) => v.id),
    )
  ) {
    write = true;
  }
  for (const p of planned) {
    const note = { row: p.row, sku: p.variant.sku, options: codesOf(options, p.values) };
    if (!p.matched) {
      notes.push({ action: "create", ...note, fields: [] });
      continue;
    }
    const changed: FieldKey[] = variantFieldsChanged(p.matched, p.variant);
    if (p.combination !== p.matched.combination) changed.push("options");
    if (changed.length === 0) continue;
    notes.push({ action: "update", ...note, fields: changed });
    for (const f of changed) fields.add(f);
    if (changed.some((f) => f === "sku" || f === "options")) write = true;
    patches.push({
      id: p.matched.id,
      set: {
        ...(changed.includes("price") ? { price_cents: p.variant.price_cents } : {}),
        ...(changed.includes("original_price")
          ? { original_price_cents: p.variant.original_price_cents }
          : {}),
        ...(changed.includes("is_special_offer")
          ? { is_special_offer: p.variant.is_special_offer }
          : {}),
        ...(changed.includes("offer_starts_at")
          ? { offer_starts_at: p.variant.offer_starts_at }
          : {}),
        ...(changed.includes("offer_ends_at") ? { offer_ends_at: p.variant.offer_ends_at } : {}),
        ...(changed.includes("stock") ? { stock: p.variant.stock } : {}),
      },
    });
  }
  for (const v of removed) {
    notes.push({
      action: "remove",
      row: null,
      sku: v.sku,
      options: codesOf(product!.options, v.values),
      fields: [],
    });
  }
  if (!write && notes.length === 0) return { fields: [] };
  if (product && !sameOptions) fields.add("options");
  if (write && (notes.some((n) => n.action !== "update") || fields.size === 0))
    fields.add("variants");
  if (!write) return { variants: { patches, notes }, fields: [...fields] };
  // The whole list: the rows in their order; rows naming only some variants leave the others.
  const byId = new Map(planned.flatMap((p) => (p.matched ? [[p.matched.id, p] as const] : [])));
  const list = complete
    ? planned.map((p) => inputOf(options, p.values, p.variant, p.images))
    : current.map((v) => {
        const p = byId.get(v.id);
        return p
          ? inputOf(options, p.values, p.variant, p.images)
          : inputOf(options, v.values, v, keep(v.images));
      });
  return {
    variants: { write: { options: options.map((o) => o.code), variants: list }, notes },
    fields: [...fields],
  };
}

/** A variant as writeVariants takes it. */
function inputOf(
  options: readonly AttributeDef[],
  values: ReadonlyMap<number, number>,
  v: VariantValues,
  images: string[],
): VariantInput {
  return {
    sku: v.sku,
    options: codesOf(options, values),
    price: v.price_cents,
    original_price: v.original_price_cents,
    is_special_offer: v.is_special_offer,
    offer_starts_at: v.offer_starts_at,
    offer_ends_at: v.offer_ends_at,
    stock: v.stock,
    images,
  };
}
