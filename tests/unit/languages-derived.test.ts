import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, OTHER_LOCALES } from "~/i18n/languages";
import { apiCategorySchema, apiPosterSchema, apiProductSchema } from "~/lib/api-schemas";
import { posterInputSchema, productInputSchema } from "~/lib/catalogue-schemas";
import { storeProfileSchema } from "~/lib/store-profile";

// README "Adding a language": a row in app/i18n/languages.ts, a catalogue, and content columns by
// migration — nothing else. So no source file may spell out a language's content column
// (`name_es`, `sort_name_en`): each derives its `{field}_{code}` keys from the languages table
// through app/lib/localized.ts, and a new language's columns follow without an edit.

const ROOTS = ["app", "server", "scripts"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** Files where a language's columns are spelt out by nature, each with its reason. */
const EXEMPT: { test: (file: string) => boolean; reason: string }[] = [
  {
    test: (f) => f.includes("/migrations/"),
    reason: "a migration is history: it names the columns it creates, as they were then",
  },
  {
    test: (f) => /\/seed\/demo-data[^/]*\.ts$/.test(f),
    reason: "demo data is content: rows written out in their languages",
  },
  {
    test: (f) =>
      LOCALES.some(
        (code) =>
          f.startsWith(`app/i18n/${code}/`) ||
          f === `app/i18n/${code}.ts` ||
          f === `app/i18n/public-${code}.ts`,
      ),
    reason: "a message catalogue is one language's text",
  },
  {
    test: (f) => /\.(test|spec)\.tsx?$/.test(f) || f.includes("/__fixtures__/"),
    reason: "tests pin concrete rows and answers of today's languages",
  },
];

/** Identifier-like words ending in another language's suffix: `name_es`, `p.title_en`. */
const COLUMN = new RegExp(`\\b\\w+_(${OTHER_LOCALES.join("|")})\\b`, "g");

/** The code of a file without its comments (they may give examples: `name_en`, `name_es`). */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\\w])\/\/.*$/gm, "$1");
}

/** Every column-like word of a source text, with its line. */
function columnNames(source: string): { line: number; word: string }[] {
  return withoutComments(source)
    .split("\n")
    .flatMap((text, i) => [...text.matchAll(COLUMN)].map((m) => ({ line: i + 1, word: m[0] })));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

describe("a language is a row, a catalogue and content columns: no source file names a language's content column by hand", () => {
  it("finds no `{field}_{code}` word in the code of app/, server/ and scripts/", () => {
    const files = ROOTS.flatMap(sourceFiles).filter((f) => !EXEMPT.some((e) => e.test(f)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      columnNames(readFileSync(file, "utf8")).map(({ line, word }) => `${file}:${line} ${word}`),
    );
    expect(found).toEqual([]);
  });

  it("catches such a word in code, and leaves comments and other words alone", () => {
    const code = OTHER_LOCALES.map((l) => `const x = row.title_${l}; // or name_${l}`).join("\n");
    expect(columnNames(code).map((c) => c.word)).toEqual(OTHER_LOCALES.map((l) => `title_${l}`));
    expect(
      columnNames(`/** name_${OTHER_LOCALES[0]} */ const url = "https://x.example/a_b";`),
    ).toEqual([]);
    expect(columnNames(`const og = "es_PY"; const tag = "pt_BR";`)).toEqual([]);
  });

  it("derives every other language's keys where the code no longer names them", () => {
    for (const l of OTHER_LOCALES) {
      expect(Object.keys(productInputSchema.shape)).toEqual(
        expect.arrayContaining([`name_${l}`, `description_${l}`]),
      );
      expect(Object.keys(posterInputSchema.shape)).toContain(`title_${l}`);
      expect(Object.keys(apiProductSchema.shape)).toEqual(
        expect.arrayContaining([`name_${l}`, `description_${l}`]),
      );
      expect(Object.keys(apiPosterSchema.shape)).toContain(`title_${l}`);
      expect(Object.keys(apiCategorySchema.shape)).toContain(`name_${l}`);
    }
    for (const l of LOCALES) {
      for (const field of ["description", "hours_week", "hours_saturday", "free_shipping"]) {
        expect(Object.keys(storeProfileSchema.shape)).toContain(`${field}_${l}`);
      }
    }
  });
});
