import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

describe.each(TEST_DB_KINDS)("JSON API contract: products and categories on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  let shopper: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await tokenFor(t.db, "admin");
    shopper = await tokenFor(t.db, "user");
  });
  afterAll(() => t.cleanup());

  it("lists products as a bare array with X-Total-Count and Link paging headers", async () => {
    const res = await callApi("GET", "/api/products?per_page=5&page=2");
    expect(res.status).toBe(200);
    const body = (await res.json()) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(5);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(48);
    expect(res.headers.get("link")).toContain('rel="next"');
    expect(res.headers.get("link")).toContain('rel="prev"');
  });

  it("product objects carry the spec's fields, brand as slug and category as id", async () => {
    const [p] = (await (await callApi("GET", "/api/products?per_page=1")).json()) as Record<
      string,
      unknown
    >[];
    for (const key of [
      "id",
      "name",
      "brand",
      "price",
      "category",
      "image",
      "image_url",
      "description",
      "in_stock",
      "position",
      "is_special_offer",
      "original_price",
      "sku",
      "options",
      "variants",
    ]) {
      expect(p).toHaveProperty(key);
    }
    expect(typeof p!.price).toBe("number");
    expect(typeof p!.brand).toBe("string");
  });

  it("filters by category, brand, q, offers and in_stock; per_page is capped at 100", async () => {
    const byCat = (await (
      await callApi("GET", "/api/products?category=3&per_page=100")
    ).json()) as { category: number }[];
    expect(byCat.length).toBeGreaterThan(0);
    expect(byCat.every((p) => p.category === 3)).toBe(true);
    const byBrand = (await (await callApi("GET", "/api/products?brand=bosch")).json()) as {
      brand: string;
    }[];
    expect(byBrand.every((p) => p.brand === "bosch")).toBe(true);
    const offers = (await (
      await callApi("GET", "/api/products/special-offers?per_page=100")
    ).json()) as { is_special_offer: boolean }[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((p) => p.is_special_offer)).toBe(true);
    const out = (await (await callApi("GET", "/api/products?in_stock=false")).json()) as {
      in_stock: boolean;
    }[];
    expect(out.every((p) => !p.in_stock)).toBe(true);
    const q = (await (await callApi("GET", "/api/products?q=furadeira")).json()) as {
      name: string;
    }[];
    expect(q.length).toBeGreaterThan(0);
    const big = await callApi("GET", "/api/products?per_page=1000");
    expect(((await big.json()) as unknown[]).length).toBeLessThanOrEqual(100);
  });

  it("answers 404 in the error shape for a missing product, in the request's language", async () => {
    const res = await callApi("GET", "/api/products/999999", {
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "notFound", message: "Not found." } });
    const es = await callApi("GET", "/api/products/999999", {
      headers: { "accept-language": "es-PY,es;q=0.9,pt;q=0.5" },
    });
    expect(await es.json()).toEqual({ error: { code: "notFound", message: "No encontrado." } });
  });

  it("writes: 401 without credentials, 403 for a non-administrator", async () => {
    const body = { name: "X", price: 1, brand: "bosch", category: 1 };
    expect((await callApi("POST", "/api/products", { json: body })).status).toBe(401);
    expect((await callApi("POST", "/api/products", { json: body, token: shopper })).status).toBe(
      403,
    );
    expect((await callApi("POST", "/api/products", { json: body, token: "vt_nope" })).status).toBe(
      401,
    );
  });

  it("creates, updates and deletes a product with an admin token; prices parsed as decimals", async () => {
    const created = await callApi("POST", "/api/products", {
      token: admin,
      json: {
        name: "Alicate API",
        price: "19,90",
        original_price: "",
        brand: "bosch",
        category: "1",
        in_stock: "true",
        is_special_offer: 0,
      },
    });
    expect(created.status).toBe(201);
    const p = (await created.json()) as {
      id: number;
      price: number;
      original_price: null;
      brand: string;
      in_stock: boolean;
      is_special_offer: boolean;
    };
    expect(p).toMatchObject({
      price: 19.9,
      original_price: null,
      brand: "bosch",
      in_stock: true,
      is_special_offer: false,
    });
    const updated = await callApi("PUT", `/api/products/${p.id}`, {
      token: admin,
      json: { price: 17.5, original_price: 19.9, is_special_offer: true },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      price: 17.5,
      original_price: 19.9,
      is_special_offer: true,
      name: "Alicate API",
    });
    // A PUT changes only what it sends: stock, offer and prices stay as they were.
    await callApi("PUT", `/api/products/${p.id}`, {
      token: admin,
      json: { in_stock: false },
    });
    const renamed = await callApi("PUT", `/api/products/${p.id}`, {
      token: admin,
      json: { name: "Alicate API 2" },
    });
    expect(await renamed.json()).toMatchObject({
      name: "Alicate API 2",
      price: 17.5,
      original_price: 19.9,
      is_special_offer: true,
      in_stock: false,
    });
    const deleted = await callApi("DELETE", `/api/products/${p.id}`, {
      token: admin,
    });
    expect(deleted.status).toBe(204);
    expect((await callApi("GET", `/api/products/${p.id}`)).status).toBe(404);
  });

  it("validation failures are 400 with field messages; malformed JSON 400; wrong type 415; oversize 413", async () => {
    const bad = await callApi("POST", "/api/products", {
      token: admin,
      json: { name: "", price: "-3", brand: "nope", category: 1 },
    });
    expect(bad.status).toBe(400);
    const err = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(err.error.code).toBe("validation");
    expect(Object.keys(err.error.fields)).toEqual(expect.arrayContaining(["name", "price"]));
    const malformed = await callApi("POST", "/api/products", {
      token: admin,
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(
      "malformedJson",
    );
    const xml = await callApi("POST", "/api/products", {
      token: admin,
      body: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(xml.status).toBe(415);
    const huge = await callApi("POST", "/api/products", {
      token: admin,
      json: { name: "x".repeat(200 * 1024) },
    });
    expect(huge.status).toBe(413);
  });

  it("an unknown brand or category is named by the field the client sent, not the column", async () => {
    const base = { name: "Campo", price: 1, brand: "bosch", category: 1 };
    const noCategory = await callApi("POST", "/api/products", {
      token: admin,
      json: { ...base, category: 999999 },
      headers: { "accept-language": "en" },
    });
    expect(noCategory.status).toBe(400);
    expect(await noCategory.json()).toEqual({
      error: {
        code: "unknownCategory",
        message: "Unknown category.",
        fields: { category: "Invalid value." },
      },
    });
    const noBrand = await callApi("POST", "/api/products", {
      token: admin,
      json: { ...base, brand: "no-such-brand" },
    });
    expect(noBrand.status).toBe(400);
    expect(await noBrand.json()).toMatchObject({
      error: { code: "unknownBrand", fields: { brand: expect.any(String) } },
    });
    const [product] = (await (await callApi("GET", "/api/products?per_page=1")).json()) as {
      id: number;
    }[];
    const update = await callApi("PUT", `/api/products/${product!.id}`, {
      token: admin,
      json: { category: 999999 },
    });
    expect(update.status).toBe(400);
    const body = (await update.json()) as { error: { code: string; fields: object } };
    expect(body.error.code).toBe("unknownCategory");
    expect(Object.keys(body.error.fields)).toEqual(["category"]);
  });

  it("categories are listed with id, name and created_at", async () => {
    const res = await callApi("GET", "/api/categories");
    const list = (await res.json()) as { id: number; name: string; created_at: string }[];
    expect(list).toHaveLength(5);
    expect(list[0]).toHaveProperty("created_at");
  });

  // Runs last: every answer the tests above received, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
