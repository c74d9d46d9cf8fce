import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createPoster } from "~/.server/catalogue/posters.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { seedGeneratedProducts } from "~/.server/db/seed/seed.server";
import type { DbKind } from "~/.server/db/kysely";
import { SORTS } from "~/lib/catalogue-schemas";
import {
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import {
  booleans,
  catalogueProblems,
  fuzzOptions,
  fuzzRuns,
  NUMERIC_STRINGS,
  pathIds,
  queryStrings,
  quietMalformedPathWarnings,
  sendChecked,
  skipFsync,
  text,
} from "../../../tests/fixtures/fuzz";

// Every read of the JSON API with generated query strings, path ids, languages
// and credentials: no 5xx, refusals in the error shape, answers as /api/openapi.json documents.

const numbers = fc.oneof(
  fc.integer({ min: -2, max: 12 }).map(String),
  fc.constantFrom(...NUMERIC_STRINGS, "100", "101", "100000", "100001", "1e9"),
);
const searchText = fc.oneof(
  text(30),
  fc.constantFrom(
    "product",
    "PRODUCT 1",
    "%",
    "_",
    "\\",
    '"',
    "'",
    "*",
    "NEAR(a b)",
    "a OR b",
    "-x",
    "^",
    "a".repeat(200),
    "a".repeat(201),
    "ção",
    "😀",
  ),
);
const productQuery = queryStrings({
  category: numbers,
  brand: fc.constantFrom("tramontina", "bosch", "nada", "TRAMONTINA", ""),
  q: searchText,
  offers: booleans,
  in_stock: booleans,
  sort: fc.oneof(fc.constantFrom(...SORTS), fc.string({ maxLength: 12 })),
  page: numbers,
  per_page: numbers,
  lang: fc.constantFrom("en", "pt", "xx", ""),
});
const anyQuery = queryStrings({ lang: fc.constantFrom("en", "pt", "xx"), page: numbers });

type Caller = "anonymous" | "admin" | "shopper" | "unknown-token" | "malformed";
const callers = fc.constantFrom<Caller>(
  "anonymous",
  "anonymous",
  "admin",
  "shopper",
  "unknown-token",
  "malformed",
);
const languages = fc.oneof(
  fc.constantFrom("", "en", "pt-BR", "en;q=0.1, pt;q=0.9", "*", "xx-YY", "en;q=abc", ";;;"),
  fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);

interface ReadInput {
  path: string;
  caller: Caller;
  language: string;
}

function reads(paths: fc.Arbitrary<string>): fc.Arbitrary<ReadInput> {
  return fc.record({ path: paths, caller: callers, language: languages });
}

const READS: { label: string; input: fc.Arbitrary<ReadInput> }[] = [
  { label: "GET /api/products", input: reads(productQuery.map((q) => `/api/products?${q}`)) },
  {
    label: "GET /api/products/special-offers",
    input: reads(productQuery.map((q) => `/api/products/special-offers?${q}`)),
  },
  {
    label: "GET /api/products/{id}",
    input: reads(fc.tuple(pathIds, anyQuery).map(([id, q]) => `/api/products/${id}?${q}`)),
  },
  { label: "GET /api/brands", input: reads(anyQuery.map((q) => `/api/brands?${q}`)) },
  {
    label: "GET /api/brands/{id}",
    input: reads(fc.tuple(pathIds, anyQuery).map(([id, q]) => `/api/brands/${id}?${q}`)),
  },
  { label: "GET /api/posters", input: reads(anyQuery.map((q) => `/api/posters?${q}`)) },
  { label: "GET /api/categories", input: reads(anyQuery.map((q) => `/api/categories?${q}`)) },
];

function fuzzReads(kind: DbKind) {
  const runs = fuzzRuns(kind);
  let t: TestDb;
  let doc: object;
  const tokens: Partial<Record<Caller, string>> = {};
  let loud: () => void;

  beforeAll(async () => {
    loud = quietMalformedPathWarnings();
    t = await installAuthTestDb(kind);
    await skipFsync(t.db);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    for (const name of ["Tramontina", "Bosch"]) {
      await createBrand(t.db, { name, logo_url: "https://example.com/logo.png" }, null);
    }
    await seedGeneratedProducts(t.db, { count: 60, random: () => 0.3 });
    await seedGeneratedProducts(t.db, { count: 70, categoryId: 2, random: () => 0.7 });
    for (const active of [true, false]) {
      const poster = {
        title: "P",
        title_en: null,
        title_es: null,
        image_url: "https://example.com/p.png",
        active,
      };
      await createPoster(t.db, poster, null);
    }
    tokens.admin = await tokenFor(t.db, "admin");
    tokens.shopper = await tokenFor(t.db, "user");
    tokens["unknown-token"] = "vt_unknownunknownunknown";
    tokens.malformed = "not a token at all";
    doc = await servedDocument();
  });
  afterAll(async () => {
    loud();
    await t.cleanup();
  });

  for (const read of READS) {
    it(`${read.label}: ${runs} generated query strings, ids and callers, no 5xx, as documented`, async () => {
      exchanges.length = 0;
      await fc.assert(
        fc.asyncProperty(read.input, async ({ path, caller, language }) => {
          const headers: Record<string, string> = {};
          if (language) headers["accept-language"] = language;
          if (caller === "malformed") headers.authorization = "Basic abc";
          const x = await sendChecked("GET", path, { token: tokens[caller], headers });
          const total = x.headers.get("x-total-count");
          if (x.status === 200 && Array.isArray(x.body) && total !== null) {
            if (x.body.length > 100) throw new Error(`${path}: ${x.body.length} items in a page`);
            if (Number(total) < x.body.length) throw new Error(`${path}: total ${total}`);
          }
        }),
        fuzzOptions(runs),
      );
      expect(mismatchesWithDocument(doc, exchanges)).toEqual([]);
      exchanges.length = 0;
    }, 300_000);
  }

  it("reads changed nothing the catalogue's rules cover", async () => {
    expect(await catalogueProblems(t.db)).toEqual([]);
  });
}

describe.each(TEST_DB_KINDS)("fuzzing every API read, on %s", (kind) => {
  fuzzReads(kind);
});
