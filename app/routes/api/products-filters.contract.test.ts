import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpCatalogueVersion } from "~/.server/catalogue/version.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { callApi } from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

// GET /api/products takes the store's filters, its paging links carry the
// query in its normal form (never an unknown parameter echoed), and GET /api/products/facets
// answers the counts the list pages show.

interface Facets {
  total: number;
  groups: {
    param: string;
    name: string;
    values: { value: string; count: number; checked: boolean }[];
  }[];
  active: string[];
}

describe.each(TEST_DB_KINDS)("product filters in the API on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    await bumpCatalogueVersion(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("filters the list by brand and offer, and the total and facets agree", async () => {
    const facets = (await (
      await callApi("GET", "/api/products/facets?category=1")
    ).json()) as Facets;
    const brand = facets.groups.find((g) => g.param === "marca")!.values[0]!;
    const list = await callApi("GET", `/api/products/facets?category=1&marca=${brand.value}`);
    const filtered = (await list.json()) as Facets;
    expect(filtered.total).toBe(brand.count);
    const products = await callApi(
      "GET",
      `/api/products?category=1&marca=${brand.value}&per_page=100`,
    );
    expect(products.status).toBe(200);
    expect(Number(products.headers.get("x-total-count"))).toBe(brand.count);
    const rows = (await products.json()) as { brand: { slug: string } | string }[];
    expect(rows.length).toBe(brand.count);
    // The checked brand keeps its siblings, with their own counts.
    const brands = filtered.groups.find((g) => g.param === "marca")!.values;
    expect(brands.filter((v) => v.checked).map((v) => v.value)).toEqual([brand.value]);
    expect(brands.length).toBe(facets.groups.find((g) => g.param === "marca")!.values.length);
  });

  it("answers the facets in the caller's language", async () => {
    const en = (await (
      await callApi("GET", "/api/products/facets?oferta=1", {
        headers: { "accept-language": "en" },
      })
    ).json()) as Facets;
    expect(en.groups.find((g) => g.param === "marca")!.name).toBe("Brand");
    expect(en.active).toEqual(["On offer"]);
    const es = (await (
      await callApi("GET", "/api/products/facets?oferta=1&lang=es")
    ).json()) as Facets;
    expect(es.active).toEqual(["En oferta"]);
  });

  it("paging links carry the normal query: no unknown parameter, filters merged and sorted", async () => {
    const junk = "x".repeat(10_000);
    const res = await callApi(
      "GET",
      `/api/products?junk=${junk}&oferta=1&utm_source=ig&per_page=2&estoque=1&sort=name`,
    );
    expect(res.status).toBe(200);
    const link = res.headers.get("link")!;
    expect(link.length).toBeLessThan(1_000);
    expect(link).not.toContain("junk");
    expect(link).not.toContain("utm_source");
    expect(link).toContain("estoque=1&oferta=1&sort=name&page=1&per_page=2");
  });

  it("malformed filters give the list without them, never an error", async () => {
    const all = await callApi("GET", "/api/products?per_page=1");
    for (const query of [
      "preco=abc",
      `marca=${Array.from({ length: 500 }, (_, i) => i).join(",")}`,
      "voltagem=%00%FF",
      "oferta=sim",
    ]) {
      const res = await callApi("GET", `/api/products?per_page=1&${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get("x-total-count"), query).toBe(all.headers.get("x-total-count"));
      const facets = await callApi("GET", `/api/products/facets?${query}`);
      expect(facets.status, query).toBe(200);
    }
  });
});
