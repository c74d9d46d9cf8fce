/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // No preload helper around the app's own dynamic imports (each language's store texts,
    // app/i18n/messages.ts): their chunks need nothing the page has not loaded, and the helper
    // would cost every page a kilobyte. React Router preloads route modules itself.
    modulePreload: false,
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Both cores: much of a database test is waiting on PostgreSQL or the disk.
    maxWorkers: 2,
  },
});
