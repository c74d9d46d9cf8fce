import { specSearchTexts } from "../../search/index.server";
import type { Db } from "../kysely";

// Generated products carry specifications drawn from the shop's own products in
// their category (the demo's, on a demo shop), so the bench measures filters and counts over what
// a shop would have rather than over empty or uniform values.

/** One product's values, copied whole onto a generated product, and their search text. */
export interface SpecTemplate {
  values: { attribute_id: number; value_id: number | null; number_value: number | null }[];
  specs: string;
}

/**
 * The value sets of a category's products that are not generated, one per product (a product
 * without values counts too, as a product the shop left without them). A generated product copies
 * one drawn at random: the category's joint distribution, so a trowel-like product gets no
 * voltage and a drill-like one gets a chuck, rather than values mixed across products.
 */
export async function specTemplates(db: Db, categoryId: number): Promise<SpecTemplate[]> {
  const products = await db
    .selectFrom("product")
    .select("id")
    .where("category_id", "=", categoryId)
    .where((eb) => eb.or([eb("sku", "is", null), eb("sku", "not like", "GEN-%")]))
    .orderBy("id")
    .execute();
  const ids = products.map((p) => p.id);
  if (ids.length === 0) return [];
  const byProduct = new Map<number, SpecTemplate["values"]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("product_attribute")
      .select(["product_id", "attribute_id", "value_id", "number_value"])
      .where("product_id", "in", ids.slice(i, i + 500))
      .orderBy("product_id")
      .orderBy("attribute_id")
      .execute();
    for (const { product_id, ...value } of rows) byProduct.get(product_id)!.push(value);
  }
  const specs = await specSearchTexts(db, ids);
  return ids.map((id) => ({ values: byProduct.get(id)!, specs: specs.get(id) ?? "" }));
}
