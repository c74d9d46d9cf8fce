import { searchLinkCandidates } from "~/.server/catalogue/link-search.server";
import { linksTouching } from "~/.server/catalogue/product-links.server";
import {
  getProduct,
  getProductsByIds,
  type ProductView,
} from "~/.server/catalogue/products.server";
import type { Db } from "~/.server/db/kysely";
import type { Locale } from "~/i18n/languages";
import { LINK_SEARCH_MAX } from "~/lib/link-schemas";
import { localized } from "~/lib/localized";
import { LINK_TYPES, linkSides, namingProducts, type LinkType } from "~/lib/product-links";

/** A product as the editor lists it: its name in the administrator's language and its SKU. */
export interface LinkRow {
  id: number;
  name: string;
  sku: string | null;
}

/**
 * What the links editor of one product shows (undefined when there is no such product): its own
 * lists by type, in order, the products that name it (the derived side, read-only here), and the
 * search's results for `?q=`.
 */
export async function linksEditorData(
  db: Db,
  productId: number,
  locale: Locale,
  params: URLSearchParams,
) {
  const product = await getProduct(db, productId);
  if (!product) return undefined;
  const q = (params.get("q") ?? "").slice(0, LINK_SEARCH_MAX);
  const links = await linksTouching(db, [productId]);
  const sides = linkSides(productId, links);
  const own: Record<LinkType, number[]> = {
    accessory: sides.accessories,
    spare_part: sides.spareParts,
    compatible: sides.compatibleWith.filter((id) =>
      links.some((l) => l.productId === productId && l.linkedId === id && l.type === "compatible"),
    ),
  };
  const derived = namingProducts(productId, links);
  const [shown, found] = await Promise.all([
    getProductsByIds(db, [...new Set([...LINK_TYPES.flatMap((t) => own[t]), ...derived])]),
    searchLinkCandidates(db, q, productId),
  ]);
  const row = (p: ProductView): LinkRow => ({
    id: p.id,
    name: localized(p, "name", locale),
    sku: p.sku,
  });
  const byId = new Map(shown.map((p) => [p.id, row(p)]));
  const rows = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return {
    product: { id: product.id, name: localized(product, "name", locale) },
    lists: Object.fromEntries(LINK_TYPES.map((t) => [t, rows(own[t])])) as Record<
      LinkType,
      LinkRow[]
    >,
    derived: rows(derived),
    q,
    results: q === "" ? null : found.map(row),
  };
}

export type LinksEditorData = NonNullable<Awaited<ReturnType<typeof linksEditorData>>>;
