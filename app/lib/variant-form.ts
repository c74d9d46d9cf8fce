import { parsePriceToCents } from "./money";
import { stockSchema } from "./variant-schemas";

// The variants editor as a form (docs/decisions/065-product-variants.md): a field cannot carry an
// array, so each row posts plain fields named by its index, `variants.2.sku`, `variants.2.price`,
// `variants.2.options.voltagem`, and the options as `options.0`, `options.1`. A refusal names the
// same field (`variants.2.sku`), so its message shows beside the row's own input.

/** The text fields of one row. */
export type VariantFieldKey =
  | "sku"
  | "price"
  | "original_price"
  | "is_special_offer"
  | "offer_starts_at"
  | "offer_ends_at"
  | "stock"
  | "image";

/** A row's field name in the form: `variants.{index}.{key}`. */
export const variantFieldName = (index: number, key: VariantFieldKey | "options") =>
  `variants.${index}.${key}`;

/** A row's value of one option (a hidden field): `variants.{index}.options.{code}`. */
export const variantOptionName = (index: number, code: string) =>
  `variants.${index}.options.${code}`;

/** The option at a position (a hidden field): `options.{index}`. */
export const optionFieldName = (index: number) => `options.${index}`;

/** The fields that, filled, set every row's price or stock on save. */
export const SAME_PRICE = "same_price";
export const SAME_STOCK = "same_stock";

const ROW = /^variants\.(\d{1,3})\.([a-z_]+)(?:\.([a-z0-9-]{1,64}))?$/;
const OPTION = /^options\.(\d)$/;

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** A "same for all" field, when filled with a value its rows would take. */
function sameValue(fields: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = str(fields[name])?.trim();
  if (!value) return undefined;
  if (name === SAME_PRICE) return parsePriceToCents(value) == null ? undefined : value;
  return stockSchema.safeParse(value).success ? value : undefined;
}

/**
 * What the editor posted, in the shape productVariantsSchema reads (in the order of the rows'
 * indexes; a gap closes up), with the "same price/stock for all" fields applied to every row when
 * they hold a value a row would take (a bad one is refused beside its own field, not on every row).
 */
export function variantsFromFields(fields: Readonly<Record<string, unknown>>) {
  const options: [number, string][] = [];
  const rows = new Map<number, Record<string, unknown> & { options: Record<string, string> }>();
  for (const [name, value] of Object.entries(fields)) {
    const option = OPTION.exec(name);
    if (option && typeof value === "string" && value !== "") {
      options.push([Number(option[1]), value]);
      continue;
    }
    const match = ROW.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { options: {} };
    rows.set(index, row);
    if (match[2] === "options" && match[3]) row.options[match[3]] = value;
    else if (!match[3]) row[match[2]!] = value;
  }
  const samePrice = sameValue(fields, SAME_PRICE);
  const sameStock = sameValue(fields, SAME_STOCK);
  const variants = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      const { image, ...rest } = row;
      return {
        ...rest,
        ...(samePrice !== undefined ? { price: samePrice } : {}),
        ...(sameStock !== undefined ? { stock: sameStock } : {}),
        images: typeof image === "string" && image !== "" ? [image] : [],
      };
    });
  return {
    options: options.sort(([a], [b]) => a - b).map(([, code]) => code),
    variants,
    [SAME_PRICE]: str(fields[SAME_PRICE]),
    [SAME_STOCK]: str(fields[SAME_STOCK]),
  };
}

/**
 * A form field's name from a schema issue's path or a service's refusal: a row's own field
 * (`variants.2.price`; its picture for `images`), the row's combination (`variants.2.options`), an
 * option (`options.1`); else the path's first segment.
 */
export function variantFieldOf(path: readonly PropertyKey[]): string {
  const [first, index, key] = path;
  if (first === "variants" && typeof index === "number" && typeof key === "string") {
    return variantFieldName(index, key === "images" ? "image" : (key as VariantFieldKey));
  }
  if (first === "options" && typeof index === "number") return optionFieldName(index);
  return path.length > 0 ? String(first) : "form";
}

/** A service's refusal field (`variants.2.images`) as the editor names its input. */
export const variantField = (field: string) => variantFieldOf(pathOf(field));

const pathOf = (field: string): PropertyKey[] =>
  field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
