import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { runAxe, type AuditAdmin } from "./audit-axe";
import { runFirstLoadJs, type JsRow } from "./audit-js";
import { CHROME_FLAGS, runLighthouse } from "./audit-lighthouse";
import { auditPages, DEMO_DRILL } from "./audit-pages";
import { integerFlag, parseCommandLine } from "../../scripts/cli";
import { buildProduction, startServer, stopServer } from "../measured-server";

// npm run audit [-- --no-build] [--skip-lighthouse] [--runs N]
// npm run audit -- trace [...]: the main-thread trace of the store's pages (tools/audit/audit-trace.ts)
// Builds, starts the production server on a fresh demo database, then:
// - Lighthouse (mobile, default simulated throttling) on the storefront's key pages: the four
//   scores and LCP, TBT, CLS per page, from the run with the median performance score of N runs
//   (3 by default: one run's TBT moves by hundreds of milliseconds on a shared machine);
// - axe (WCAG 2.0/2.1/2.2 A and AA rules) on every public page and every admin section;
// - the JavaScript each public route loads first (gzip), and whether any of it is back-office
//   code.
// Prints one table per check; exits 1 when a page is below budget.
// Each check is a file of its own: tools/audit/audit-lighthouse.ts, tools/audit/audit-axe.ts and
// tools/audit/audit-js.ts, on the pages of tools/audit/audit-pages.ts; here, the server and the tables.

/** Where the first argument that is not a flag (nor --runs' value) is, or -1. */
function firstPositional(argv: string[]): number {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--runs") i++;
    else if (!argv[i]!.startsWith("-")) return i;
  }
  return -1;
}

// `trace` as the first argument hands the whole command over to the trace audit.
const argv = process.argv.slice(2);
const traceAt = firstPositional(argv);
if (traceAt >= 0 && argv[traceAt] === "trace") {
  const { main } = await import("./audit-trace");
  process.exit(await main(argv.filter((_, i) => i !== traceAt)));
}

const ADMIN: AuditAdmin = {
  email: "audit-admin@example.test",
  password: "audit password 1234",
  name: "Audit Admin",
};

const usage = "Usage: npm run audit [-- --no-build] [--skip-lighthouse] [--runs N]";
const { values: args } = parseCommandLine({
  usage,
  options: {
    "no-build": { type: "boolean" },
    "skip-lighthouse": { type: "boolean" },
    runs: { type: "string" },
  },
});
const runs = integerFlag(usage, args.runs, "runs", { min: 1, max: 20, fallback: 3 });
const failures: string[] = [];

function run(command: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, command, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command.join(" ")} failed`);
}

async function firstOf<T>(base: string, apiPath: string): Promise<T> {
  const list = (await (await fetch(base + apiPath)).json()) as T[];
  if (!list[0]) throw new Error(`${apiPath} is empty`);
  return list[0];
}

function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

if (!args["no-build"]) buildProduction();
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-audit-"));
const databaseUrl = `file:${path.join(dir, "audit.sqlite")}`;
const port = 4700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const server = await startServer(databaseUrl, port);
let exitCode = 0;
try {
  run(
    [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/admin-create.ts",
      "--email",
      ADMIN.email,
      "--password",
      ADMIN.password,
      "--name",
      ADMIN.name,
    ],
    { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  );
  const product = await firstOf<{ id: number }>(base, "/api/products?per_page=1");
  const brand = await firstOf<{ slug: string }>(base, "/api/brands");
  const drill = await firstOf<{ id: number }>(base, DEMO_DRILL);

  const { lighthousePages, publicPages, adminSections } = auditPages(product, brand, drill);

  const lhRows = args["skip-lighthouse"]
    ? []
    : await runLighthouse(base, lighthousePages, runs, failures);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.filter((f) => f !== "--headless=new"),
  });
  let axeRows: [string, number][];
  let jsRows: JsRow[];
  try {
    axeRows = await runAxe(browser, { base, publicPages, adminSections, admin: ADMIN, failures });
    jsRows = await runFirstLoadJs(
      browser,
      base,
      publicPages.filter((p) => !p.includes("999999")),
      failures,
    );
  } finally {
    await browser.close();
  }

  if (lhRows.length) {
    console.log("\nLighthouse (mobile, simulated throttling)\n");
    console.log(
      table(
        [
          "page",
          "performance",
          "accessibility",
          "best practices",
          "SEO",
          "LCP ms",
          "TBT ms",
          "CLS",
        ],
        lhRows.map((r) => [
          r.page,
          r.performance,
          r.accessibility,
          r["best-practices"],
          r.seoNote ? `${r.seo} (${r.seoNote})` : r.seo,
          r.lcp,
          r.tbt,
          r.cls,
        ]),
      ),
    );
  }
  console.log("\naxe (WCAG 2.2 A/AA rules)\n");
  console.log(table(["page", "violations"], axeRows));
  console.log("\nFirst-load JavaScript per public route\n");
  console.log(
    table(
      ["route", "scripts", "kB gzip", "back-office code"],
      jsRows.map((r) => [
        r.page,
        r.files,
        r.gzipKb,
        r.adminFiles.length ? r.adminFiles.join(" ") : "none",
      ]),
    ),
  );
  if (failures.length) {
    console.log(`\nBelow budget:\n- ${failures.join("\n- ")}`);
    exitCode = 1;
  } else {
    console.log("\nEvery page is within budget.");
  }
} finally {
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
