import { choiceFlag, integerFlag, parseCommandLine, usageError } from "../../scripts/cli";

// The command line of `npm run bench` (tools/bench/bench.ts), read strictly (scripts/cli.ts).

const usage = `Usage: npm run bench -- [--db sqlite|postgres] [--products N] [--small N] [--duration S] [--no-build]
       npm run bench -- --crawl [--db sqlite|postgres] [--products N] [--no-build]
       npm run bench -- --soak S [--db sqlite|postgres] [--products N] [--no-build]
       npm run bench -- import [--db sqlite|postgres] [--rows N]
       npm run bench -- facets [--db sqlite|postgres] [--products N] [--small N] [--duration S]
       npm run bench -- beacon [--db sqlite|postgres] [--products N] [--duration S] [--no-build]
       npm run bench -- cpu [--db sqlite|postgres] [--products N] [--small N] [--no-build]`;

export function readBenchArgs() {
  const { values: args, positionals } = parseCommandLine({
    usage,
    options: {
      db: { type: "string" },
      products: { type: "string" },
      small: { type: "string" },
      duration: { type: "string" },
      soak: { type: "string" },
      rows: { type: "string" },
      "no-build": { type: "boolean" },
      crawl: { type: "boolean" },
    },
    positionals: { min: 0, max: 1 },
  });
  const mode = positionals[0];
  if (
    mode !== undefined &&
    mode !== "import" &&
    mode !== "facets" &&
    mode !== "beacon" &&
    mode !== "cpu"
  )
    usageError(usage, `Unknown mode '${mode}'`);
  return {
    kind: choiceFlag(usage, args.db, "db", ["sqlite", "postgres"], "sqlite"),
    /**
     * `import`: the catalogue import's bench (tools/bench/bench-import.ts); `facets`: the filters'
     * (tools/bench/bench-facets.ts); `beacon`: the beacons beside pages only (tools/bench/bench-beacon.ts);
     * `cpu`: the server's CPU per uncached render (tools/bench/bench-cpu.ts).
     */
    mode,
    rows: integerFlag(usage, args.rows, "rows", { min: 1, max: 50_000, fallback: 10_000 }),
    large: integerFlag(usage, args.products, "products", { min: 1, fallback: 100_000 }),
    /** Whether --products was given: `cpu` then measures that size only. */
    productsGiven: args.products !== undefined,
    small: integerFlag(usage, args.small, "small", { min: 1, fallback: 1_000 }),
    duration: integerFlag(usage, args.duration, "duration", { min: 1, max: 600, fallback: 10 }),
    /** The soak's seconds: at least 15, as memory is compared with the sample at 10 s. */
    soak:
      args.soak === undefined
        ? undefined
        : integerFlag(usage, args.soak, "soak", { min: 15, fallback: 60 }),
    soakProducts: integerFlag(usage, args.products, "products", { min: 1, fallback: 1_000 }),
    build: !args["no-build"],
    /** Only the sitemap and the feeds of the large catalogue, read whole and checked. */
    crawl: args.crawl === true,
  };
}
