// npm run faults: requests with their time and what they are told, and the report each scenario
// fills (its checks printed as they are made, its summary for the final table).
// --- Requests -----------------------------------------------------------------------------------

export interface Answer {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  ms: number;
  headers: Headers;
  text: string;
  error?: string;
}

/** What a browser sends (the page cache keys on some of it, so warm-up and checks match). */
export const PAGE_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "br, gzip",
  "accept-language": "pt-BR,pt;q=0.9",
};

export async function ask(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const { timeoutMs = 20_000, ...rest } = init;
  try {
    const res = await fetch(url, {
      headers: PAGE_HEADERS,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      ...rest,
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, headers: res.headers, text };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: 0,
      ms: performance.now() - started,
      headers: new Headers(),
      text: "",
      error: cause ?? (error as Error).message,
    };
  }
}

/** "503 in 12 ms, X-Page-Cache: stale" and the like. */
export function describe(answer: Answer, headers: string[] = []): string {
  if (answer.status === 0) return `no answer (${answer.error}) after ${Math.round(answer.ms)} ms`;
  const shown = headers
    .map((name) => [name, answer.headers.get(name)] as const)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}: ${value}`);
  return [`${answer.status} in ${Math.round(answer.ms)} ms`, ...shown].join(", ");
}

/** The API's error code in a JSON answer, or "". */
export function apiErrorCode(answer: Answer): string {
  try {
    return (JSON.parse(answer.text) as { error?: { code?: string } }).error?.code ?? "";
  } catch {
    return "";
  }
}

/** A Prometheus series' value (`name{labels}`) in a /metrics text; NaN when absent. */
export function metric(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

let searches = 0;
/** A search nobody asked before: never in the page cache. */
export const newSearch = (prefix = "/busca") =>
  `${prefix}?q=${encodeURIComponent(`furadeira ${Date.now().toString(36)}${(++searches).toString(36)}`)}`;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
};

/** Answers counted by status: "200×120, 503×14". */
export class Tally {
  readonly counts = new Map<string, number>();
  readonly ms: number[] = [];
  add(answer: { status: number; ms: number; error?: string }): void {
    const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.ms.push(answer.ms);
  }
  count(status: string): number {
    return this.counts.get(status) ?? 0;
  }
  get total(): number {
    return this.ms.length;
  }
  toString(): string {
    return [...this.counts].map(([status, n]) => `${status}×${n}`).join(", ") || "none";
  }
}

// --- The report ----------------------------------------------------------------------------------

/** One scenario's findings: each check printed as it is made; the summary for the table. */
export class Report {
  readonly failures: string[] = [];
  shopper = "";
  administrator = "";
  lost = "–";
  skipped: string | null = null;

  say(line: string): void {
    console.log(`    ${line}`);
  }

  check(ok: boolean, line: string): boolean {
    console.log(`  ${ok ? "ok  " : "FAIL"} ${line}`);
    if (!ok) this.failures.push(line);
    return ok;
  }
}

export interface Scenario {
  name: string;
  /** One line: the fault and what is expected. */
  what: string;
  run: (report: Report) => Promise<void>;
}

/** Text as the app escapes it into HTML (app/.server/render/unavailable.server.ts). */
export const htmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");

/** The app's log lines at error level or above (pino levels 50, 60), and stack lines. */
/** What the report reads of a started app (faults-lib.ts App): everything it wrote. */
type Logged = { output: string[] };

export const errorLines = (app: Logged) =>
  app.output.filter((line) => /"level":(50|60)/.test(line) || /^\s+at /.test(line));

/** A pino line in short: its message, the error's message, the request, the first frames. */
function shortLine(line: string): string {
  try {
    const entry = JSON.parse(line) as {
      msg?: string;
      url?: string;
      method?: string;
      err?: { message?: string; stack?: string };
    };
    const frames = (entry.err?.stack ?? "")
      .split("\n")
      .filter((frame) => frame.trim().startsWith("at ") && !frame.includes("processTicks"))
      .slice(0, 4)
      .map((frame) => frame.trim().replace(/file:\/\/\/?[^ ]*node_modules\//, ""));
    const request = entry.url ? ` [${entry.method ?? "GET"} ${new URL(entry.url).pathname}]` : "";
    return `${entry.msg}: ${entry.err?.message ?? ""}${request}${frames.length ? `\n        ${frames.join("\n        ")}` : ""}`;
  } catch {
    return line.slice(0, 300);
  }
}

/** Prints up to `max` of the app's error lines, shortened. */
export function showErrors(r: Report, app: Logged, max = 5): void {
  const lines = errorLines(app);
  if (!lines.length) return r.say("server log: no error lines");
  r.say(`server log: ${lines.length} error line(s), the first ${Math.min(max, lines.length)}:`);
  for (const line of lines.slice(0, max)) r.say(`| ${shortLine(line)}`);
}
