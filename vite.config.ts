/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { storeSharedChunk } from "./scripts/store-shared-chunk.ts";

const ROUTER_PRODUCTION = path.resolve("node_modules/react-router/dist/production");

/**
 * React Router's package exports name only its development build, whose dev-only warnings
 * (ENABLE_DEV_WARNINGS, the one line in which its two builds differ) then ship to every shopper
 * (remix-run/react-router#14102). The browser bundle takes the production build; the server keeps
 * the package's own resolution, so it holds one copy of the router.
 */
function productionRouterInBrowser(): Plugin {
  const builds: Record<string, string> = {
    "react-router": "index.mjs",
    "react-router/dom": "dom-export.mjs",
  };
  return {
    name: "vitrine:production-router-in-browser",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const file = builds[source];
      return file ? path.join(ROUTER_PRODUCTION, file) : null;
    },
  };
}

const storeChunk = storeSharedChunk();

const TEST_FILES = [
  "app/**/*.test.ts",
  "app/**/*.test.tsx",
  "scripts/**/*.test.ts",
  "tools/**/*.test.ts",
  "tests/unit/**/*.test.ts",
];

/**
 * What makes a test file need a module graph of its own: it mocks a module or spies on one, fakes
 * the clock, sets process.env itself, keeps the API fixture's record of every answer
 * (tests/fixtures/api.ts `exchanges`) or the fuzz fixture's, or reaches state the process keeps
 * beyond one database: the insights recorder, the fault reports, the metrics registry; or times
 * the page cache's renders (one such file lost a render's race when shared). A file that
 * opens databases through the fixtures shares its worker's modules: the app keeps what it caches
 * per database (WeakMaps keyed by the Db), and tests/setup/per-file.ts gives every file the
 * environment and the process-wide holders it started with.
 */
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|spyOn|stub\w*|useFakeTimers|setSystemTime|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|fixtures\/(api|fuzz)"|insightRecorder|recorder\.server|faults\.server|tcp-proxy|metrics|cached-pages/;

/**
 * The test files that run in a fresh module graph each (Vitest's default, `isolate`): those above.
 * Every other file (the pure ones: lib, i18n, components, parsers, scripts) shares its worker's
 * modules with the files before it, so zod, React and the messages are imported once per worker
 * instead of once per file (docs/decisions/050-end-to-end-suite-budget.md). A new file that
 * mocks, changes the environment or opens a database is isolated without anyone listing it.
 */
function testFilesNeedingIsolation(): string[] {
  return ["app", "scripts", "tools", "tests/unit"].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8"))),
  );
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    !process.env.VITEST && reactRouter(),
    productionRouterInBrowser(),
    storeChunk.plugin,
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: storeChunk.groups } },
        },
      },
    },
  },
  test: {
    environment: "node",
    setupFiles: ["tests/setup/messages.ts", "tests/setup/per-file.ts"],
    // The demo pictures, drawn and encoded once per change rather than in every test file
    // (app/.server/db/seed/demo-media-cache.server.ts).
    env: { DEMO_MEDIA_CACHE: "node_modules/.cache/vitrine-demo-media" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Three workers on two cores: much of a database test is waiting on PostgreSQL or the disk.
    // Both databases, CI=true: 197 s with three, 230 s with two, 222 s with four (measured).
    maxWorkers: 3,
    projects: process.env.VITEST
      ? [
          { extends: true, test: { name: "isolated", include: testFilesNeedingIsolation() } },
          {
            extends: true,
            test: {
              name: "shared",
              include: TEST_FILES,
              exclude: testFilesNeedingIsolation(),
              isolate: false,
            },
          },
        ]
      : undefined,
  },
});
