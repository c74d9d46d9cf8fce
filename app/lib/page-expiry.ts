/**
 * When what a response shows stops being true by the clock alone, with no write to move the
 * catalogue version on (docs/decisions/054-currency-hint.md: the estimate in reais and guaraníes
 * vanishes when its rates pass their maximum age). server/cached-pages.ts hands React Router a
 * load context on which a loader notes that instant; the page cache keeps the page no longer, and
 * the store layout's middleware caps the page's Cache-Control at it. A plain property, like the
 * nonce (app/lib/csp-nonce.ts): the server and the built app are separate module graphs.
 */
export interface PageExpiryCarrier {
  /** Milliseconds since the epoch. */
  pageExpiresAt?: number;
}

/** Notes that the response being rendered is true only until `at` (the earliest such instant wins). */
export function expirePageAt(loadContext: unknown, at: number): void {
  if (!loadContext || typeof loadContext !== "object") return;
  const carrier = loadContext as PageExpiryCarrier;
  carrier.pageExpiresAt = Math.min(carrier.pageExpiresAt ?? Infinity, at);
}

/** The instant the response rendered with this context stops being true, if any loader said. */
export function pageExpiryOf(loadContext: unknown): number | undefined {
  const at = (loadContext as PageExpiryCarrier | null | undefined)?.pageExpiresAt;
  return typeof at === "number" && Number.isFinite(at) ? at : undefined;
}
