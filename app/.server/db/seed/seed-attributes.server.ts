import type { Transaction } from "kysely";
import { LOCALES } from "~/i18n/languages";
import { perLanguage } from "~/lib/localized";
import { specSearchText, type SpecForSearch } from "../../search/spec-text.server";
import type { Database } from "../schema";
import { DEMO_ATTRIBUTES, DEMO_CATEGORY_ATTRIBUTES, type DemoAttribute } from "./demo-attributes";
import type { DemoProduct } from "./demo-data";
import { DEMO_PRODUCT_ATTRIBUTES, type DemoSpecValue } from "./demo-product-attributes";
import { DEMO_VARIANTS } from "./demo-variants";

// The demo specifications written by seedDemo (seed.server.ts), in its
// transaction: the attributes, their values, each category's list, then each product's values.

type Trx = Transaction<Database>;

/**
 * A demo product's stated values in the attributes' own order (their positions), nulls left out,
 * and its options too: an option's values live on the product's variants (demo-variants.ts).
 */
export function demoSpecs(product: DemoProduct): { def: DemoAttribute; value: StatedValue }[] {
  const stated = DEMO_PRODUCT_ATTRIBUTES[product[0]] ?? {};
  const options = DEMO_VARIANTS[product[0]]?.options ?? [];
  return DEMO_ATTRIBUTES.flatMap((def) => {
    const value = stated[def.code];
    return value == null || options.includes(def.code) ? [] : [{ def, value }];
  });
}

type StatedValue = Exclude<DemoSpecValue, null>;

/** What a stored value is: a choice's value, or a number (yes/no as 1 or 0). */
function stored(def: DemoAttribute, value: StatedValue) {
  if (def.type === "choice") {
    const v = def.values?.find((x) => x.code === value);
    if (!v) throw new Error(`demo data: ${def.code} has no value ${String(value)}`);
    return { choice: v, number: null };
  }
  if (def.type === "boolean" && typeof value === "boolean") {
    return { choice: undefined, number: value ? 1 : 0 };
  }
  if (def.type === "number" && typeof value === "number")
    return { choice: undefined, number: value };
  throw new Error(`demo data: ${def.code} cannot hold ${String(value)}`);
}

/** A demo product's specifications as search text, as refreshSearchDocs would compute it. */
export function demoSpecText(product: DemoProduct): string {
  return specSearchText(
    demoSpecs(product).map(({ def, value }): SpecForSearch => {
      const { choice, number } = stored(def, value);
      return {
        type: def.type,
        unit: def.unit ?? null,
        number,
        labels: choice ? LOCALES.map((l) => choice.label[l]) : [],
      };
    }),
  );
}

/** Every demo choice label in every language: words for the typo tolerance's vocabulary. */
export function demoValueLabels(): string[] {
  return DEMO_ATTRIBUTES.flatMap((a) =>
    (a.values ?? []).flatMap((v) => LOCALES.flatMap((l) => v.label[l] ?? [])),
  );
}

/** Ids of the attributes written, by code, and of their values, by attribute code then value code. */
interface WrittenAttributes {
  attributeIds: Map<string, number>;
  valueIds: Map<string, Map<string, number>>;
}

/** Writes the demo attributes, their values and the categories' lists. */
export async function insertDemoAttributes(trx: Trx, now: string): Promise<WrittenAttributes> {
  const attributeIds = new Map<string, number>();
  const valueIds = new Map<string, Map<string, number>>();
  for (const [i, a] of DEMO_ATTRIBUTES.entries()) {
    const { id } = await trx
      .insertInto("attribute")
      .values({
        code: a.code,
        name: a.name.pt,
        ...perLanguage("name", (l) => a.name[l] ?? null),
        type: a.type,
        unit: a.unit ?? null,
        unit_code: a.unitCode ?? null,
        is_filter: true,
        position: i + 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    attributeIds.set(a.code, id);
    const values = a.values ?? [];
    if (values.length === 0) continue;
    const rows = await trx
      .insertInto("attribute_value")
      .values(
        values.map((v, n) => ({
          attribute_id: id,
          code: v.code,
          label: v.label.pt,
          ...perLanguage("label", (l) => v.label[l] ?? null),
          position: n + 1,
        })),
      )
      // A multi-row RETURNING has no defined order in SQLite: matched by code.
      .returning(["id", "code"])
      .execute();
    valueIds.set(a.code, new Map(rows.map((r) => [r.code, r.id])));
  }
  const links = Object.entries(DEMO_CATEGORY_ATTRIBUTES).flatMap(([category, codes]) =>
    codes.map((code, n) => ({
      category_id: Number(category),
      attribute_id: attributeIds.get(code)!,
      position: n + 1,
    })),
  );
  await trx.insertInto("category_attribute").values(links).execute();
  return { attributeIds, valueIds };
}

/** Writes each demo product's values; `productIds[i]` is DEMO_PRODUCTS[i]'s id. */
export async function insertDemoProductAttributes(
  trx: Trx,
  written: WrittenAttributes,
  products: readonly DemoProduct[],
  productIds: readonly number[],
): Promise<void> {
  const rows = products.flatMap((product, i) =>
    demoSpecs(product).map(({ def, value }) => {
      const { choice, number } = stored(def, value);
      return {
        product_id: productIds[i]!,
        attribute_id: written.attributeIds.get(def.code)!,
        value_id: choice ? written.valueIds.get(def.code)!.get(choice.code)! : null,
        number_value: number,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto("product_attribute")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
