import type { Locale } from "~/i18n/languages";
import { clientIpOf } from "../auth/client-ip.server";
import { tracksNothing } from "./consent.server";
import { insightRecorder, type InsightEvent } from "./recorder.server";

// Insights of a product's documents and videos (docs/decisions/068-product-documents-and-videos.md):
// a document served to a shopper counts `document_open`, item "<document id>:<product id>"; a video
// played (the store's beacon, app/.server/insights/beacon.server.ts) counts `video_play`, item
// "<product id>".

/** A document open's item: the document's id and its product's. */
export const documentItem = (document: number, product: number) => `${document}:${product}`;

/**
 * Rule: a document served counts as opened only for a GET (not a HEAD) from a shopper whose
 * browser allows counting (not a robot, no `Sec-GPC`/`DNT`: consent.server.ts).
 */
export function documentOpenEvent(
  method: string,
  headers: Pick<Headers, "get">,
  doc: { id: number; productId: number },
  locale: Locale = "pt",
): InsightEvent | null {
  if (method !== "GET" || tracksNothing(headers)) return null;
  return { kind: "document_open", item: documentItem(doc.id, doc.productId), locale };
}

/** Records a document open for the request, within its address's per-minute allowance. */
export function recordDocumentOpen(request: Request, doc: { id: number; productId: number }): void {
  const event = documentOpenEvent(request.method, request.headers, doc);
  if (!event) return;
  if (insightRecorder.allowance(clientIpOf(request), 1) < 1) return;
  insightRecorder.record([event]);
}
