import type { Transaction } from "kysely";
import { VOLTAGE_CODE } from "~/lib/attributes";
import { contentColumns, type Localizable } from "~/lib/localized";
import { specSearchText, type SpecForSearch } from "../../search/spec-text.server";
import type { Db } from "../kysely";
import type { Database } from "../schema";

// Generated products' variants (docs/decisions/065-product-variants.md), so the bench measures
// what a shop would hold: a product whose template (generated-specs.server.ts) states its
// category's voltage or size is sold in one, two or three of them (a quarter, a half and a quarter:
// over the demo's categories, where about half the products state one, about 1.5 variants a
// product); every other product has its one variant. Decided from the product's number alone, so
// every run gives the same variants; written in bulk, a chunk of products at a time.

/** A value of an option, with its label in every language (for the search text). */
export type GeneratedValue = Localizable<"label"> & { id: number; code: string };

/** The attribute generated products of a category take their variants by, and its values. */
export interface GeneratedOption {
  attributeId: number;
  code: string;
  values: GeneratedValue[];
}

/** The choice attributes variants are made of, the first a category has being the one used. */
const OPTION_CODES = [VOLTAGE_CODE, "tamanho"];

/** Each category's option attribute: its voltage, else its size; none for a category without. */
export async function generatedOptions(
  db: Db,
  categoryIds: readonly number[],
): Promise<Map<number, GeneratedOption>> {
  const out = new Map<number, GeneratedOption>();
  if (categoryIds.length === 0) return out;
  const links = await db
    .selectFrom("category_attribute as ca")
    .innerJoin("attribute as a", "a.id", "ca.attribute_id")
    .select(["ca.category_id", "a.id", "a.code"])
    .where("ca.category_id", "in", categoryIds)
    .where("a.type", "=", "choice")
    .where("a.code", "in", OPTION_CODES)
    .execute();
  if (links.length === 0) return out;
  const values = await db
    .selectFrom("attribute_value")
    .select(["id", "attribute_id", "code", ...contentColumns("label")])
    .where("attribute_id", "in", [...new Set(links.map((l) => l.id))])
    .orderBy("position")
    .orderBy("id")
    .execute();
  for (const categoryId of categoryIds) {
    for (const code of OPTION_CODES) {
      const link = links.find((l) => l.category_id === categoryId && l.code === code);
      const own = link ? values.filter((v) => v.attribute_id === link.id) : [];
      if (!link || own.length < 2) continue;
      out.set(categoryId, { attributeId: link.id, code, values: own });
      break;
    }
  }
  return out;
}

/** A number from a product's number and a purpose: the same inputs, the same number. */
function hash(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ p, 0x01000193);
    h ^= h >>> 15;
  }
  return Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
}

/** The values of a voltage option as shops sell them: mains voltages, or two batteries. */
const VOLTAGE_SETS: Record<number, readonly (readonly string[])[]> = {
  2: [
    ["127v", "220v"],
    ["127v", "220v"],
    ["127v", "220v"],
    ["bateria-18v", "bateria-20v"],
  ],
  3: [["127v", "220v", "bivolt"]],
};

function optionValues(n: number, option: GeneratedOption, count: number) {
  const byCode = new Map(option.values.map((v) => [v.code, v]));
  if (option.code === VOLTAGE_CODE) {
    const sets = VOLTAGE_SETS[count] ?? [];
    const set = sets[hash(n, 2) % Math.max(sets.length, 1)];
    const found = set?.flatMap((code) => byCode.get(code) ?? []);
    if (found?.length === count) return found;
  }
  // Neighbouring values otherwise (sizes 8", 10", 12").
  const start = hash(n, 3) % (option.values.length - count + 1);
  return option.values.slice(start, start + count);
}

/** A generated variant as its row holds it; its product's id comes with the insert. */
export interface PlannedVariant {
  sku: string;
  combination: string;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  stock: number | null;
  position: number;
}

/**
 * Product N's variants and the option values they hold (none for a product without options),
 * from its price and offer and its category's option (none when its template does not state it).
 * The first carries the product's SKU `GEN-N` and is never sold out, so the product is in stock
 * as the generator's rule says; the others add their value's code. Some are 5 % dearer (whole
 * dollars); stocks are untracked, low, sold out or 4 to 40.
 */
export function planVariants(
  n: number,
  option: GeneratedOption | undefined,
  base: { price_cents: number; original_price_cents: number | null; is_special_offer: boolean },
): { variants: PlannedVariant[]; values: GeneratedValue[] } {
  const roll = hash(n, 1) % 4;
  const wanted = option === undefined ? 1 : roll === 0 ? 1 : roll === 3 ? 3 : 2;
  const count = Math.min(wanted, option?.values.length ?? 1);
  const values = count === 1 || option === undefined ? [] : optionValues(n, option, count);
  const rows = values.length === 0 ? [undefined] : values;
  const variants = rows.map((value, i) => {
    const dearer = i > 0 && hash(n, 4, i) % 2 === 0;
    const extra = dearer ? Math.ceil(base.price_cents / 100 / 20) * 100 : 0;
    return {
      sku: value === undefined || i === 0 ? `GEN-${n}` : `GEN-${n}-${value.code.toUpperCase()}`,
      combination: value === undefined ? "" : `${option!.attributeId}:${value.id}`,
      price_cents: base.price_cents + extra,
      original_price_cents:
        base.original_price_cents === null ? null : base.original_price_cents + extra,
      is_special_offer: base.is_special_offer,
      stock: stockOf(hash(n, 5, i) % 20, i === 0),
      position: i + 1,
    };
  });
  return { variants, values };
}

/**
 * The search text of a product with options: its other specifications, then its options' values
 * by their label, as the search reads a product (specSearchTexts), so the seed writes the document
 * refreshSearchDocs would.
 */
export function specsWithOptions(
  specs: readonly SpecForSearch[],
  values: readonly GeneratedValue[],
): string {
  const labels = [...values].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return specSearchText([
    ...specs,
    ...labels.map((v) => ({
      type: "choice" as const,
      unit: null,
      number: null,
      labels: contentColumns("label").map((c) => v[c]),
    })),
  ]);
}

/** Untracked 30 %, low (1–3) 15 %, sold out 10 % (never the first), else 4 to 40. */
function stockOf(roll: number, first: boolean): number | null {
  if (roll < 6) return null;
  if (roll < 9) return 1 + (roll % 3);
  if (roll < 11) return first ? null : 0;
  return 4 + Math.floor(((roll - 11) * 36) / 8);
}

/** Rows a statement, well under SQLite's bound-parameter limit at ten columns. */
const ROWS = 500;

/**
 * Writes the variants planned for the products just inserted (`added`, by SKU), their values and
 * the products' option: a few statements per chunk of products, none per product.
 */
export async function insertGeneratedVariants(
  trx: Transaction<Database>,
  added: readonly { id: number; sku: string | null }[],
  plans: ReadonlyMap<string, PlannedVariant[]>,
  now: string,
): Promise<void> {
  const rows = added.flatMap((p) =>
    (plans.get(p.sku ?? "") ?? []).map((v) => ({
      ...v,
      product_id: p.id,
      created_at: now,
      updated_at: now,
    })),
  );
  const values: { variant_id: number; attribute_id: number; value_id: number }[] = [];
  const options = new Map<number, number>();
  for (let i = 0; i < rows.length; i += ROWS) {
    const inserted = await trx
      .insertInto("variant")
      .values(rows.slice(i, i + ROWS))
      .returning(["id", "product_id", "combination"])
      .execute();
    for (const v of inserted) {
      if (v.combination === "") continue;
      const [attributeId, valueId] = v.combination.split(":").map(Number) as [number, number];
      values.push({ variant_id: v.id, attribute_id: attributeId, value_id: valueId });
      options.set(v.product_id, attributeId);
    }
  }
  for (let i = 0; i < values.length; i += ROWS) {
    await trx
      .insertInto("variant_value")
      .values(values.slice(i, i + ROWS))
      .execute();
  }
  const optionRows = [...options].map(([product_id, attribute_id]) => ({
    product_id,
    attribute_id,
    position: 1,
  }));
  for (let i = 0; i < optionRows.length; i += ROWS) {
    await trx
      .insertInto("product_option")
      .values(optionRows.slice(i, i + ROWS))
      .execute();
  }
}
