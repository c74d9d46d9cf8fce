import type { AdminAttributeCatalogue } from "~/lib/attribute-admin";
import type { AttributeDef, ProductAttributeValue } from "~/lib/attributes";
import { contentColumns, pickContent } from "~/lib/localized";
import type { Db } from "../db/kysely";
import { byCatalogueVersion } from "./version.server";

// Reading the specifications (docs/decisions/062-specifications-and-facets.md). The
// definitions are small (tens of attributes, hundreds of values) and every list page needs them,
// so they are read once per catalogue version; a product's values are read with the product.

export interface AttributeCatalogue {
  /** Every attribute, by position then id, each with its values in order. */
  attributes: AttributeDef[];
  byId: Map<number, AttributeDef>;
  byCode: Map<string, AttributeDef>;
  /** Each category's attribute ids, in the category's order. */
  byCategory: Map<number, number[]>;
}

/** The attribute definitions and the categories' lists, kept while the catalogue is unchanged. */
export function loadAttributes(db: Db): Promise<AttributeCatalogue> {
  return byCatalogueVersion(db, "attributes", () => readAttributes(db));
}

async function readAttributes(db: Db): Promise<AttributeCatalogue> {
  const [rows, values, links] = await Promise.all([
    db
      .selectFrom("attribute")
      .select([
        "id",
        "code",
        ...contentColumns("name"),
        "type",
        "unit",
        "unit_code",
        "is_filter",
        "position",
      ])
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("attribute_value")
      .select(["id", "attribute_id", "code", ...contentColumns("label"), "position"])
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("category_attribute")
      .select(["category_id", "attribute_id"])
      .orderBy("category_id")
      .orderBy("position")
      .orderBy("attribute_id")
      .execute(),
  ]);
  const attributes: AttributeDef[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    ...pickContent(r, "name"),
    type: r.type,
    unit: r.unit,
    unitCode: r.unit_code,
    isFilter: Boolean(r.is_filter),
    position: r.position,
    values: [],
  }));
  const byId = new Map(attributes.map((a) => [a.id, a]));
  for (const v of values) {
    byId.get(v.attribute_id)?.values.push({
      id: v.id,
      code: v.code,
      label: v.label,
      ...pickContent(v, "label"),
      position: v.position,
    });
  }
  const byCategory = new Map<number, number[]>();
  for (const l of links) {
    const list = byCategory.get(l.category_id) ?? [];
    list.push(l.attribute_id);
    byCategory.set(l.category_id, list);
  }
  return { attributes, byId, byCode: new Map(attributes.map((a) => [a.code, a])), byCategory };
}

/** The products' attribute values, by product id (a product without any has no entry). */
export async function productAttributeValues(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, ProductAttributeValue[]>> {
  const out = new Map<number, ProductAttributeValue[]>();
  for (let i = 0; i < productIds.length; i += 500) {
    const rows = await db
      .selectFrom("product_attribute")
      .select(["product_id", "attribute_id", "value_id", "number_value"])
      .where("product_id", "in", productIds.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const list = out.get(r.product_id) ?? [];
      list.push({ attributeId: r.attribute_id, valueId: r.value_id, number: r.number_value });
      out.set(r.product_id, list);
    }
  }
  return out;
}

/**
 * A product's values in its category's order (then the other attributes it has, by their own
 * order): what the specifications table, the comparison and the API show.
 */
export function orderedValues(
  catalogue: AttributeCatalogue,
  categoryId: number | null,
  values: readonly ProductAttributeValue[],
): { def: AttributeDef; value: ProductAttributeValue }[] {
  const listed = categoryId == null ? [] : (catalogue.byCategory.get(categoryId) ?? []);
  const rank = (id: number) => {
    const i = listed.indexOf(id);
    return i === -1 ? listed.length + (catalogue.byId.get(id)?.position ?? 0) : i;
  };
  return values
    .flatMap((value) => {
      const def = catalogue.byId.get(value.attributeId);
      return def ? [{ def, value }] : [];
    })
    .sort((a, b) => rank(a.def.id) - rank(b.def.id) || a.def.id - b.def.id);
}

/** How many products carry each attribute and each choice value. */
export interface AttributeUsage {
  byAttribute: Map<number, number>;
  byValue: Map<number, number>;
}

/**
 * The back office's counts: products per attribute and per value, one grouped
 * read each, kept while the catalogue is unchanged (every write of a product's values bumps it).
 */
export function attributeUsage(db: Db): Promise<AttributeUsage> {
  return byCatalogueVersion(db, "attribute-usage", async () => {
    const [attributes, values] = await Promise.all([
      db
        .selectFrom("product_attribute")
        .select(["attribute_id", (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy("attribute_id")
        .execute(),
      db
        .selectFrom("product_attribute")
        .select(["value_id", (eb) => eb.fn.countAll<number | string>().as("count")])
        .where("value_id", "is not", null)
        .groupBy("value_id")
        .execute(),
    ]);
    return {
      // PostgreSQL counts are bigint, which pg gives as text.
      byAttribute: new Map(attributes.map((r) => [r.attribute_id, Number(r.count)])),
      byValue: new Map(values.map((r) => [r.value_id!, Number(r.count)])),
    };
  });
}

/** The definitions as the back office's product form and table receive them (JSON: no Maps). */
export async function adminAttributeCatalogue(db: Db): Promise<AdminAttributeCatalogue> {
  const catalogue = await loadAttributes(db);
  return {
    attributes: catalogue.attributes,
    byCategory: Object.fromEntries([...catalogue.byCategory].map(([id, ids]) => [String(id), ids])),
  };
}

/** At most this many of a number attribute's values are offered by the table's filter. */
const NUMBERS_OFFERED = 100;

/**
 * The values number and yes/no attributes have on products, by attribute id, ascending: what the
 * product table's specification filter offers (a choice offers its own values).
 */
export function numberValuesInUse(db: Db): Promise<Record<string, number[]>> {
  return byCatalogueVersion(db, "attribute-numbers", async () => {
    const rows = await db
      .selectFrom("product_attribute")
      .select(["attribute_id", "number_value"])
      .where("number_value", "is not", null)
      .groupBy(["attribute_id", "number_value"])
      .orderBy("attribute_id")
      .orderBy("number_value")
      .execute();
    const out: Record<string, number[]> = {};
    for (const r of rows) {
      const list = (out[String(r.attribute_id)] ??= []);
      if (list.length < NUMBERS_OFFERED) list.push(r.number_value!);
    }
    return out;
  });
}
