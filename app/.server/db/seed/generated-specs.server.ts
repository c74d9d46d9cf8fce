import { contentColumns } from "~/lib/localized";
import { specSearchText, type SpecForSearch } from "../../search/spec-text.server";
import type { Db } from "../kysely";

// Generated products carry specifications drawn from the shop's own products in
// their category (the demo's, on a demo shop), so the bench measures filters and counts over what
// a shop would have rather than over empty or uniform values.

type TemplateValue = { attribute_id: number; value_id: number | null; number_value: number | null };

/** One product's values, copied whole onto a generated product, and their search text. */
export interface SpecTemplate {
  values: TemplateValue[];
  specs: string;
  /**
   * When the product states the category's option attribute (a voltage, a size), as a value or
   * as its variants' option: its values without it, and what they say to search, for a generated
   * product whose variants carry that attribute (an option's values live on the variants).
   */
  withoutOption?: { values: TemplateValue[]; specs: SpecForSearch[] };
}

const CHUNK = 500;

/**
 * The value sets of a category's products that are not generated, one per product (a product
 * without values counts too, as a product the shop left without them). A generated product copies
 * one drawn at random: the category's joint distribution, so a trowel-like product gets no
 * voltage and a drill-like one gets a chuck, rather than values mixed across products.
 * `optionAttributeId`: the attribute generated products of the category take their variants by.
 */
export async function specTemplates(
  db: Db,
  categoryId: number,
  optionAttributeId?: number,
): Promise<SpecTemplate[]> {
  const products = await db
    .selectFrom("product")
    .select("id")
    .where("category_id", "=", categoryId)
    .where((eb) => eb.or([eb("sku", "is", null), eb("sku", "not like", "GEN-%")]))
    .orderBy("id")
    .execute();
  const ids = products.map((p) => p.id);
  if (ids.length === 0) return [];
  const byProduct = new Map<number, { value: TemplateValue; spec: SpecForSearch }[]>(
    ids.map((id) => [id, []]),
  );
  const withOption = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    // The columns and order of the search's own reading (specSearchTexts), so the text is the
    // one refreshSearchDocs would write.
    const rows = await db
      .selectFrom("product_attribute as pa")
      .innerJoin("attribute as a", "a.id", "pa.attribute_id")
      .leftJoin("attribute_value as v", "v.id", "pa.value_id")
      .select([
        "pa.product_id",
        "pa.attribute_id",
        "pa.value_id",
        "pa.number_value",
        "a.type",
        "a.unit",
        ...contentColumns("label").map((c) => `v.${c}` as const),
      ])
      .where("pa.product_id", "in", chunk)
      .orderBy("pa.product_id")
      .orderBy("a.position")
      .orderBy("a.id")
      .execute();
    for (const r of rows) {
      byProduct.get(r.product_id)!.push({
        value: { attribute_id: r.attribute_id, value_id: r.value_id, number_value: r.number_value },
        spec: {
          type: r.type,
          unit: r.unit,
          number: r.number_value,
          labels: contentColumns("label").map((c) => r[c]),
        },
      });
    }
    if (optionAttributeId === undefined) continue;
    const options = await db
      .selectFrom("product_option")
      .select("product_id")
      .where("attribute_id", "=", optionAttributeId)
      .where("product_id", "in", chunk)
      .execute();
    for (const o of options) withOption.add(o.product_id);
  }
  return ids.map((id) => {
    const list = byProduct.get(id)!;
    const template: SpecTemplate = {
      values: list.map((x) => x.value),
      specs: specSearchText(list.map((x) => x.spec)),
    };
    const states = list.some((x) => x.value.attribute_id === optionAttributeId);
    if (states || withOption.has(id)) {
      const rest = list.filter((x) => x.value.attribute_id !== optionAttributeId);
      template.withoutOption = { values: rest.map((x) => x.value), specs: rest.map((x) => x.spec) };
    }
    return template;
  });
}
