import { beaconFailures } from "./bench-beacon";
import { cpuFailures } from "./bench-cpu";
import type { Row, SizeResult } from "./bench-size";

// The targets `npm run bench` (tools/bench/bench.ts) holds a size's figures to: no error, the growth
// ratio between the two catalogue sizes, the other languages' pages at their counterpart's rate,
// the ratio to the bare server and p99, the wire, the server's memory, the sitemap, the beacons,
// the feeds and the server's CPU per uncached render. Each miss is a line of the "Below target" list.

/** The least a figure may keep of its reference: growth, and another language's page. */
export const GROWTH_FLOOR = 0.8;

/**
 * A target's requests/s at the large size over the same at the small size, measured seconds
 * apart (runBoth, tools/bench/bench.ts). Both sizes hold their rows in the same order: the row at the
 * same index is the same target ("category p200 name" at 100,000 products is "category p41 name"
 * at 1,000).
 */
export function growth(row: Row, ref: Row | undefined): number | undefined {
  if (!ref || !ref.rps) return undefined;
  return row.rps / ref.rps;
}

/** Every target `result` misses; growth is checked only against a `reference` (the small size). */
export function check(result: SizeResult, reference?: SizeResult) {
  const failures: string[] = [];
  for (const [i, row] of result.rows.entries()) {
    if (row.non2xx > 0 || row.errors > 0)
      failures.push(`${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors`);
    const g = reference && growth(row, reference.rows[i]);
    if (g !== undefined && row.group !== "baseline" && g < GROWTH_FLOOR) {
      failures.push(
        `${row.name}: ${row.rps} req/s at ${result.products} products is ${Math.round(g * 100)}% of ${reference?.products} products' figure (≥ 80%)`,
      );
    }
    // Uncached rows are held to zero non-2xx and to the growth ratio (the cost of a read must not
    // grow with the catalogue), not to the ratio and p99 targets: their CPU per render has a
    // figure of its own, given in docs/performance.md. A shopper mostly gets the cached figures.
    if (row.uncached) continue;
    // /en and /es pages come from the page cache at the Portuguese pages' rate.
    const counterpart = row.counterpart && result.rows.find((r) => r.name === row.counterpart);
    if (counterpart && row.rps < counterpart.rps * GROWTH_FLOOR) {
      failures.push(
        `${row.name}: ${row.rps} req/s is ${Math.round((row.rps / counterpart.rps) * 100)}% of ${counterpart.name}'s ${counterpart.rps} (≥ 80%)`,
      );
    }
    // Cached pages and JSON lists at ≥ 0.25 of the bare server answering the
    // same bytes, static files and media at ≥ 0.5; p99 ≤ 30 ms at 50 connections.
    const floor = row.group === "baseline" || row.group === "media" ? 0.5 : 0.25;
    if (row.group !== "search" && row.ratio < floor)
      failures.push(`${row.name}: ${row.ratio} of the bare server (≥ ${floor})`);
    if (row.group !== "search" && row.p99 > 30)
      failures.push(`${row.name}: p99 ${row.p99} ms (≤ 30)`);
    if (row.group === "search" && row.p99 > 60)
      failures.push(`${row.name}: p99 ${row.p99} ms (≤ 60)`);
  }
  for (const problem of result.wire) failures.push(`on the wire: ${problem}`);
  if (result.peakRssMb >= 300) failures.push(`server peak memory ${result.peakRssMb} MB (< 300)`);
  for (const problem of result.sitemap?.problems ?? []) failures.push(`sitemap: ${problem}`);
  if (result.beacon) failures.push(...beaconFailures(result.beacon));
  if (result.cpu) failures.push(...cpuFailures(result.cpu));
  for (const feed of result.feeds ?? []) {
    for (const problem of feed.problems) failures.push(`feed ${feed.file}: ${problem}`);
  }
  return failures;
}
