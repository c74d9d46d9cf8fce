import { getDb } from "~/.server/db/kysely";
import { documentFileName, readDocument } from "~/.server/documents/documents.server";
import { tracksNothing } from "~/.server/insights/consent.server";
import { insightRecorder } from "~/.server/insights/recorder.server";
import { isLocale } from "~/i18n/languages";
import type { Route } from "./+types/document";

const FILE = /^([0-9a-f]{32})\.pdf$/;

/**
 * `/documentos/<id>/<hash>.pdf` (docs/decisions/068-product-documents-and-videos.md): a product's
 * manual, content-addressed and immutable, opened in the browser's viewer under its title's name.
 * Its own policy runs nothing and frames nothing. Each open counts in the insights
 * (`document_open`, the product's id) unless the browser asks not to be tracked.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  const id = Number(params.id);
  if (!match || !Number.isSafeInteger(id) || id < 1)
    return new Response("Not found", { status: 404 });
  const doc = await readDocument(getDb(), id, match[1]!);
  if (!doc) return new Response("Not found", { status: 404 });
  if (!tracksNothing(request.headers)) {
    const lang = new URL(request.url).searchParams.get("lang");
    insightRecorder.record([
      { kind: "document_open", item: String(doc.product_id), locale: isLocale(lang) ? lang : "pt" },
    ]);
  }
  const bytes = new Uint8Array(doc.bytes);
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `inline; filename="${documentFileName(doc.title)}"`,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy":
        "default-src 'none'; script-src 'none'; object-src 'none'; frame-ancestors 'none'; sandbox",
    },
  });
}
