import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import {
  DEFAULT_LOCALE,
  LANGUAGES,
  OTHER_LOCALES,
  language,
  type Locale,
} from "../app/i18n/languages";
import { localeFromPath, localePath } from "../app/i18n/locale";
import { CHROME_FLAGS, runLighthouse } from "./audit-lighthouse";
import { integerFlag, parseCommandLine } from "./cli";
import { buildProduction, startServer, stopServer } from "./measured-server";

// npm run audit [-- --no-build] [--skip-lighthouse] [--runs N]
// Builds, starts the production server on a fresh demo database, then:
// - Lighthouse (mobile, default simulated throttling) on the storefront's key pages: the four
//   scores and LCP, TBT, CLS per page, from the run with the median performance score of N runs
//   (3 by default: one run's TBT moves by hundreds of milliseconds on a shared machine);
// - axe (WCAG 2.0/2.1/2.2 A and AA rules) on every public page and every admin section;
// - the JavaScript each public route loads first (gzip), and whether any of it is back-office
//   code.
// Prints one table per check; exits 1 when a page is below budget.

const FIRST_LOAD_JS_KB = 130;
const ADMIN = {
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

async function axeCheck(page: Page, label: string): Promise<number> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  for (const v of results.violations) {
    failures.push(
      `axe ${label}: ${v.id} (${v.impact}) on ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join("; ")}`,
    );
  }
  return results.violations.length;
}

interface JsRow {
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
    const files = (r) => [r.module, ...(r.imports || [])];
    const routes = Object.values(manifest.routes);
    const isAdmin = (r) => r.id.startsWith("routes/admin/");
    const elsewhere = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes.filter((r) => !isAdmin(r)).flatMap(files),
    ]);
    return routes.filter(isAdmin).flatMap(files).filter((f) => !elsewhere.has(f));
  })()`)) as string[];
  await context.close();
  const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
  return {
    page: pagePath,
    files: scripts.size,
    gzipKb: Math.round(gzip / 102.4) / 10,
    adminFiles: [...scripts.keys()].filter((f) => adminOnly.includes(f)),
  };
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/admin`);
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Senha", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByText(`Bem-vindo, ${ADMIN.name}`).waitFor({ timeout: 60_000 });
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

  // Every language of the table (app/i18n/languages.ts), with the same budgets: each store page in
  // each language for axe and first-load JavaScript; Lighthouse on the default language's key
  // pages and every other language's home and product pages.
  const searchWords: Record<Locale, string> = { pt: "furadeira", en: "drill", es: "taladro" };
  const storePages = (l: Locale): [string, string][] => {
    const pages: [string, string][] = [
      ["home", "/"],
      ["all products", "/produtos"],
      ["category", "/produtos/1"],
      ["brand", `/${brand.slug}`],
      ["product", `/produto/${product.id}`],
      ["offers", "/ofertas"],
      ["search", `/busca?q=${searchWords[l]}`],
      ["about", "/about"],
      ["categories", "/categorias"],
      ["brands", "/marcas"],
      ["service", "/atendimento"],
      ["location", "/localizacao"],
      ["quote list", "/orcamento"],
    ];
    return pages.map(([name, p]) => [name, localePath(l, p)]);
  };
  const plainPages = ["categories", "brands", "service", "location", "quote list"];
  const lighthousePages: [string, string][] = [
    ...storePages(DEFAULT_LOCALE).filter(([name]) => !plainPages.includes(name)),
    ...OTHER_LOCALES.flatMap((l) =>
      storePages(l)
        .filter(([name]) => name === "home" || name === "product")
        .map(([name, p]): [string, string] => [`${language(l).english} ${name}`, p]),
    ),
  ];
  const publicPages = [
    ...LANGUAGES.flatMap((l) => storePages(l.code).map(([, p]) => p)),
    ...LANGUAGES.map((l) => localePath(l.code, "/produto/999999")),
  ];
  const adminSections = [
    "/admin",
    "/admin/produtos",
    "/admin/produtos/novo",
    "/admin/importar",
    "/admin/orcamentos",
    "/admin/estatisticas",
    "/admin/posters",
    "/admin/marcas",
    "/admin/usuarios",
    "/admin/configuracoes",
  ];

  const lhRows = args["skip-lighthouse"]
    ? []
    : await runLighthouse(base, lighthousePages, runs, failures);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.filter((f) => f !== "--headless=new"),
  });
  const axeRows: [string, number][] = [];
  const jsRows: JsRow[] = [];
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    for (const p of publicPages) {
      await page.goto(base + p, { waitUntil: "networkidle" });
      axeRows.push([p, await axeCheck(page, p)]);
    }
    const signedOut = await browser.newContext({ serviceWorkers: "block" });
    const entry = await signedOut.newPage();
    await entry.goto(`${base}/admin`, { waitUntil: "networkidle" });
    axeRows.push(["/admin (sign-in card)", await axeCheck(entry, "/admin (sign-in)")]);
    await signedOut.close();
    await signIn(page, base);
    for (const p of adminSections) {
      await page.goto(base + p, { waitUntil: "networkidle" });
      axeRows.push([p, await axeCheck(page, p)]);
    }
    await context.close();

    for (const p of publicPages.filter((p) => !p.includes("999999"))) {
      const row = await firstLoadJs(browser, base, p);
      jsRows.push(row);
      if (row.gzipKb > FIRST_LOAD_JS_KB)
        failures.push(`${p}: first-load JavaScript ${row.gzipKb} kB gzip > ${FIRST_LOAD_JS_KB}`);
      if (row.adminFiles.length)
        failures.push(`${p}: loads back-office code ${row.adminFiles.join(", ")}`);
    }
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
