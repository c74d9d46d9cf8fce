// Compiles the HTTP server (scripts/start.ts, server/, and the server modules it imports) into
// build/start.js, so `npm start` serves from plain Node: a TypeScript loader in the serving
// process would cost about 150 MB of memory (measured) and transform code on every start.
import { build } from "esbuild";

await build({
  entryPoints: ["scripts/start.ts"],
  outfile: "build/start.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Dependencies stay in node_modules (native modules such as better-sqlite3 and sharp).
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
