import type { Browser, CDPSession } from "@playwright/test";
import { language } from "../../app/i18n/languages";
import { localeFromPath } from "../../app/i18n/locale";

// The recording part of `npm run audit -- trace` (tools/audit/audit-trace.ts): one page load in a
// fresh Chromium context with a phone's screen and Lighthouse's mobile CPU slowdown, recorded as
// a Chrome trace through the DevTools protocol.

/** One event of a Chrome trace (the Trace Event Format), as far as this audit reads it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string | number;
  args?: Record<string, unknown>;
}

/** What Lighthouse records (its default trace categories), without the screenshots. */
export const TRACE_CATEGORIES = [
  "-*",
  "toplevel",
  "v8",
  "v8.execute",
  "blink.console",
  "blink.user_timing",
  // ResourceFetcher::requestResource: Blink starting image loads inside microtask checkpoints.
  "blink.resource",
  "loading",
  "latencyInfo",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-v8.cpu_profiler",
];

/**
 * Chromium's own pages that a headless window loads in renderers of their own while the page
 * loads: the address bar's suggestion popups (two WebUI pages, about 150 scripts each) and the
 * preloaded tab search. On two cores they competed with the page measured.
 */
const BROWSER_UI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

/**
 * Playwright's own --disable-features list (playwright-core's chromiumSwitches.ts, 1.65): a
 * second --disable-features replaces the first, so ours repeats it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

/** Chromium's flags for tracing: the audit's own, without Chromium's UI pages. */
export function traceBrowserArgs(auditFlags: string[]): string[] {
  return [
    ...auditFlags.filter((f) => f !== "--headless=new"),
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(",")}`,
  ];
}

/** Lighthouse's mobile CPU slowdown (its default `cpuSlowdownMultiplier`). */
export const CPU_THROTTLING_RATE = 4;

/** Lighthouse's mobile device (a Moto G Power): screen, density and user agent. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

function mobileUserAgent(browserVersion: string): string {
  return (
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 " +
    `(KHTML, like Gecko) Chrome/${browserVersion} Mobile Safari/537.36`
  );
}

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  const parts: string[] = [];
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle, size: 1 << 20 });
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data);
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle });
  return parts.join("");
}

/**
 * Loads `url` in a fresh context (empty cache, no service worker, the page's own language) with
 * the CPU slowed down CPU_THROTTLING_RATE times, and returns the trace from before the navigation
 * until `idleMs` after the network went quiet.
 *
 * The tab first opens the server's /healthz, so the site's renderer process is running before
 * the trace starts: a renderer started by the navigation itself was sometimes traced only from
 * a few hundred milliseconds in (about one load in ten), its first tasks and requests missing.
 */
export async function recordTrace(
  browser: Browser,
  url: string,
  options: { idleMs: number; cpuRate?: number },
): Promise<TraceEvent[]> {
  const locale = language(localeFromPath(new URL(url).pathname)).tag;
  const context = await browser.newContext({
    ...MOBILE,
    userAgent: mobileUserAgent(browser.version()),
    locale,
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(new URL("/healthz", url).href);
    await cdp.send("Emulation.setCPUThrottlingRate", {
      rate: options.cpuRate ?? CPU_THROTTLING_RATE,
    });
    const complete = new Promise<string>((resolve, reject) => {
      cdp.once("Tracing.tracingComplete", (event) => {
        if (event.stream) resolve(event.stream);
        else reject(new Error("the trace came without a stream"));
      });
    });
    await cdp.send("Tracing.start", {
      categories: TRACE_CATEGORIES.join(","),
      // 10 kHz CPU sampling, as Lighthouse asks (the default, 1 kHz, is too coarse for 50 ms).
      options: "sampling-frequency=10000",
      transferMode: "ReturnAsStream",
      streamFormat: "json",
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.waitForTimeout(options.idleMs);
    await cdp.send("Tracing.end");
    const text = await readStream(cdp, await complete);
    const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  } finally {
    await context.close();
  }
}

/** Evaluation of top-level code: [start, end, module or classic script]. */
export type EvaluationSpan = [number, number, "module" | "script"];
