import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describeBeaconRun } from "./bench-beacon";
import { printCpu, printCpuHeader } from "./bench-cpu";
import { growth } from "./bench-check";
import { CONNECTIONS, type SizeResult } from "./bench-size";
import type { BenchDbKind } from "../measured-server";

// What `npm run bench` (tools/bench/bench.ts) prints of its two catalogue sizes, a Markdown table of
// every target with its growth ratio, then the sitemap, the feeds and the beacons, and the file
// it writes them to: bench/results.json (SQLite) or bench/results-postgres.json.

interface Report {
  kind: BenchDbKind;
  /** The two catalogue sizes, in products. */
  small: number;
  large: number;
  smallResult: SizeResult;
  largeResult: SizeResult;
}

/**
 * The table of the large size's targets beside the small size's figures, then the sitemap, the
 * feeds and the beacons.
 */
export function printResults({ kind, small, large, smallResult, largeResult }: Report): void {
  console.log(`\n${kind}: ${large} products vs ${small}`);
  console.log(
    `| target | req/s | p50 ms | p99 ms | bytes | non-2xx | bare req/s | bare p99 ms | × bare | req/s at ${small} | × bare at ${small} | growth |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [i, row] of largeResult.rows.entries()) {
    const ref = smallResult.rows[i];
    const g = growth(row, ref);
    const shown =
      g === undefined
        ? ""
        : `${(Math.round(g * 100) / 100).toFixed(2)}${row.rounds ? ` (median of ${row.rounds})` : ""}`;
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.bytes} | ${row.non2xx} | ${row.bare} | ${row.bareP99} | ${row.ratio.toFixed(2)} | ${ref?.rps ?? ""} | ${ref?.ratio.toFixed(2) ?? ""} | ${shown} |`,
    );
  }
  console.log(
    `server peak memory: ${largeResult.peakRssMb} MB (${large}), ${smallResult.peakRssMb} MB (${small})`,
  );
  for (const result of [largeResult, smallResult]) {
    const map = result.sitemap;
    if (!map) continue;
    console.log(
      `sitemap at ${result.products} products: index in ${map.indexMs} ms, ${map.parts} parts, ${map.urls} URLs, ${map.mb} MB (largest part ${map.largestPartMb} MB), all read in ${map.seconds} s, ${map.problems.length} problems`,
    );
    for (const feed of result.feeds ?? []) {
      console.log(
        `feed ${feed.file} at ${result.products} products: ${feed.items} items, ${feed.mb} MB in ${feed.seconds} s, ${feed.problems.length} problems`,
      );
    }
  }
  if (smallResult.cpu || largeResult.cpu) {
    printCpuHeader();
    for (const result of [smallResult, largeResult]) if (result.cpu) printCpu(kind, result.cpu);
  }
  if (largeResult.beacon) {
    console.log(`beacon at ${large} products, ${largeResult.beacon.seconds} s a page:`);
    for (const run of largeResult.beacon.runs) {
      for (const line of describeBeaconRun(run, largeResult.beacon.targetRate)) console.log(line);
    }
  }
}

/** Writes both sizes' figures and the failures to the `kind`'s results file, and says so. */
export function writeResults(options: {
  kind: BenchDbKind;
  /** Seconds each target was driven (--duration). */
  duration: number;
  smallResult: SizeResult;
  largeResult: SizeResult;
  failures: string[];
}): void {
  const { kind, duration, smallResult, largeResult, failures } = options;
  mkdirSync("bench", { recursive: true });
  const file = path.join("bench", kind === "sqlite" ? "results.json" : "results-postgres.json");
  writeFileSync(
    file,
    JSON.stringify(
      {
        kind,
        date: new Date().toISOString(),
        duration,
        connections: CONNECTIONS,
        small: smallResult,
        large: largeResult,
        failures,
      },
      null,
      2,
    ),
  );
  console.log(`wrote ${file}`);
}
