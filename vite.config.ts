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
 * (remix-run/react-router#14102) and run on every server render. Both bundles take the production
 * build. The server's stays external, imported by its path relative to each chunk (written once
 * the chunk's place is known: Rolldown makes an absolute external relative to the importing
 * source file, not the output), and @react-router/node is bundled so that its import of the
 * router comes here too: the server loads one copy of the router, the same file the compiled
 * server imports (scripts/build-server.mjs).
 */
function productionRouter(): Plugin {
  const builds: Record<string, string> = {
    "react-router": "index.mjs",
    "react-router/dom": "dom-export.mjs",
  };
  const SERVER_ROUTER = "vitrine-production-router";
  return {
    name: "vitrine:production-router",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) =>
      environment.name === "client" || environment.name === "ssr",
    resolveId(source) {
      const file = builds[source];
      if (!file) return null;
      if (this.environment.name !== "ssr") return path.join(ROUTER_PRODUCTION, file);
      return source === "react-router" ? { id: SERVER_ROUTER, external: true } : null;
    },
    renderChunk(code, chunk, options) {
      if (this.environment.name !== "ssr" || !code.includes(SERVER_ROUTER)) return null;
      const from = path.dirname(path.resolve(options.dir ?? "", chunk.fileName));
      const to = path.relative(from, path.join(ROUTER_PRODUCTION, "index.mjs"));
      return { code: code.replaceAll(`"${SERVER_ROUTER}"`, JSON.stringify(to)), map: null };
    },
  };
}

const storeChunk = storeSharedChunk();

export default defineConfig({
  plugins: [
    tailwindcss(),
    !process.env.VITEST && reactRouter(),
    productionRouter(),
    storeChunk.plugin,
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    // Bundled so that its own import of react-router takes the production build (productionRouter).
    ssr: { resolve: { noExternal: ["@react-router/node"] } },
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
