/**
 * docs/product-rules.md §9 brand marquee: the brand list is repeated until it has at least 10
 * entries (the repetition stops past 40), and brands at position 10 are skipped. The marquee never
 * shows more than 40 entries.
 */
export const MARQUEE_MIN_ENTRIES = 10;
export const MARQUEE_MAX_ENTRIES = 40;
export const MARQUEE_SKIPPED_POSITION = 10;

export function fillMarquee<T extends { position: number }>(brands: readonly T[]): T[] {
  const shown = brands.filter((b) => b.position !== MARQUEE_SKIPPED_POSITION);
  if (shown.length === 0) return [];
  const entries: T[] = [];
  while (entries.length < MARQUEE_MIN_ENTRIES && entries.length <= MARQUEE_MAX_ENTRIES) {
    entries.push(...shown);
  }
  return entries.slice(0, MARQUEE_MAX_ENTRIES);
}
