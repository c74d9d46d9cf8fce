import type { OtherLocale } from "~/i18n/languages";
import { perLanguage } from "~/lib/localized";
import { applyMove, type Move } from "~/lib/reorder";
import { recordAudit } from "../audit/audit.server";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";
import { DocumentRefused, documentLanguage } from "./documents.server";

// The back office's edits of a product's documents besides adding and removing them
// (docs/decisions/068-product-documents-and-videos.md): their order, and each one's titles and
// language. Each bumps the catalogue version and writes its audit entry in its transaction.

/** Moves one of a product's documents a step (or onto another); false when it has no such document. */
export async function moveDocument(
  db: Db,
  productId: number,
  move: Move,
  actor: string | null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom("product_document")
        .select("id")
        .where("product_id", "=", productId)
        .orderBy("position")
        .orderBy("id")
        .execute()
    ).map((r) => r.id);
    if (!ids.includes(move.id)) return false;
    const order = applyMove(ids, move);
    for (const [i, id] of order.entries())
      await trx
        .updateTable("product_document")
        .set({ position: i + 1 })
        .where("id", "=", id)
        .execute();
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, {
      actor,
      action: "reorder",
      entity: "product_document",
      entityId: productId,
    });
    return true;
  });
}

export interface DocumentTitles {
  title: string;
  others?: Partial<Record<OtherLocale, string | null>>;
  language?: string | null;
}

/** Sets a document's titles and language; false when the product has no such document. */
export async function editDocument(
  db: Db,
  productId: number,
  documentId: number,
  input: DocumentTitles,
  actor: string | null,
): Promise<boolean> {
  const title = input.title.trim();
  if (!title) throw new DocumentRefused("titleMissing");
  const language = documentLanguage(input.language);
  if (language === "bad") throw new DocumentRefused("badLanguage");
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("product_document")
      .set({
        title,
        ...perLanguage("title", (l) => input.others?.[l]?.trim() || null),
        language,
      })
      .where("id", "=", documentId)
      .where("product_id", "=", productId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "product_document",
      entityId: documentId,
      detail: `product ${productId}: ${title}`,
    });
    return true;
  });
}
