import { documentProblemText } from "~/i18n/document-problems.server";
import { ApiError } from "../api/errors.server";
import { apiLocale } from "../api/locale.server";
import type { ProductDocument } from "../db/schema-documents";
import type { Db } from "../db/kysely";
import { formDataOf, readLimited } from "../http/body.server";
import { RequestRefused } from "../http/refusal.server";
import type { Video } from "~/lib/video-url";
import { OTHER_LOCALES } from "~/i18n/languages";
import { pickContent } from "~/lib/localized";
import { addDocument, DocumentRefused, documentUrl, parseVideoList } from "./documents.server";
import { MAX_DOCUMENT_BYTES, PdfRejected } from "./pdf-check.server";

/** A document upload's body: the PDF and its form fields. */
export const MAX_DOCUMENT_BODY_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024;

/**
 * Rule: the paths whose body may hold a 20 MB PDF (server/fetch-bridge.ts raises its ceiling):
 * the API's upload and the back office's documents page, as a document and as React Router's
 * `.data` submission.
 */
export function isDocumentUpload(url: string): boolean {
  return /^\/(api\/products\/\d{1,12}\/documents|admin\/produtos\/\d{1,12}\/documentos(\.data)?)$/.test(
    url.split("?")[0]!,
  );
}

/** A document as the API answers it. */
export function apiDocument(d: ProductDocument) {
  return {
    id: d.id,
    url: documentUrl(d),
    title: d.title,
    ...pickContent(d, "title"),
    language: d.language,
    bytes: d.bytes,
    pages: d.pages,
  };
}

/**
 * POST /api/products/{id}/documents (multipart: `file`, `title`, optional `title_{code}`,
 * `language`): 201 with the document; a refused PDF is a 422 naming why, in the caller's language.
 */
export async function uploadDocumentFromApi(
  db: Db,
  request: Request,
  productId: number,
  actor: string | null = null,
) {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") throw new RequestRefused(415, "unsupportedType");
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BODY_BYTES)
    throw new RequestRefused(413, "tooLarge");
  const form = await formDataOf(
    await readLimited(request, MAX_DOCUMENT_BODY_BYTES, true),
    request.headers.get("content-type")!,
  );
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : null;
  };
  const file = form.get("file");
  const locale = apiLocale(request);
  const refuse = (
    status: number,
    problem: Parameters<typeof documentProblemText>[1],
    names?: string[],
  ) =>
    new ApiError(status, "documentRefused", undefined, undefined, {
      problem: documentProblemText(locale, problem, names),
    });
  if (!file || typeof file === "string" || file.size === 0) throw refuse(400, "fileMissing");
  try {
    const doc = await addDocument(
      db,
      productId,
      {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName: file.name,
        title: text("title") ?? "",
        others: Object.fromEntries(OTHER_LOCALES.map((l) => [l, text(`title_${l}`)])),
        language: text("language"),
      },
      actor,
    );
    return Response.json(apiDocument(doc), { status: 201 });
  } catch (error) {
    if (error instanceof PdfRejected) {
      const p = error.problem;
      throw refuse(
        p.reason === "tooLarge" ? 413 : 422,
        p.reason,
        p.reason === "active" ? p.names : [],
      );
    }
    if (error instanceof DocumentRefused) {
      if (error.problem === "productMissing") throw new ApiError(404, "notFound");
      throw refuse(error.problem === "tooMany" ? 409 : 400, error.problem);
    }
    throw error;
  }
}

/** Each video address problem's message key in the document-problems catalogues. */
export const VIDEO_PROBLEMS = {
  notUrl: "videoNotUrl",
  notHttps: "videoNotHttps",
  unknownHost: "videoUnknownHost",
  noVideoId: "videoNoId",
} as const;

/** A PUT/PATCH's `videos`, read; a bad address is a 400 naming its place and what is wrong. */
export function videosFromApi(request: Request, urls: readonly string[]): Video[] {
  const parsed = parseVideoList(urls);
  if (Array.isArray(parsed)) return parsed;
  const locale = apiLocale(request);
  const tooMany = !("index" in parsed);
  throw new ApiError(400, "videoRefused", undefined, undefined, {
    number: tooMany ? urls.length : parsed.index + 1,
    problem: documentProblemText(locale, tooMany ? "videoTooMany" : VIDEO_PROBLEMS[parsed.problem]),
  });
}
