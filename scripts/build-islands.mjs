// Builds the store's browser code: the islands' entry and one chunk per island
// (docs/decisions/064-store-islands.md). React Router's Vite build makes the back office's; store
// pages load only this. Writes build/client/assets/islands.json for the server to name the entry.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = "build/client/assets";
const result = await build({
  entryPoints: ["app/islands/entry.client.ts"],
  outdir,
  entryNames: "islands-[hash]",
  chunkNames: "island-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: ["es2022"],
  jsx: "automatic",
  minify: true,
  define: {
    "process.env.NODE_ENV": '"production"',
    "import.meta.env": JSON.stringify({ DEV: false, PROD: true, MODE: "production", SSR: false }),
  },
  metafile: true,
  logLevel: "warning",
});

const toUrl = (file) => `/assets/${path.relative(outdir, file)}`;
const [entryFile, entry] = Object.entries(result.metafile.outputs).find(
  ([, o]) => o.entryPoint === "app/islands/entry.client.ts",
);
// Each language's store texts (app/i18n/messages.ts loads them): preloaded by the pages in it,
// so hydration does not wait for a round trip of its own.
const TEXTS = {
  pt: "app/i18n/public.ts",
  en: "app/i18n/public-en.ts",
  es: "app/i18n/public-es.ts",
};
const texts = Object.fromEntries(
  Object.entries(TEXTS).map(([locale, source]) => {
    const found = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === source);
    if (!found) throw new Error(`build-islands: no chunk for ${source}`);
    return [locale, toUrl(found[0])];
  }),
);
const manifest = {
  entry: toUrl(entryFile),
  imports: entry.imports.filter((i) => i.kind === "import-statement").map((i) => toUrl(i.path)),
  texts,
};
writeFileSync(path.join(outdir, "islands.json"), JSON.stringify(manifest));
console.log(`Islands: ${manifest.entry}, ${Object.keys(result.metafile.outputs).length} files.`);
