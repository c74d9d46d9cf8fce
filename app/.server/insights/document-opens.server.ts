import type { Locale } from "~/i18n/languages";
import { contentColumns, localized } from "~/lib/localized";
import type { Db } from "../db/kysely";

// Estatísticas' "Documentos abertos" (docs/decisions/068-product-documents-and-videos.md): the
// daily rollups of `document_open`, whose item is "<document id>:<product id>"
// (media.server.ts), named. Apart from insights.server.ts, which reads the counts and calls this.

export interface DocumentOpenRow {
  /** The document's id; its title in the administrator's language, null once it was removed. */
  document: { id: number; title: string | null };
  product: { id: number; name: string; sku: string | null };
  count: number;
}

/** A document open's item as its two ids (NaN for a malformed one). */
export const documentOpenIds = (item: string): [number, number] => {
  const [d = "", p = ""] = item.split(":");
  return [Number(d), Number(p)];
};

/**
 * Rule: a document open is listed under its product's name and the document's title in the
 * administrator's language; a removed document still shows, by its product, without a title (the
 * page says it was removed); a deleted product's opens are left out.
 */
export async function nameDocumentOpens(
  db: Db,
  top: { item: string; count: number }[],
  namesIn: Locale,
): Promise<DocumentOpenRow[]> {
  const opens = top
    .map((t) => ({ ids: documentOpenIds(t.item), count: t.count }))
    .filter(({ ids }) => ids.every((id) => Number.isSafeInteger(id) && id > 0));
  if (opens.length === 0) return [];
  const [documents, products] = await Promise.all([
    db
      .selectFrom("product_document")
      .select(["id", "product_id", ...contentColumns("title")])
      .where("id", "in", [...new Set(opens.map((o) => o.ids[0]))])
      .execute(),
    db
      .selectFrom("product")
      .select(["id", "sku", ...contentColumns("name")])
      .where("id", "in", [...new Set(opens.map((o) => o.ids[1]))])
      .execute(),
  ]);
  const titles = new Map(
    documents.map((d) => [`${d.id}:${d.product_id}`, localized(d, "title", namesIn)]),
  );
  const named = new Map(
    products.map((p) => [p.id, { id: p.id, name: localized(p, "name", namesIn), sku: p.sku }]),
  );
  return opens.flatMap(({ ids: [documentId, productId], count }) => {
    const product = named.get(productId);
    if (!product) return [];
    const title = titles.get(`${documentId}:${productId}`) ?? null;
    return [{ document: { id: documentId, title }, product, count }];
  });
}
