import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh database per run (the config is evaluated again in workers; only the runner starts the server).
// Workers inherit the runner's environment, so E2E_DATABASE_URL names the server's database to
// tests that write to it directly (tests/fixtures/auth-e2e.ts runs admin:create against it).
process.env.E2E_DATABASE_URL ??= `file:${path.join(tmpdir(), `vitrine-e2e-${process.pid}.sqlite`)}`;
const DATABASE_URL = process.env.E2E_DATABASE_URL;
// Debian's old headless shell (package chromium-headless-shell, what Playwright itself runs
// headless) when it is installed: a context and a store page cost it a third of the CPU full
// Chromium spends on them (0.20 s against 0.60 s, measured), and the suite is bound by the two
// cores (docs/decisions/050-end-to-end-suite-budget.md). Otherwise Debian's Chromium.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const DEMO_MEDIA_CACHE =
  process.env.DEMO_MEDIA_CACHE ?? path.resolve("node_modules/.cache/vitrine-demo-media");

export default defineConfig({
  testDir: "tests/e2e",
  // Removes the seeded database the journeys with a server of their own copy
  // (tests/fixtures/own-store.ts).
  globalTeardown: "./tests/fixtures/e2e-teardown.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // Two workers for the two cores (decision 050), and a third for the calendar's journey, which
  // spends most of its three minutes waiting for an offer's window to open and close
  // (tests/e2e/scheduled-offers.spec.ts): it starts first and holds no core while it waits.
  // E2E_WORKERS and E2E_PROJECT_WORKERS set other counts, to measure.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.CI ? "line" : "list",
  // The files that took longest, at the end of the run: where the suite's time goes.
  reportSlowTests: { max: 10, threshold: 30_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    // page.route() cannot see requests a service worker answers; only the offline journey
    // (tests/e2e/offline.spec.ts) lets the worker in.
    serviceWorkers: "block",
    // The shop's usual visitor reads Portuguese. Left unset, Chromium reports en-US, and every
    // Portuguese page would offer English in its language hint; the journey
    // that tests the hint makes a context with a locale of its own (store-spanish.spec.ts).
    locale: "pt-BR",
    launchOptions: {
      executablePath: BROWSER,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "calendar",
      testMatch: ["scheduled-offers.spec.ts"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "desktop",
      testIgnore: ["scheduled-offers.spec.ts"],
      workers: Number(process.env.E2E_PROJECT_WORKERS ?? 2),
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "mobile",
      workers: Number(process.env.E2E_PROJECT_WORKERS ?? 2),
      // Pixel 7's phone emulation (touch, isMobile, pixel ratio, user agent) at 375 px wide, the
      // narrowest common phone width: the journeys that matter on a phone are checked at 375 px.
      // Only the journeys whose behaviour depends on the screen or on touch run here; the others
      // run once, on the desktop, and the back-office journeys check 375 px themselves
      // (docs/decisions/050-end-to-end-suite-budget.md).
      testMatch: [
        "store-layout.spec.ts",
        "store-narrow.spec.ts",
        "store-search-box.spec.ts",
        "store-find-product.spec.ts",
        "store-spanish.spec.ts",
        "store-product-gallery.spec.ts",
        "admin-gallery.spec.ts",
      ],
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
        channel: undefined,
      },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (`npm run test:e2e` builds first).
    command: "node scripts/serve.mjs",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BASE_URL,
      DATABASE_URL,
      LOG_LEVEL: "warn",
      // Tests stand in for a proxy: each gives its page an X-Forwarded-For of its own
      // (tests/fixtures/auth-e2e.ts asOwnClient), so sign-in limits per client address do not
      // make parallel tests wait on each other. A deployment without a proxy keeps 0.
      TRUST_PROXY: "1",
      // The demo pictures the seed draws come from the disk cache Vitest fills
      // (app/.server/db/seed/demo-media-cache.server.ts): the server is up in seconds.
      DEMO_MEDIA_CACHE,
    },
  },
});
