import type { Locale } from "~/i18n/languages";
import { localized } from "~/lib/localized";
import type { VariantRemovalQuestion } from "~/lib/variant-removal";
import type { ProductVariantsInput } from "~/lib/variant-schemas";
import type { Db } from "../db/kysely";
import { productVariants, type VariantView } from "./variants.server";

// Before the variants editor removes a combination, the enquiries that name it
// (docs/decisions/065-product-variants.md): a save that would remove one an open enquiry names
// asks first. The enquiry's lines keep their SKU and option labels either way.

/** A combination's key: its `attribute=value` codes, sorted ("" for a product without options). */
const keyOf = (pairs: [string, string][]) =>
  pairs
    .map(([attribute, value]) => `${attribute}=${value}`)
    .sort()
    .join("&");

/**
 * Rule: a save removes the product's variants whose combination is not among the new list's (a
 * combination that stays keeps its variant, as writeVariants does).
 */
export function removedVariants<V extends Pick<VariantView, "values">>(
  current: readonly V[],
  input: Pick<ProductVariantsInput, "options" | "variants">,
): V[] {
  const kept = new Set(
    input.variants.map((v) =>
      keyOf(input.options.map((code) => [code, v.options[code] ?? ""] as [string, string])),
    ),
  );
  return current.filter(
    (v) =>
      !kept.has(keyOf(v.values.map((x) => [x.attribute.code, x.value.code] as [string, string]))),
  );
}

/**
 * What the editor asks before a save removes combinations open enquiries name (not closed ones):
 * how many such enquiries and which combinations, in the administrator's language; null when none.
 */
export async function removalQuestion(
  db: Db,
  productId: number,
  input: Pick<ProductVariantsInput, "options" | "variants">,
  locale: Locale,
): Promise<VariantRemovalQuestion | null> {
  const removed = removedVariants((await productVariants(db, productId)).variants, input);
  if (removed.length === 0) return null;
  const rows = await db
    .selectFrom("enquiry_item as i")
    .innerJoin("enquiry as e", "e.id", "i.enquiry_id")
    .select(["i.variant_id", "i.enquiry_id"])
    .where(
      "i.variant_id",
      "in",
      removed.map((v) => v.id),
    )
    .where("e.status", "!=", "closed")
    .execute();
  if (rows.length === 0) return null;
  const named = new Set(rows.map((r) => r.variant_id));
  return {
    enquiries: new Set(rows.map((r) => r.enquiry_id)).size,
    combinations: removed
      .filter((v) => named.has(v.id))
      .map((v) => {
        const labels = v.values.map((x) => localized(x.value, "label", locale)).join(" / ");
        return v.sku ? `${labels} (${v.sku})` : labels;
      }),
  };
}
