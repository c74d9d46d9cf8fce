import {
  adminForm,
  formIntent,
  type FormIntent,
  type Reply,
} from "~/.server/admin/admin-form.server";
import { readBody as readSmallBody, readLimitedAs, formDataOf } from "~/.server/http/body.server";
import type { ParsedBody } from "~/.server/http/body.server";
import { editDocument, moveDocument } from "~/.server/documents/document-edits.server";
import { MAX_DOCUMENT_BODY_BYTES, VIDEO_PROBLEMS } from "~/.server/documents/documents-api.server";
import {
  addDocument,
  DocumentRefused,
  parseVideoList,
  removeDocument,
  setVideos,
} from "~/.server/documents/documents.server";
import { PdfRejected } from "~/.server/documents/pdf-check.server";
import { documentProblemText, type DocumentProblemKey } from "~/i18n/document-problems.server";
import { fill } from "~/i18n/fill";
import { OTHER_LOCALES, type Locale } from "~/i18n/languages";
import type { ContentColumns } from "~/lib/localized";
import type { Messages } from "~/i18n/pt";
import {
  documentEditSchema,
  documentMoveSchema,
  documentRemoveSchema,
  documentUploadSchema,
  videoListSchema,
} from "~/lib/document-schemas";

/**
 * The page's body: a multipart upload of up to 20 MB (server/fetch-bridge.ts lets this path's
 * bodies through), or one of its small forms.
 */
async function readDocumentsBody(request: Request): Promise<ParsedBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return readSmallBody(request);
  const form = await formDataOf(
    await readLimitedAs(request, MAX_DOCUMENT_BODY_BYTES, "importTooLarge"),
    type,
  );
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else if (value.size > 0 && value.name !== "") files[name] = value;
  }
  return { fields, files };
}

/** Why an upload or an edit was refused, as the field it belongs to and the toast. */
function refusedAs(
  field: string,
  reason: string,
  status: number,
  s: Messages["adminSections"],
): Reply {
  return {
    ok: false,
    status,
    toast: fill(s.documents.refused, { reason }),
    fields: { [field]: reason },
  };
}

/** A refusal of the PDF checks or the document rules, worded; anything else is rethrown. */
function documentRefusal(error: unknown, locale: Locale, s: Messages["adminSections"]): Reply {
  const word = (key: DocumentProblemKey, names: readonly string[] = []) =>
    documentProblemText(locale, key, names);
  if (error instanceof PdfRejected) {
    const p = error.problem;
    return refusedAs(
      "file",
      word(p.reason, p.reason === "active" ? p.names : []),
      p.reason === "tooLarge" ? 413 : 422,
      s,
    );
  }
  if (error instanceof DocumentRefused) {
    const field =
      error.problem === "titleMissing"
        ? "title"
        : error.problem === "badLanguage"
          ? "language"
          : "file";
    const status =
      error.problem === "productMissing" ? 404 : error.problem === "tooMany" ? 409 : 400;
    return refusedAs(field, word(error.problem), status, s);
  }
  throw error;
}

/** The titles typed in each other language, by language. */
const otherTitles = (input: Partial<ContentColumns<"title", string | null>>) =>
  Object.fromEntries(OTHER_LOCALES.map((l) => [l, input[`title_${l}`]]));

/**
 * The documents and videos editor's writes (docs/decisions/068-product-documents-and-videos.md):
 * upload a PDF with its titles, save a document's titles, move or remove one, and replace the
 * video list. A refused PDF says why (the same words as the API's), and what was typed stays.
 */
function documentIntents(productId: number): Record<string, FormIntent> {
  return {
    upload: formIntent({
      schema: documentUploadSchema,
      failed: (s) => s.documents.saveFailed,
      handle: async (input, { db, adminId, s, locale }) => {
        if (!input.file) {
          return {
            ok: false,
            status: 400,
            toast: s.documents.fileMissing,
            fields: { file: s.documents.fileMissing },
          };
        }
        try {
          await addDocument(
            db,
            productId,
            {
              bytes: new Uint8Array(await input.file.arrayBuffer()),
              fileName: input.file.name,
              title: input.title,
              others: otherTitles(input),
              language: input.language,
            },
            adminId,
          );
        } catch (error) {
          return documentRefusal(error, locale, s);
        }
        return { toast: s.documents.uploaded };
      },
    }),
    edit: formIntent({
      schema: documentEditSchema,
      failed: (s) => s.documents.saveFailed,
      handle: async (input, { db, adminId, s, locale }) => {
        let found: boolean;
        try {
          found = await editDocument(
            db,
            productId,
            input.id,
            {
              title: input.title,
              others: otherTitles(input),
              language: input.language,
            },
            adminId,
          );
        } catch (error) {
          return documentRefusal(error, locale, s);
        }
        if (!found) return { ok: false, status: 404, toast: s.documents.gone };
        return { toast: s.documents.saved, target: String(input.id) };
      },
    }),
    remove: formIntent({
      schema: documentRemoveSchema,
      failed: (s) => s.documents.saveFailed,
      handle: async ({ id }, { db, adminId, s }) => {
        const removed = await removeDocument(db, productId, id, adminId);
        if (!removed) return { ok: false, status: 404, toast: s.documents.gone };
        return { toast: s.documents.removed };
      },
    }),
    move: formIntent({
      schema: documentMoveSchema,
      failed: (s) => s.documents.saveFailed,
      handle: async (move, { db, adminId, s }) => {
        const moved = await moveDocument(db, productId, move, adminId);
        if (!moved) return { ok: false, status: 404, toast: s.documents.gone };
        return { toast: s.documents.moved };
      },
    }),
    videos: formIntent({
      schema: videoListSchema,
      failed: (s) => s.documents.videosFailed,
      refusedToast: "field",
      handle: async ({ videos }, { db, adminId, s, locale }) => {
        const parsed = parseVideoList(videos);
        if (!Array.isArray(parsed)) {
          // The line named is the address's line in the field (empty lines count).
          const filled = videos.flatMap((v, i) => (v.trim() ? [i] : []));
          const message =
            "index" in parsed
              ? fill(s.documents.videoLine, {
                  number: String((filled[parsed.index] ?? parsed.index) + 1),
                  problem: documentProblemText(locale, VIDEO_PROBLEMS[parsed.problem]),
                })
              : documentProblemText(locale, "videoTooMany");
          return { ok: false, status: 400, toast: message, fields: { videos: message } };
        }
        await setVideos(db, productId, parsed, adminId);
        return { toast: s.documents.videosSaved };
      },
    }),
  };
}

export function documentsAction(request: Request, productId: number) {
  return adminForm(documentIntents(productId), { readBody: readDocumentsBody })(request);
}
