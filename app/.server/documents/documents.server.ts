import { createHash } from "node:crypto";
import { isLocale, type Locale, type OtherLocale } from "~/i18n/languages";
import { perLanguage } from "~/lib/localized";
import { MAX_DOCUMENTS } from "~/lib/product-media";
import {
  MAX_VIDEOS,
  parseVideoUrl,
  videoPageUrl,
  type Video,
  type VideoUrlProblem,
} from "~/lib/video-url";
import { recordAudit } from "../audit/audit.server";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";
import type { ProductDocument } from "../db/schema-documents";
import { checkPdf } from "./pdf-check.server";

/**
 * docs/decisions/068-product-documents-and-videos.md: a product's documents and videos. Every
 * write bumps the catalogue version in its transaction, so cached product pages follow.
 */

export { MAX_DOCUMENTS };
/** Width 0 in `media` marks a document's bytes (pictures have their widths). */
export const DOCUMENT_WIDTH = 0;

export type DocumentProblem = "productMissing" | "tooMany" | "titleMissing" | "badLanguage";

export class DocumentRefused extends Error {
  constructor(readonly problem: DocumentProblem) {
    super(`document refused: ${problem}`);
  }
}

export interface NewDocument {
  bytes: Uint8Array;
  fileName: string;
  title: string;
  /** The title in each other language (empty: the Portuguese title shows). */
  others?: Partial<Record<OtherLocale, string | null>>;
  language?: string | null;
}

/** Rule: a document's language is empty (not said) or one of the shop's languages. */
export function documentLanguage(input: string | null | undefined): Locale | null | "bad" {
  const value = input?.trim() ?? "";
  if (value === "") return null;
  return isLocale(value) ? value : "bad";
}

/** The URL a document is served at: content-addressed, with its title as the file's name. */
export function documentUrl(doc: Pick<ProductDocument, "id" | "file_hash">): string {
  return `/documentos/${doc.id}/${doc.file_hash}.pdf`;
}

/** Rule: the file name a download carries: the title, accent-free, lower-case, hyphenated. */
export function documentFileName(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "documento"}.pdf`;
}

/** Checks (PdfRejected) and stores a product's document at the end of its list. */
export async function addDocument(
  db: Db,
  productId: number,
  input: NewDocument,
  actor: string | null = null,
): Promise<ProductDocument> {
  const title = input.title.trim();
  if (!title) throw new DocumentRefused("titleMissing");
  const language = documentLanguage(input.language);
  if (language === "bad") throw new DocumentRefused("badLanguage");
  const checked = await checkPdf(input.bytes);
  const hash = createHash("sha256").update(input.bytes).digest("hex").slice(0, 32);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom("product")
      .select("id")
      .where("id", "=", productId)
      .executeTakeFirst();
    if (!product) throw new DocumentRefused("productMissing");
    const { n, last } = await trx
      .selectFrom("product_document")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("position").as("last")])
      .where("product_id", "=", productId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_DOCUMENTS) throw new DocumentRefused("tooMany");
    await trx
      .insertInto("media")
      .values({
        hash,
        width: DOCUMENT_WIDTH,
        height: checked.pages,
        content_type: "application/pdf",
        bytes: input.bytes,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["hash", "width"]).doNothing())
      .execute();
    const row = await trx
      .insertInto("product_document")
      .values({
        product_id: productId,
        position: Number(last ?? 0) + 1,
        file_hash: hash,
        file_name: input.fileName.slice(0, 200) || "documento.pdf",
        bytes: checked.bytes,
        pages: checked.pages,
        title,
        ...perLanguage("title", (l) => input.others?.[l]?.trim() || null),
        language,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, {
      actor,
      action: "create",
      entity: "product_document",
      entityId: row.id,
      detail: `product ${productId}: ${title}`,
    });
    return row;
  });
}

/** Removes a product's document (its bytes go when no other document holds them). */
export async function removeDocument(
  db: Db,
  productId: number,
  documentId: number,
  actor: string | null = null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const doc = await trx
      .deleteFrom("product_document")
      .where("id", "=", documentId)
      .where("product_id", "=", productId)
      .returning(["file_hash", "title"])
      .executeTakeFirst();
    if (!doc) return false;
    const other = await trx
      .selectFrom("product_document")
      .select("id")
      .where("file_hash", "=", doc.file_hash)
      .executeTakeFirst();
    if (!other)
      await trx
        .deleteFrom("media")
        .where("hash", "=", doc.file_hash)
        .where("width", "=", DOCUMENT_WIDTH)
        .execute();
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, {
      actor,
      action: "delete",
      entity: "product_document",
      entityId: documentId,
      detail: `product ${productId}: ${doc.title}`,
    });
    return true;
  });
}

export async function listDocuments(db: Db, productId: number): Promise<ProductDocument[]> {
  return db
    .selectFrom("product_document")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
}

/** A served document: its bytes and the title its file name is made from. */
export async function readDocument(db: Db, documentId: number, hash: string) {
  return db
    .selectFrom("product_document")
    .innerJoin("media", (j) =>
      j
        .onRef("media.hash", "=", "product_document.file_hash")
        .on("media.width", "=", DOCUMENT_WIDTH),
    )
    .select(["media.bytes", "product_document.title", "product_document.product_id"])
    .where("product_document.id", "=", documentId)
    .where("product_document.file_hash", "=", hash)
    .executeTakeFirst();
}

export type VideoListProblem = { index: number; problem: VideoUrlProblem } | { problem: "tooMany" };

/** Rule: a list of video addresses, each read (or what is wrong, by place), at most MAX_VIDEOS, duplicates once. */
export function parseVideoList(urls: readonly string[]): Video[] | VideoListProblem {
  const filled = urls.map((u) => u.trim()).filter(Boolean);
  if (filled.length > MAX_VIDEOS) return { problem: "tooMany" };
  const videos: Video[] = [];
  for (const [index, url] of filled.entries()) {
    const parsed = parseVideoUrl(url);
    if ("problem" in parsed) return { index, problem: parsed.problem };
    if (!videos.some((v) => v.provider === parsed.provider && v.id === parsed.id))
      videos.push(parsed);
  }
  return videos;
}

/** Replaces a product's videos with these, in this order. */
export async function setVideos(
  db: Db,
  productId: number,
  videos: readonly Video[],
  actor: string | null = null,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const kept = await trx
      .selectFrom("product_video")
      .select(["provider", "video_id", "created_at"])
      .where("product_id", "=", productId)
      .execute();
    await trx.deleteFrom("product_video").where("product_id", "=", productId).execute();
    if (videos.length > 0)
      await trx
        .insertInto("product_video")
        .values(
          videos.map((v, i) => ({
            product_id: productId,
            position: i + 1,
            provider: v.provider,
            video_id: v.id,
            // A video kept keeps the day it was added (JSON-LD's uploadDate).
            created_at:
              kept.find((k) => k.provider === v.provider && k.video_id === v.id)?.created_at ?? now,
          })),
        )
        .execute();
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "product",
      entityId: productId,
      detail: `videos: ${videos.length}`,
    });
  });
}

export async function listVideos(db: Db, productId: number) {
  const rows = await db
    .selectFrom("product_video")
    .select(["provider", "video_id", "created_at"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  return rows.map((r) => {
    const video: Video = { provider: r.provider, id: r.video_id };
    return { ...video, url: videoPageUrl(video), addedAt: r.created_at };
  });
}
