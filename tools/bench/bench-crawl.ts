import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prepare } from "./bench-size";
import { checkGoogleFeed, checkMetaFeed } from "./feed-check";
import { memoryMb, stopServer, type BenchDbKind } from "../measured-server";
import { checkSitemap } from "./sitemap-check";

// npm run bench -- --crawl [--db sqlite|postgres] [--products N] (tools/bench/bench.ts): only the
// sitemap and the feeds of N products, read whole and checked (tools/bench/sitemap-check.ts,
// tools/bench/feed-check.ts), with the time and the server's peak memory
// (docs/decisions/057-sitemap-index.md). Prints them and writes bench/crawl-<db>.json.

/**
 * The sitemap and the feeds alone: one catalogue of `products`, its whole sitemap and every feed
 * read as a crawler would and checked, then the server's peak memory. Exit 1 on any problem.
 */
export async function runCrawl(kind: BenchDbKind, products: number): Promise<number> {
  const size = await prepare(kind, products, 4100 + Math.floor(Math.random() * 500));
  try {
    size.sitemap = await checkSitemap(size.base);
    size.feeds = [
      await checkGoogleFeed(`${size.base}/feeds/google.xml`),
      await checkMetaFeed(`${size.base}/feeds/meta.csv`),
    ];
  } finally {
    size.peakRssMb = memoryMb(size.server.pid!, "VmHWM");
    await stopServer(size.server);
    await size.bare.stop();
    await size.drop();
  }
  const map = size.sitemap;
  const problems = [
    ...map.problems.map((p) => `sitemap: ${p}`),
    ...size.feeds.flatMap((f) => f.problems.map((p) => `feed ${f.url}: ${p}`)),
  ];
  const urls = map.parts.reduce((sum, p) => sum + p.urls, 0);
  const mb = Math.round(map.parts.reduce((sum, p) => sum + p.bytes, 0) / 1e5) / 10;
  console.log(
    `\n${kind}, ${products} products: sitemap index in ${Math.round(map.indexMs)} ms, ${map.parts.length} parts, ${urls} URLs, ${mb} MB, all read in ${Math.round(map.totalMs / 100) / 10} s, ${map.problems.length} problems`,
  );
  for (const f of size.feeds) {
    console.log(
      `feed ${f.url.split("/").pop()}: ${f.items} items, ${Math.round(f.bytes / 1e5) / 10} MB in ${Math.round(f.ms / 100) / 10} s, ${f.problems.length} problems`,
    );
  }
  console.log(`server peak memory: ${size.peakRssMb} MB (heap capped at 192 MB)`);
  mkdirSync("bench", { recursive: true });
  const file = path.join("bench", `crawl-${kind}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        kind,
        date: new Date().toISOString(),
        products,
        peakRssMb: size.peakRssMb,
        sitemap: { parts: map.parts, indexMs: map.indexMs, totalMs: map.totalMs, urls, mb },
        feeds: size.feeds,
        problems,
      },
      null,
      2,
    ),
  );
  console.log(`wrote ${file}`);
  if (problems.length) console.log(`\nProblems:\n- ${problems.join("\n- ")}`);
  return problems.length ? 1 : 0;
}
