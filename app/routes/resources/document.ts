import { getDb } from "~/.server/db/kysely";
import { documentFileName, readDocument } from "~/.server/documents/documents.server";
import { recordDocumentOpen } from "~/.server/insights/media.server";
import type { Route } from "./+types/document";

const FILE = /^([0-9a-f]{32})\.pdf$/;

/**
 * `/documentos/<id>/<hash>.pdf` (docs/decisions/068-product-documents-and-videos.md): a product's
 * manual, content-addressed and immutable, opened in the browser's viewer under its title's name.
 * Its own policy runs nothing and frames nothing.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  const id = Number(params.id);
  if (!match || !Number.isSafeInteger(id) || id < 1)
    return new Response("Not found", { status: 404 });
  const doc = await readDocument(getDb(), id, match[1]!);
  if (!doc) return new Response("Not found", { status: 404 });
  // Counted in the insights (a shopper's GET only: media.server.ts).
  recordDocumentOpen(request, { id, productId: doc.product_id });
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
