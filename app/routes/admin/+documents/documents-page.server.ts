import { getProduct } from "~/.server/catalogue/products.server";
import type { Db } from "~/.server/db/kysely";
import { documentUrl, listDocuments, listVideos } from "~/.server/documents/documents.server";
import { isLocale, type Locale } from "~/i18n/languages";
import { localized, pickContent } from "~/lib/localized";

/** What the documents and videos editor of one product shows (undefined: no such product). */
export async function documentsEditorData(db: Db, productId: number, locale: Locale) {
  const product = await getProduct(db, productId);
  if (!product) return undefined;
  const [documents, videos] = await Promise.all([
    listDocuments(db, productId),
    listVideos(db, productId),
  ]);
  return {
    product: { id: product.id, name: localized(product, "name", locale) },
    documents: documents.map((d) => ({
      id: d.id,
      url: documentUrl(d),
      fileName: d.file_name,
      title: d.title,
      ...pickContent(d, "title"),
      language: d.language !== null && isLocale(d.language) ? d.language : null,
      bytes: d.bytes,
      pages: d.pages,
    })),
    videos: videos.map((v) => v.url),
  };
}

export type DocumentsEditorData = NonNullable<Awaited<ReturnType<typeof documentsEditorData>>>;
export type EditorDocument = DocumentsEditorData["documents"][number];
