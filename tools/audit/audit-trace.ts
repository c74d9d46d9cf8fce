import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { format } from "prettier";
import { CHROME_FLAGS } from "./audit-lighthouse";
import { auditPages, DEMO_DRILL } from "./audit-pages";
import { readCommandLine, readInteger, usageError } from "../../scripts/cli";
import { startServer, stopServer } from "../measured-server";
import { analyzeTrace, type PageFigures } from "./trace-analyze";
import { recordTrace, traceBrowserArgs, type TraceEvent } from "./trace-record";
import { reportMarkdown, type PageReport } from "./trace-report";
import { SourceMaps } from "./trace-sourcemap";

// npm run audit -- trace [--no-build] [--runs N] [--only NAMES] [--save-traces]
// Builds, starts the production server on a fresh demo database (as `npm run audit` does), then
// loads each key store page in Chromium with Lighthouse's mobile CPU slowdown, records a Chrome
// trace, and lists the page's main-thread long tasks and what each one is made of. Prints the
// Markdown and writes it to docs/perf/trace-<commit>.md. The parts: tools/audit/trace-record.ts
// (recording), trace-events.ts (tasks), trace-profile.ts (CPU samples), trace-sourcemap.ts
// (names), trace-analyze.ts (figures), trace-report.ts (Markdown).

const USAGE =
  "Usage: npm run audit -- trace [--no-build] [--runs N] [--only NAME,NAME] [--save-traces]\n" +
  "  --runs N         loads per page, the median shown (default 3)\n" +
  "  --only NAMES     only the pages with these names (home, category, product, search, …)\n" +
  "  --save-traces    keep the raw traces in traces/<commit>/ (git-ignored)";
const TRACES_DIR = "traces";
const MAPS_DIR = path.join(TRACES_DIR, "sourcemaps");
/** Quiet time recorded after the network goes idle, for late hydration and effects. */
const IDLE_MS = 3_000;

function node(args: string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed`);
}

function git(args: string[]): string {
  return spawnSync("git", args, { encoding: "utf8" }).stdout.trim();
}

/**
 * The production build with the client's source maps made "hidden" (no sourceMappingURL comment:
 * the JavaScript is the same bytes as a plain build's), moved out of build/client so the server
 * neither serves nor precompresses them.
 */
function buildWithHiddenSourceMaps(): void {
  node(["node_modules/@react-router/dev/bin.js", "build", "--sourcemapClient", "hidden"]);
  rmSync(MAPS_DIR, { recursive: true, force: true });
  mkdirSync(MAPS_DIR, { recursive: true });
  const assets = "build/client/assets";
  for (const name of readdirSync(assets)) {
    if (name.endsWith(".map")) renameSync(path.join(assets, name), path.join(MAPS_DIR, name));
  }
  node(["scripts/build-server.mjs"]);
}

async function firstOf<T>(base: string, apiPath: string): Promise<T> {
  const list = (await (await fetch(base + apiPath)).json()) as T[];
  if (!list[0]) throw new Error(`${apiPath} is empty`);
  return list[0];
}

/** The pages traced: the store pages Lighthouse audits, less the all-products list. */
async function tracedPages(base: string): Promise<[string, string][]> {
  const product = await firstOf<{ id: number }>(base, "/api/products?per_page=1");
  const brand = await firstOf<{ slug: string }>(base, "/api/brands");
  const drill = await firstOf<{ id: number }>(base, DEMO_DRILL);
  return auditPages(product, brand, drill).lighthousePages.filter(
    ([name]) => name !== "all products",
  );
}

/**
 * The measured server, started again on the same database should something else on the machine
 * stop it while pages load (seen on shared machines: a server gone without a word).
 */
class MeasuredServer {
  private child?: ChildProcess;

  constructor(
    private readonly databaseUrl: string,
    readonly base: string,
  ) {}

  async start(): Promise<void> {
    this.child = await startServer(this.databaseUrl, Number(new URL(this.base).port));
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(): Promise<void> {
    if (this.child && this.running) await stopServer(this.child);
  }
}

/** A trace of one load; loaded again (up to twice) when the server stopped under it. */
async function traceLoad(
  browser: Browser,
  server: MeasuredServer,
  pagePath: string,
): Promise<TraceEvent[]> {
  for (let attempt = 1; ; attempt++) {
    if (!server.running) {
      console.log("  the server stopped (not by this script): starting it again");
      await server.start();
      await fetch(server.base + pagePath); // its first render of the page is slower
    }
    try {
      const events = await recordTrace(browser, server.base + pagePath, { idleMs: IDLE_MS });
      if (server.running) return events;
    } catch (error) {
      if (server.running || attempt === 3) throw error;
    }
    if (attempt === 3) throw new Error("the server keeps stopping");
  }
}

/** The load with the median TBT on CPU time (the steadier figure on a shared machine). */
function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.tbtCpu - b.tbtCpu || a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Runs the trace audit with the arguments after `trace`; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const read = readCommandLine(argv, {
    usage: USAGE,
    options: {
      "no-build": { type: "boolean" },
      runs: { type: "string" },
      only: { type: "string" },
      "save-traces": { type: "boolean" },
    },
  });
  if (!read.ok) usageError(USAGE, read.problem);
  const args = read.line.values;
  const runsRead = readInteger(args.runs, "runs", { min: 1, max: 20, fallback: 3 });
  if (!runsRead.ok) usageError(USAGE, runsRead.problem);
  const runs = runsRead.value;
  const only = args.only?.split(",").map((n) => n.trim().toLowerCase());

  const sha = git(["rev-parse", "--short=7", "HEAD"]);
  const measured = ["app", "server", "public", "vite.config.ts", "react-router.config.ts"];
  const dirty = git(["status", "--porcelain", "--", ...measured]) !== "";
  const load: [number, number] = [loadavg()[0]!, 0];
  if (!args["no-build"]) buildWithHiddenSourceMaps();
  const maps = new SourceMaps(MAPS_DIR);

  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-trace-"));
  const port = 4700 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;
  const server = new MeasuredServer(`file:${path.join(dir, "trace.sqlite")}`, base);
  await server.start();
  const reports: PageReport[] = [];
  let chromiumVersion = "";
  try {
    const pages = (await tracedPages(base)).filter(
      ([name]) => !only || only.includes(name.toLowerCase()),
    );
    if (!pages.length) usageError(USAGE, `--only matches no page: ${args.only}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: traceBrowserArgs(CHROME_FLAGS),
    });
    chromiumVersion = browser.version();
    try {
      // One warm-up load: the server's first render of a page and Chromium's first start are
      // slower than any later one.
      await recordTrace(browser, base + pages[0]![1], { idleMs: 0 });
      for (const [name, pagePath] of pages) {
        const figures: PageFigures[] = [];
        for (let run = 1; run <= runs; run++) {
          const events = await traceLoad(browser, server, pagePath);
          if (args["save-traces"]) {
            const out = path.join(TRACES_DIR, sha);
            mkdirSync(out, { recursive: true });
            const slug = name.toLowerCase().replace(/\W+/g, "-");
            writeFileSync(path.join(out, `${slug}-${run}.json`), JSON.stringify(events));
          }
          let f: PageFigures;
          try {
            f = analyzeTrace(events, maps);
          } catch (error) {
            mkdirSync(TRACES_DIR, { recursive: true });
            const kept = path.join(TRACES_DIR, "unreadable-trace.json");
            writeFileSync(kept, JSON.stringify(events));
            throw new Error(`${pagePath}: ${(error as Error).message} (trace kept in ${kept})`);
          }
          if (f.script.files < 3) {
            // The page's first requests missing: the trace started late in its renderer (see
            // recordTrace); kept to look at.
            const kept = path.join(TRACES_DIR, `few-scripts-${run}.json`);
            writeFileSync(kept, JSON.stringify(events));
            console.log(`  only ${f.script.files} scripts in the trace: kept in ${kept}`);
          }
          figures.push(f);
          console.log(
            `  trace ${name} (${pagePath}) run ${run}/${runs}: TBT ${Math.round(f.tbt)} ms, ` +
              `blocking ${Math.round(f.blocking)} ms, ${f.longTasks.length} long tasks`,
          );
        }
        reports.push({ name, path: pagePath, shown: medianRun(figures), runs: figures });
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  load[1] = loadavg()[0]!;

  const command = ["npm run audit -- trace", ...argv].join(" ");
  const markdown = await format(
    reportMarkdown(
      {
        sha,
        dirty,
        date: new Date().toISOString().slice(0, 10),
        command,
        chromium: chromiumVersion,
        runs,
        load,
      },
      reports,
    ),
    { parser: "markdown", printWidth: 100 },
  );
  console.log(`\n${markdown}`);
  const file = path.join("docs", "perf", `trace-${sha}${dirty ? "-dirty" : ""}.md`);
  writeFileSync(file, markdown);
  console.log(`Written to ${file}.`);
  return 0;
}
