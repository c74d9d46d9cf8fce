/** docs/product-rules.md §4: the poster carousel advances every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * How long a carousel has been turning by itself, in ms: from the page's start
 * (`<html data-shown-at>`) until now, or until a shopper first touched it (`data-woke-at` on its
 * island), after which React counts and a hover or focus pauses it. Both are written by the
 * islands' entry (app/islands/entry.client.ts); 0 without them (the whole page hydrates at once).
 */
export function shownBeforeWakeMs(element: Element | null): number {
  const island = element?.closest<HTMLElement>("vitrine-island");
  const shownAt = document.documentElement.dataset.shownAt;
  if (shownAt === undefined) return 0;
  const until =
    island?.dataset.wokeAt === undefined ? performance.now() : Number(island.dataset.wokeAt);
  const elapsed = until - Number(shownAt);
  return Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0;
}
