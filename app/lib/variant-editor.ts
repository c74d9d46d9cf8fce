import { MAX_OPTIONS, MAX_VARIANTS } from "./variant-schemas";
import { instantToShopTime } from "./offer-window";

// The variants editor's rows (docs/decisions/065-product-variants.md), worked out from the URL so
// the page works without JavaScript: a GET form ticks the values of up to three options and asks
// for the combinations (`?generate=1&v.voltagem=127v&v.voltagem=220v`); each combination is a row,
// an existing variant's own values prefilled by its combination. Without `generate` the rows are
// the product's variants as stored.

/** The GET form's button: present, the rows are the ticked values' combinations. */
export const GENERATE_PARAM = "generate";

/** A ticked value of an option in the URL: `v.voltagem=220v`. */
export const valueParam = (code: string) => `v.${code}`;

/** A choice attribute the product may take as an option, in the admin's language. */
export interface EditorAttribute {
  code: string;
  name: string;
  values: { code: string; label: string }[];
}

/** A stored variant as the editor starts from it. */
export interface EditorVariant {
  sku: string | null;
  /** Its value code per option code; empty for a product without options. */
  options: Record<string, string>;
  priceCents: number;
  originalPriceCents: number | null;
  isOffer: boolean;
  /** Its offer's window as set (UTC ISO; null: open). */
  offerStartsAt: string | null;
  offerEndsAt: string | null;
  stock: number | null;
  /** Its own picture, as the gallery shows it (its URL), or null. */
  image: string | null;
}

/** One row of the editor: a combination and its fields as the form shows them. */
export interface EditorRow {
  /** One value code per option code, in the options' order. */
  options: Record<string, string>;
  /** The values' labels in the options' order ("127 V"); none without options. */
  labels: string[];
  sku: string;
  price: string;
  originalPrice: string;
  isOffer: boolean;
  /** Its offer's window in the shop's time, as a datetime-local field shows it; empty: open. */
  offerStarts: string;
  offerEnds: string;
  /** Empty: not tracked. */
  stock: string;
  image: string;
  /** Not a stored variant yet. */
  isNew: boolean;
}

/** The options chosen and each one's ticked values, in the attributes' order. */
export interface EditorSelection {
  options: string[];
  values: Record<string, string[]>;
}

export type SelectionProblem =
  { kind: "tooManyOptions" } | { kind: "tooManyCombinations"; count: number };

/** The ticked values the URL asks combinations of, or null when it does not ask (no `generate`). */
export function selectionFromSearch(
  params: URLSearchParams,
  attributes: readonly EditorAttribute[],
): EditorSelection | null {
  if (!params.has(GENERATE_PARAM)) return null;
  const selection: EditorSelection = { options: [], values: {} };
  for (const attribute of attributes) {
    const ticked = new Set(params.getAll(valueParam(attribute.code)));
    const codes = attribute.values.filter((v) => ticked.has(v.code)).map((v) => v.code);
    if (codes.length === 0) continue;
    selection.options.push(attribute.code);
    selection.values[attribute.code] = codes;
  }
  return selection;
}

/** The product's options as stored, each with the values its variants use, in the values' order. */
export function storedSelection(
  options: readonly string[],
  variants: readonly EditorVariant[],
  attributes: readonly EditorAttribute[],
): EditorSelection {
  const values: Record<string, string[]> = {};
  for (const code of options) {
    const used = new Set(variants.map((v) => v.options[code]));
    const order = attributes.find((a) => a.code === code)?.values.map((v) => v.code) ?? [];
    values[code] = order.filter((value) => used.has(value));
  }
  return { options: [...options], values };
}

/** Rule: at most three options and a hundred combinations. */
export function selectionProblem(selection: EditorSelection): SelectionProblem | null {
  if (selection.options.length > MAX_OPTIONS) return { kind: "tooManyOptions" };
  const count = selection.options.reduce((n, code) => n * (selection.values[code]?.length ?? 0), 1);
  return count > MAX_VARIANTS ? { kind: "tooManyCombinations", count } : null;
}

/** Every combination of the ticked values, the first option's values outermost. */
export function combinations(selection: EditorSelection): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const code of selection.options) {
    out = out.flatMap((combo) =>
      (selection.values[code] ?? []).map((value) => ({ ...combo, [code]: value })),
    );
  }
  return out;
}

/** A combination as one key, whatever the order of its options. */
const keyOf = (options: Record<string, string>) =>
  Object.keys(options)
    .sort()
    .map((code) => `${code}=${options[code]}`)
    .join("&");

const decimal = (cents: number | null) => (cents == null ? "" : (cents / 100).toFixed(2));

function labelsOf(
  options: Record<string, string>,
  order: readonly string[],
  attributes: readonly EditorAttribute[],
): string[] {
  return order.map((code) => {
    const attribute = attributes.find((a) => a.code === code);
    return attribute?.values.find((v) => v.code === options[code])?.label ?? options[code] ?? "";
  });
}

function rowOf(
  options: Record<string, string>,
  labels: string[],
  variant: EditorVariant | undefined,
  priceCents: number,
): EditorRow {
  return {
    options,
    labels,
    sku: variant?.sku ?? "",
    // A new combination starts at the product's price, so saving it as it stands is a sale price.
    price: decimal(variant?.priceCents ?? priceCents),
    originalPrice: decimal(variant?.originalPriceCents ?? null),
    isOffer: variant?.isOffer ?? false,
    offerStarts: variant?.offerStartsAt ? instantToShopTime(variant.offerStartsAt) : "",
    offerEnds: variant?.offerEndsAt ? instantToShopTime(variant.offerEndsAt) : "",
    stock: variant?.stock == null ? "" : String(variant.stock),
    image: variant?.image ?? "",
    isNew: !variant,
  };
}

/**
 * The editor's rows: the stored variants as they are (no selection asked), else one row per
 * combination of the selection, a stored variant of the same combination prefilled. Without
 * options, one row: the product's one variant, or its first when it loses its options.
 */
export function editorRows(
  selection: EditorSelection | null,
  variants: readonly EditorVariant[],
  attributes: readonly EditorAttribute[],
  priceCents: number,
): EditorRow[] {
  if (selection === null) {
    return variants.map((v) => {
      const order = Object.keys(v.options);
      return rowOf(v.options, labelsOf(v.options, order, attributes), v, priceCents);
    });
  }
  if (selection.options.length === 0) {
    const single = variants.find((v) => Object.keys(v.options).length === 0) ?? variants[0];
    return [rowOf({}, [], single, priceCents)];
  }
  const stored = new Map(variants.map((v) => [keyOf(v.options), v]));
  return combinations(selection).map((combo) =>
    rowOf(
      combo,
      labelsOf(combo, selection.options, attributes),
      stored.get(keyOf(combo)),
      priceCents,
    ),
  );
}
