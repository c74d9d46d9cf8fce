import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { language } from "../../app/i18n/languages";
import { localeFromPath } from "../../app/i18n/locale";

// The first-load JavaScript part of `npm run audit` (tools/audit/audit.ts): the scripts each public
// route loads before any interaction, gzip-compressed, against the budget, and whether any of
// them is back-office code.

const FIRST_LOAD_JS_KB = 120;

/** The store's own build (scripts/build-islands.mjs): all a store page may load. */
const ISLAND_FILE = /^\/assets\/islands?-[\w-]+\.js$/;

export interface JsRow {
  page: string;
  files: number;
  gzipKb: number;
  adminFiles: string[];
}

/** The scripts a page loads before any interaction, and which of them only admin routes use. */
async function firstLoadJs(browser: Browser, base: string, pagePath: string): Promise<JsRow> {
  // A browser in the page's own language: what its shoppers load. (One that prefers another
  // language also loads that language's texts for the hint, after the page is interactive; the
  // axe pass runs as en-US, so Portuguese pages are checked with the hint showing.)
  const locale = language(localeFromPath(pagePath)).tag;
  const context = await browser.newContext({ serviceWorkers: "block", locale });
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === "script" && url.origin === base) {
      scripts.set(url.pathname, await response.body().catch(() => Buffer.alloc(0)));
    }
  });
  await page.goto(base + pagePath, { waitUntil: "networkidle" });
  // A string, so no build-time helper (tsx names functions) ends up in the page.
  const adminOnly = (await page.evaluate(`(() => {
    const manifest = window.__reactRouterManifest;
    if (!manifest) return null;
    const files = (r) => [r.module, ...(r.imports || [])];
    const routes = Object.values(manifest.routes);
    const isAdmin = (r) => r.id.startsWith("routes/admin/");
    const elsewhere = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes.filter((r) => !isAdmin(r)).flatMap(files),
    ]);
    return routes.filter(isAdmin).flatMap(files).filter((f) => !elsewhere.has(f));
  })()`)) as string[] | null;
  await context.close();
  const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
  return {
    page: pagePath,
    files: scripts.size,
    gzipKb: Math.round(gzip / 102.4) / 10,
    // A store page without React Router's runtime (docs/decisions/064-store-islands.md) loads
    // island files only: anything of the router's build would be the back office's or the runtime.
    adminFiles: [...scripts.keys()].filter((f) =>
      adminOnly ? adminOnly.includes(f) : !ISLAND_FILE.test(f),
    ),
  };
}

/**
 * firstLoadJs on each page, one after the other; a page over FIRST_LOAD_JS_KB gzip or loading
 * back-office code is added to `failures`.
 */
export async function runFirstLoadJs(
  browser: Browser,
  base: string,
  pages: string[],
  failures: string[],
): Promise<JsRow[]> {
  const jsRows: JsRow[] = [];
  for (const p of pages) {
    const row = await firstLoadJs(browser, base, p);
    jsRows.push(row);
    if (row.gzipKb > FIRST_LOAD_JS_KB)
      failures.push(`${p}: first-load JavaScript ${row.gzipKb} kB gzip > ${FIRST_LOAD_JS_KB}`);
    if (row.adminFiles.length)
      failures.push(`${p}: loads back-office code ${row.adminFiles.join(", ")}`);
  }
  return jsRows;
}
