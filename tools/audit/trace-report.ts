import type { Contributor, LongTask, PageFigures } from "./trace-analyze";

// The Markdown of `npm run audit -- trace` (tools/audit/audit-trace.ts): a summary table, then each
// page's long tasks and what they are made of.

/** One page: every run's figures, and the run whose long tasks are listed (the median one). */
export interface PageReport {
  name: string;
  path: string;
  shown: PageFigures;
  runs: PageFigures[];
}

export interface ReportHeader {
  sha: string;
  dirty: boolean;
  date: string;
  command: string;
  chromium: string;
  runs: number;
  load: [number, number];
}

const ms = (n: number) => String(Math.round(n));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const cell = (text: string) => text.replace(/\|/g, "\\|");

function range(values: number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return Math.round(min) === Math.round(max) ? ms(min) : `${ms(min)}–${ms(max)}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A figure over the runs: its median, and its range when they differ. */
function overRuns(runs: PageFigures[], figure: (f: PageFigures) => number | undefined): string {
  const values = runs.map(figure).filter((v): v is number => v !== undefined);
  if (!values.length) return "–";
  const spread = range(values);
  return spread.includes("–") ? `${ms(median(values))} (${spread})` : spread;
}

/** The long tasks' contributors, mean per load over the runs. */
function meanContributors(runs: PageFigures[]): Contributor[] {
  const sum = new Map<string, Contributor>();
  for (const run of runs) {
    for (const c of run.contributors) {
      const entry = sum.get(c.label) ?? { label: c.label, ms: 0, functions: new Map() };
      entry.ms += c.ms / runs.length;
      for (const [fn, fnMs] of c.functions)
        entry.functions.set(fn, (entry.functions.get(fn) ?? 0) + fnMs / runs.length);
      sum.set(c.label, entry);
    }
  }
  return [...sum.values()].sort((a, b) => b.ms - a.ms);
}

function functionsOf(c: Contributor, count: number): string {
  const top = [...c.functions]
    .filter(([, fnMs]) => fnMs >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
  return top.length ? ` (${top.map(([fn, fnMs]) => `${fn} ${ms(fnMs)}`).join(", ")})` : "";
}

function contributorsText(list: Contributor[], count: number, functions: number): string {
  return list
    .filter((c) => c.ms >= 1)
    .slice(0, count)
    .map(
      (c, i) => `${c.label} ${ms(c.ms)}${functionsOf(c, i ? Math.min(functions, 2) : functions)}`,
    )
    .join("; ");
}

function table(header: string[], align: string[], rows: string[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `| ${align.join(" | ")} |`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");
}

function taskRow(task: LongTask): string[] {
  return [
    ms(task.start),
    ms(task.dur),
    ms(task.cpu),
    task.contributors[0]?.label ?? "",
    contributorsText(task.contributors, 5, 3),
  ];
}

function pageSection(page: PageReport): string {
  const f = page.shown;
  const k = f.byKind;
  const runs = page.runs;
  const lines = [
    `### ${page.name} (\`${page.path}\`)`,
    "",
    `Over ${runs.length} loads, median (range), ms: ` +
      [
        `FCP ${overRuns(runs, (r) => r.fcp)}`,
        `TBT ${overRuns(runs, (r) => r.tbt)}`,
        `TBT on CPU ${overRuns(runs, (r) => r.tbtCpu)}`,
        `blocking from navigation ${overRuns(runs, (r) => r.blocking)}`,
        `long tasks ${overRuns(runs, (r) => r.longTasks.length)}`,
      ].join(" · ") +
      `. JavaScript: ${f.script.files} files, ${kb(f.script.transferred)} kB transferred ` +
      `(${kb(f.script.decoded)} kB decoded).`,
    "",
    "Long tasks' time by contributor, mean per load, ms: " +
      `${contributorsText(meanContributors(runs), 8, 3)}.`,
    "",
    `The load shown (median TBT on CPU): TBT ${ms(f.tbt)} ms, TBT on CPU ${ms(f.tbtCpu)} ms, ` +
      `${f.longTasks.length} long tasks. Main thread from navigation start, ms: script ` +
      `${ms(k.script)}, compile ${ms(k.compile)}, GC ${ms(k.gc)}, HTML ${ms(k.html)}, style ` +
      `${ms(k.style)}, layout ${ms(k.layout)}, paint ${ms(k.paint)}, other ${ms(k.other)}.`,
    "",
  ];
  if (f.longTasks.length) {
    lines.push(
      table(
        ["at ms", "task ms", "CPU ms", "mostly", "breakdown, ms (top functions)"],
        ["--:", "--:", "--:", "---", "---"],
        f.longTasks.map(taskRow),
      ),
    );
  } else {
    lines.push("No long task.");
  }
  return lines.join("\n");
}

/** The whole report. */
export function reportMarkdown(header: ReportHeader, pages: PageReport[]): string {
  const summary = table(
    [
      "page",
      "FCP ms",
      "TBT ms",
      "TBT on CPU ms",
      "blocking ms",
      "long tasks",
      "script ms",
      "JS kB",
      "top contributors to long tasks, ms per load",
    ],
    ["---", "--:", "--:", "--:", "--:", "--:", "--:", "--:", "---"],
    pages.map(({ name, runs, shown }) => [
      name,
      overRuns(runs, (r) => r.fcp),
      overRuns(runs, (r) => r.tbt),
      overRuns(runs, (r) => r.tbtCpu),
      overRuns(runs, (r) => r.blocking),
      overRuns(runs, (r) => r.longTasks.length),
      overRuns(runs, (r) => r.byKind.script + r.byKind.compile),
      kb(shown.script.transferred),
      contributorsText(meanContributors(runs), 3, 0),
    ]),
  );
  return [
    `# Main-thread trace of the store's pages, ${header.sha}` +
      (header.dirty ? " (uncommitted changes)" : ""),
    "",
    `- Date: ${header.date}`,
    "- Machine: 2 cores, CPU throttled 4× (load average " +
      `${header.load[0].toFixed(1)} at the start, ${header.load[1].toFixed(1)} at the end: ` +
      "other work shares the cores)",
    `- Command: \`${header.command}\``,
    `- Chromium ${header.chromium}, headless; 412×823 phone screen; a fresh context per load ` +
      "(empty cache, no service worker); no network throttling; production server on a fresh " +
      "demo SQLite database",
    `- Each page loaded ${header.runs} time(s): figures are the median over the loads, with ` +
      "their range in brackets; a page's table of long tasks is its load with the median TBT " +
      "on CPU",
    "",
    "How to read it:",
    "",
    "- Times are what the slowed-down main thread took, observed (Lighthouse simulates its " +
      "TBT instead, so `npm run audit`'s figures differ).",
    "- A **long task** is a top-level task (`RunTask`) of the page's renderer main thread of " +
      "50 ms or more. **TBT** is Lighthouse's sum, over long tasks, of the time after first " +
      "contentful paint beyond 50 ms; **blocking** is the same from navigation start.",
    "- **CPU ms** is the main thread's CPU time in the task. It counts the slowdown (Chromium " +
      "slows the CPU down by spinning on the thread: 4× the CPU time, measured) but not the time " +
      "the thread waited, for the cores while other processes had them or for another process. " +
      "Where a task's time is well above its CPU time, the machine was busy or the thread " +
      "waited. **TBT on CPU** is TBT on CPU times: steadier on a shared machine, and a lower " +
      "bound.",
    "- A task's **breakdown** is its self time by trace event: style, layout, paint, GC, HTML " +
      "parsing, the navigation's commit. Its JavaScript is split by the trace's CPU samples " +
      "(10 kHz), named through the client build's source maps: top-level evaluation of a chunk " +
      "(or inline script), React's render (hydration until React's first commit), commit, " +
      "passive effects, React Router, else the package or source file, with the functions that " +
      "took the most (native calls named with their caller). Where no JavaScript sample falls, " +
      "the event's name stays, with _no JS samples_ (the browser's own work inside it). " +
      "**Other** is the task's time outside all of these (the browser's messages and " +
      "scheduling).",
    "- **Script ms** is JavaScript and its compilation in every task from navigation start; " +
      "**JS kB** is the scripts' bytes over the network (brotli).",
    "",
    "## Summary",
    "",
    summary,
    "",
    "## Pages",
    "",
    pages.map(pageSection).join("\n\n"),
    "",
  ].join("\n");
}
