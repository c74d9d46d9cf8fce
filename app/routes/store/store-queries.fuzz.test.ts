import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { seedGeneratedProducts } from "~/.server/db/seed/seed.server";
import type { DbKind } from "~/.server/db/kysely";
import { SORTS } from "~/lib/catalogue-schemas";
import { serve, TEST_NONCE } from "../../../tests/fixtures/app-server";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import {
  booleans,
  fuzzOptions,
  fuzzRuns,
  junk,
  NUMERIC_STRINGS,
  pathIds,
  queryStrings,
  quietMalformedPathWarnings,
  segment,
  text,
} from "../../../tests/fixtures/fuzz";
import { XSS_PAYLOADS, xssFindings } from "../../../tests/fixtures/xss";

// The storefront's list pages with generated query strings and path segments,
// through React Router's own request handler. Mostly as client navigations (`.data`, the loaders
// only), one in fifty as whole documents, which must also show any query back as text only.

const numbers = fc.oneof(
  fc.integer({ min: -2, max: 12 }).map(String),
  fc.constantFrom(...NUMERIC_STRINGS, "100000", "100001"),
);
const query = queryStrings({
  q: fc.oneof(text(30), fc.constantFrom(...XSS_PAYLOADS)),
  sort: fc.oneof(fc.constantFrom(...SORTS), fc.string({ maxLength: 12 })),
  page: numbers,
  per_page: numbers,
  category: numbers,
  brand: fc.constantFrom("tramontina", "bosch", "nada"),
  offers: booleans,
  in_stock: booleans,
  lang: fc.constantFrom("en", "pt", "xx"),
  redirectTo: fc.constantFrom("//evil.example", "javascript:alert(1)", "/admin"),
  variante: fc.oneof(text(20), fc.constantFrom("FUR-220", "nada")),
});
const brandSegment = fc.oneof(
  fc.constantFrom("tramontina", "bosch", "Bosch", "nada", "TRAMONTINA", "produtos"),
  text(20, 1).map(segment),
  junk.map(segment),
);
const pages = fc.oneof(
  fc.constantFrom("/", "/en", "/produtos", "/en/produtos", "/ofertas", "/en/ofertas"),
  fc.constantFrom("/categorias", "/busca", "/en/busca", "/about"),
  pathIds.map((id) => `/produtos/${id}`),
  pathIds.map((id) => `/en/produto/${id}`),
  pathIds.map((id) => `/produto/${id}`),
  brandSegment.map((slug) => `/${slug}`),
  brandSegment.map((slug) => `/en/${slug}`),
);

interface StoreInput {
  page: string;
  query: string;
  document: boolean;
}
const inputs: fc.Arbitrary<StoreInput> = fc.record({
  page: pages,
  query,
  // A whole document costs ten times a navigation's data: one in fifty.
  document: fc.oneof(
    { weight: 49, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});

/** The URL React Router's client asks for a navigation's data. */
function dataUrl(page: string): string {
  return page === "/" ? "/_root.data" : `${page}.data`;
}

function fuzzStore(kind: DbKind) {
  const runs = fuzzRuns(kind);
  let t: TestDb;
  let loud: () => void;

  beforeAll(async () => {
    loud = quietMalformedPathWarnings();
    t = await installAuthTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    for (const name of ["Tramontina", "Bosch"]) {
      await createBrand(t.db, { name, logo_url: "https://example.com/logo.png" }, null);
    }
    await seedGeneratedProducts(t.db, { count: 60, random: () => 0.3 });
  });
  afterAll(async () => {
    loud();
    await t.cleanup();
  });

  it("a brand slug or filter with NUL answers without a 5xx (it answered 500 on PostgreSQL)", async () => {
    for (const path of ["/h%00x", "/en/h%00x.data", "/api/products?brand=%00"]) {
      const response = await serve(new Request(new URL(path, "http://localhost:3000")));
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it(`list pages, product and brand pages: ${runs} generated URLs, no 5xx, no query shown as markup`, async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(inputs, async ({ page, query: search, document }) => {
        const path = `${document ? page : dataUrl(page)}?${search}`;
        const response = await serve(new Request(new URL(path, "http://localhost:3000")));
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const body = await response.text();
        if (response.status >= 500) throw new Error(`a 5xx: GET ${path} → ${response.status}`);
        if (document && response.headers.get("content-type")?.startsWith("text/html")) {
          const findings = xssFindings(body, TEST_NONCE);
          if (findings.length > 0) throw new Error(`GET ${path}: ${findings.join("; ")}`);
        }
        const location = response.headers.get("location");
        if (location && !location.startsWith("/")) {
          throw new Error(`GET ${path} redirects off the site: ${location}`);
        }
      }),
      fuzzOptions(runs),
    );
    console.info(`fuzzed store URLs on ${kind}, answers by status:`, JSON.stringify(statuses));
    expect(Object.keys(statuses).every((s) => Number(s) < 500)).toBe(true);
  }, 300_000);

  it(`search suggestions: ${runs} generated queries, always JSON, never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const path = `/busca/sugestoes?${search}`;
        const response = await serve(new Request(new URL(path, "http://localhost:3000")));
        await response.body?.cancel();
        if (response.status >= 500) throw new Error(`a 5xx: GET ${path} → ${response.status}`);
        if (!response.headers.get("content-type")?.startsWith("application/json")) {
          throw new Error(`GET ${path}: ${response.headers.get("content-type")}`);
        }
      }),
      fuzzOptions(runs),
    );
  }, 300_000);
}

describe.each(TEST_DB_KINDS)("fuzzing the storefront's URLs, on %s", (kind) => {
  fuzzStore(kind);
});
