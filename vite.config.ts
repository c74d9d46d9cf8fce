/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
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
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "tools/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/messages.ts"],
    // The demo pictures, drawn and encoded once per change rather than in every test file
    // (app/.server/db/seed/demo-media-cache.server.ts).
    env: { DEMO_MEDIA_CACHE: "node_modules/.cache/vitrine-demo-media" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Both cores: much of a database test is waiting on PostgreSQL or the disk.
    maxWorkers: 2,
  },
});
