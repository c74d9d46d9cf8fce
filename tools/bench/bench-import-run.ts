import { readFileSync } from "node:fs";
import iconv from "iconv-lite";
import { createBrand } from "../../app/.server/catalogue/brands.server";
import { applyImport } from "../../app/.server/catalogue/import/apply.server";
import { exportProducts } from "../../app/.server/catalogue/import/export.server";
import { parseImportFile } from "../../app/.server/catalogue/import/parse.server";
import { planImport, type ImportPlan } from "../../app/.server/catalogue/import/plan.server";
import { createDb, migrateToLatest } from "../../app/.server/db/kysely";
import { DEMO_BRANDS, DEMO_CATEGORIES } from "../../app/.server/db/seed/demo-data";
import type { ImportPhase } from "./bench-import";

// The measured process of `npm run bench -- import` (tools/bench/bench-import.ts), started with
// `npm start`'s heap cap; reads BENCH_DATABASE_URL and BENCH_ROWS, prints its figures as JSON.

const url = process.env.BENCH_DATABASE_URL!;
const rows = Number(process.env.BENCH_ROWS);
const db = createDb(url);
await migrateToLatest(db);
const now = new Date().toISOString();
await db
  .insertInto("category")
  .values(DEMO_CATEGORIES.map(({ id: _, ...c }) => ({ ...c, created_at: now })))
  .execute();
for (const b of DEMO_BRANDS) {
  await createBrand(db, { name: b.name, logo_url: "https://example.com/logo.png" }, null);
}

/**
 * A supplier's list as Excel in Portuguese saves it: Windows-1252, `;`, decimal comma, accents,
 * a quoted description with a separator and a line break in every tenth row.
 */
function priceList(shift: number): Buffer {
  const lines = [
    "SKU;Nome;Nome (en);Descrição;Preço;Preço original;Oferta;Em estoque;Marca;Categoria;Imagens",
  ];
  for (let n = 1; n <= rows; n++) {
    const price = 10 + (n % 500) + shift;
    const offer = n % 3 === 0;
    const description =
      n % 10 === 0 ? `"Aço temperado; cabo\nemborrachado ${n}"` : `Ferramenta nº ${n}`;
    lines.push(
      [
        `BEN-${n}`,
        `Chave Ação ${n}`,
        `Wrench ${n}`,
        description,
        `${price},90`,
        offer ? `${price + 20},00` : "",
        offer ? "sim" : "não",
        n % 7 === 0 ? "não" : "sim",
        DEMO_BRANDS[n % DEMO_BRANDS.length]!.name,
        DEMO_CATEGORIES[n % DEMO_CATEGORIES.length]!.name,
        `https://example.com/p/${n}.jpg`,
      ].join(";"),
    );
  }
  return iconv.encode(lines.join("\r\n"), "win1252");
}

let heapPeak = 0;
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}, 10);
const phases: ImportPhase[] = [];

async function measure<T>(name: string, count: number, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  heapPeak = process.memoryUsage().heapUsed;
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  phases.push({ name, seconds, rows: count, heapPeakMb: Math.round(heapPeak / 1024 / 1024) });
  // Progress as it goes (stderr): a run that runs out of memory still shows how far it came.
  console.error(`  ${name}: ${seconds.toFixed(2)} s, heap ${phases.at(-1)!.heapPeakMb} MB`);
  return result;
}

const preview = async (bytes: Uint8Array) =>
  planImport(db, await parseImportFile(bytes), { createMissing: false, updateOnly: false });

function expect(ok: boolean, what: string) {
  if (!ok) throw new Error(`bench import: ${what}`);
}

/** A preview then its apply, each measured; only counts outlive them (memory stays one import's). */
async function previewAndApply(
  what: string,
  file: () => Buffer,
  expected: (plan: ImportPlan) => boolean,
) {
  let bytes: Buffer | null = file();
  let plan: ImportPlan | null = await measure(`preview: ${what} (CSV)`, rows, () =>
    preview(bytes!),
  );
  bytes = null;
  expect(expected(plan) && plan.errors.length === 0, `the plan of ${what}`);
  await measure(`apply: ${what}`, rows, () => applyImport(db, plan!, null));
  plan = null;
}

/** The catalogue exported, then previewed as an import: it must change nothing. */
async function roundTrip(format: "csv" | "xlsx") {
  const label = format.toUpperCase();
  let bytes: Uint8Array | null = await measure(
    `export ${label}`,
    rows,
    async () =>
      new Uint8Array(await new Response(exportProducts(db, {}, format, "pt")).arrayBuffer()),
  );
  const plan = await measure(`preview: the export, unchanged (${label})`, rows, () =>
    preview(bytes!),
  );
  bytes = null;
  const counts = `unchanged ${plan.unchanged.length}, updates ${plan.updates.length}, errors ${plan.errors.length} ${JSON.stringify(plan.errors.slice(0, 3))}`;
  expect(
    plan.unchanged.length === rows && plan.updates.length === 0,
    `the ${label} export changes nothing: ${counts}`,
  );
}

await previewAndApply(
  "new products",
  () => priceList(0),
  (p) => p.creates.length === rows,
);
await previewAndApply(
  "new prices",
  () => priceList(1),
  (p) => p.updates.length === rows,
);
await roundTrip("csv");
await roundTrip("xlsx");
clearInterval(sampler);
await db.destroy();
const rss = /VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
console.log(JSON.stringify({ phases, peakRssMb: Math.round(Number(rss ?? 0) / 1024) }));
