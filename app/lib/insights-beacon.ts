// The browser's side of the insights (docs/decisions/059-insights.md): what a page tells our
// own server a shopper did, by beacon, so nothing waits on it. Loaded only after the page is
// interactive (app/components/store/page-insights.tsx imports it when the browser is idle); no
// Zod here (app/lib/insights.ts holds the server's schema). Nothing about the shopper is sent: no
// cookie, no id, only what was seen and the page's language.
import type { BeaconEvent } from "./insights";

/** A browser that asks not to be tracked sends nothing (the server would drop it anyway). */
const optedOut = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === "1";

/** Sends events about this page, in its language (the `lang` of the document: "pt-BR" is pt). */
export function sendEvents(events: BeaconEvent[]): void {
  if (events.length === 0 || !navigator.sendBeacon || optedOut()) return;
  try {
    const locale = document.documentElement.lang.slice(0, 2);
    // A string goes as text/plain: no preflight, and the server reads it as JSON.
    navigator.sendBeacon("/api/events", JSON.stringify({ locale, events: events.slice(0, 20) }));
  } catch {
    // Worth counting, never worth an error in the shopper's way.
  }
}

/**
 * The page's view: what its `data-insight` elements name (a product, category or brand by
 * `data-insight-id`; a search by `data-insight-q` and `data-insight-results`).
 */
export function trackPage(): void {
  const events: BeaconEvent[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("[data-insight]")) {
    const { insight: kind, insightId, insightQ = "", insightResults } = el.dataset;
    if (kind === "search") events.push({ kind, q: insightQ, results: Number(insightResults) });
    else if (kind === "product_view" || kind === "category_view" || kind === "brand_view")
      events.push({ kind, id: Number(insightId) });
  }
  sendEvents(events);
}
