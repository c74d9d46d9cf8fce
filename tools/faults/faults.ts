import { existsSync } from "node:fs";
import { parseCommandLine, usageError } from "../../scripts/cli";
import { proxyScenarios } from "./faults-disk-proxy";
import { cleanupMark, defer, unwindTo, AUTH_SECRET } from "./faults-lib";
import { Report, type Scenario } from "./faults-report";
import { loadScenarios } from "./faults-pg-load";
import { outageScenarios } from "./faults-pg-outage";
import { disposeTemplate } from "./faults-postgres";
import { buildProduction } from "../measured-server";

// npm run faults [-- --only NAME[,NAME]] [--no-build]
// The fault suite: no mocks — real servers, real faults. Each scenario starts the
// production server (build/start.js) on a database of its own (a private PostgreSQL instance in a
// temporary directory, never the machine's shared one; or SQLite on a small tmpfs), breaks
// something for real (stops or restarts PostgreSQL, holds a lock, fills the disk, kills an
// instance behind nginx), and prints what the shopper got, what the administrator got and whether
// anything acknowledged was lost. A Markdown table sums them up; the exit code is 1 when any
// scenario's expectation failed (a skipped scenario is not a failure). Everything started is
// stopped, every mount unmounted and every temporary directory removed, also on failure or Ctrl-C.

const scenarios: Scenario[] = [...outageScenarios, ...loadScenarios, ...proxyScenarios];
const names = scenarios.map((s) => s.name);
const usage = `Usage: npm run faults -- [--only NAME[,NAME]] [--no-build]
  scenarios: ${names.join(", ")}`;
const { values: args } = parseCommandLine({
  usage,
  options: { only: { type: "string" }, "no-build": { type: "boolean" } },
});
const only = args.only?.split(",").map((name) => name.trim()) ?? names;
const unknown = only.filter((name) => !names.includes(name));
if (unknown.length) usageError(usage, `Unknown scenario: ${unknown.join(", ")}`);

// The suite's own processes (seeding, the API token) read the environment once: no secret is
// generated into data/.
process.env.BETTER_AUTH_SECRET ??= AUTH_SECRET;
process.env.LOG_LEVEL ??= "warn";

if (args["no-build"]) {
  if (!existsSync("build/start.js") || !existsSync("build/server/index.js")) {
    usageError(usage, "--no-build needs a build: run `npm run build` first");
  }
} else {
  buildProduction();
}

interface Row {
  scenario: string;
  shopper: string;
  administrator: string;
  lost: string;
  verdict: string;
  failed: boolean;
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping everything the suite started.`);
    void unwindTo(0).then(() => process.exit(130));
  });
}

const suiteStarted = Date.now();
const rows: Row[] = [];
defer("remove the template PostgreSQL cluster", disposeTemplate);
try {
  for (const scenario of scenarios.filter((s) => only.includes(s.name))) {
    console.log(`\n== ${scenario.name}: ${scenario.what} ==`);
    const started = Date.now();
    const report = new Report();
    const mark = cleanupMark();
    try {
      await scenario.run(report);
    } catch (error) {
      report.check(false, `the scenario broke off: ${(error as Error).message}`);
    } finally {
      await unwindTo(mark);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const verdict = report.skipped
      ? `skipped: ${report.skipped}`
      : report.failures.length
        ? `FAIL (${report.failures.length} expectation${report.failures.length > 1 ? "s" : ""})`
        : "pass";
    console.log(`  shopper:       ${report.shopper || "–"}`);
    console.log(`  administrator: ${report.administrator || "–"}`);
    console.log(`  lost:          ${report.lost}`);
    console.log(`  verdict:       ${verdict} (${seconds} s)`);
    rows.push({
      scenario: scenario.name,
      shopper: report.shopper || "–",
      administrator: report.administrator || "–",
      lost: report.lost,
      verdict,
      failed: !report.skipped && report.failures.length > 0,
    });
  }
} finally {
  await unwindTo(0);
}

const cell = (text: string) => text.replace(/\|/g, "\\|");
console.log("\n| scenario | shopper | administrator | lost | verdict |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) {
  console.log(
    `| ${[row.scenario, row.shopper, row.administrator, row.lost, row.verdict].map(cell).join(" | ")} |`,
  );
}
const failed = rows.filter((row) => row.failed);
console.log(
  `\n${rows.length} scenario(s) in ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s: ${failed.length ? `${failed.length} failed (${failed.map((r) => r.scenario).join(", ")})` : "none failed"}.`,
);
process.exit(failed.length ? 1 : 0);
