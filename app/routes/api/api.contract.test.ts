import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { callRoute, tokenFor } from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import * as brandRoute from "./brand";
import * as brandsRoute from "./brands";
import * as brandsOrderRoute from "./brands-order";
import * as categoriesRoute from "./categories";
import * as posterRoute from "./poster";
import * as postersRoute from "./posters";
import * as productRoute from "./product";
import * as productsRoute from "./products";
import * as offersRoute from "./special-offers";

describe.each(TEST_DB_KINDS)("JSON API contract on %s", (kind) => {
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
    const res = await callRoute(productsRoute, "GET", "/api/products?per_page=5&page=2");
    expect(res.status).toBe(200);
    const body = (await res.json()) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(5);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(48);
    expect(res.headers.get("link")).toContain('rel="next"');
    expect(res.headers.get("link")).toContain('rel="prev"');
  });

  it("product objects carry the spec's fields, brand as slug and category as id", async () => {
    const [p] = (await (
      await callRoute(productsRoute, "GET", "/api/products?per_page=1")
    ).json()) as Record<string, unknown>[];
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
    ]) {
      expect(p).toHaveProperty(key);
    }
    expect(typeof p!.price).toBe("number");
    expect(typeof p!.brand).toBe("string");
  });

  it("filters by category, brand, q, offers and in_stock; per_page is capped at 100", async () => {
    const byCat = (await (
      await callRoute(productsRoute, "GET", "/api/products?category=3&per_page=100")
    ).json()) as { category: number }[];
    expect(byCat.length).toBeGreaterThan(0);
    expect(byCat.every((p) => p.category === 3)).toBe(true);
    const byBrand = (await (
      await callRoute(productsRoute, "GET", "/api/products?brand=bosch")
    ).json()) as { brand: string }[];
    expect(byBrand.every((p) => p.brand === "bosch")).toBe(true);
    const offers = (await (
      await callRoute(offersRoute, "GET", "/api/products/special-offers?per_page=100")
    ).json()) as { is_special_offer: boolean }[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((p) => p.is_special_offer)).toBe(true);
    const out = (await (
      await callRoute(productsRoute, "GET", "/api/products?in_stock=false")
    ).json()) as { in_stock: boolean }[];
    expect(out.every((p) => !p.in_stock)).toBe(true);
    const q = (await (
      await callRoute(productsRoute, "GET", "/api/products?q=furadeira")
    ).json()) as { name: string }[];
    expect(q.length).toBeGreaterThan(0);
    const big = await callRoute(productsRoute, "GET", "/api/products?per_page=1000");
    expect(((await big.json()) as unknown[]).length).toBeLessThanOrEqual(100);
  });

  it("answers 404 in the error shape for a missing product, in the request's language", async () => {
    const res = await callRoute(productRoute, "GET", "/api/products/999999", {
      params: { id: "999999" },
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "notFound", message: "Not found." } });
  });

  it("writes: 401 without credentials, 403 for a non-administrator", async () => {
    const body = { name: "X", price: 1, brand: "bosch", category: 1 };
    expect((await callRoute(productsRoute, "POST", "/api/products", { json: body })).status).toBe(
      401,
    );
    expect(
      (await callRoute(productsRoute, "POST", "/api/products", { json: body, token: shopper }))
        .status,
    ).toBe(403);
    expect(
      (await callRoute(productsRoute, "POST", "/api/products", { json: body, token: "vt_nope" }))
        .status,
    ).toBe(401);
  });

  it("creates, updates and deletes a product with an admin token; prices parsed as decimals", async () => {
    const created = await callRoute(productsRoute, "POST", "/api/products", {
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
    const updated = await callRoute(productRoute, "PUT", `/api/products/${p.id}`, {
      token: admin,
      params: { id: String(p.id) },
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
    await callRoute(productRoute, "PUT", `/api/products/${p.id}`, {
      token: admin,
      params: { id: String(p.id) },
      json: { in_stock: false },
    });
    const renamed = await callRoute(productRoute, "PUT", `/api/products/${p.id}`, {
      token: admin,
      params: { id: String(p.id) },
      json: { name: "Alicate API 2" },
    });
    expect(await renamed.json()).toMatchObject({
      name: "Alicate API 2",
      price: 17.5,
      original_price: 19.9,
      is_special_offer: true,
      in_stock: false,
    });
    const deleted = await callRoute(productRoute, "DELETE", `/api/products/${p.id}`, {
      token: admin,
      params: { id: String(p.id) },
    });
    expect(deleted.status).toBe(204);
    expect(
      (
        await callRoute(productRoute, "GET", `/api/products/${p.id}`, {
          params: { id: String(p.id) },
        })
      ).status,
    ).toBe(404);
  });

  it("validation failures are 400 with field messages; malformed JSON 400; wrong type 415; oversize 413", async () => {
    const bad = await callRoute(productsRoute, "POST", "/api/products", {
      token: admin,
      json: { name: "", price: "-3", brand: "nope", category: 1 },
    });
    expect(bad.status).toBe(400);
    const err = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(err.error.code).toBe("validation");
    expect(Object.keys(err.error.fields)).toEqual(expect.arrayContaining(["name", "price"]));
    const malformed = await callRoute(productsRoute, "POST", "/api/products", {
      token: admin,
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(
      "malformedJson",
    );
    const xml = await callRoute(productsRoute, "POST", "/api/products", {
      token: admin,
      body: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(xml.status).toBe(415);
    const huge = await callRoute(productsRoute, "POST", "/api/products", {
      token: admin,
      json: { name: "x".repeat(200 * 1024) },
    });
    expect(huge.status).toBe(413);
  });

  it("brands: slug derived by the server, data-URL logo validated, conflicts 409, order rewrites positions", async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const created = await callRoute(brandsRoute, "POST", "/api/brands", {
      token: admin,
      json: {
        name: "Marca  API",
        slug: "ignored",
        logo: `data:image/png;base64,${png.toString("base64")}`,
      },
    });
    expect(created.status).toBe(201);
    const brand = (await created.json()) as { id: number; slug: string; logo: string };
    expect(brand.slug).toBe("marca-api");
    expect(brand.logo).toMatch(/^\/media\/[0-9a-f]{32}-400\.webp$/);
    const dup = await callRoute(brandsRoute, "POST", "/api/brands", {
      token: admin,
      json: { name: "marca api", logo: "https://example.com/l.png" },
    });
    expect(dup.status).toBe(409);
    const svg = await callRoute(brandsRoute, "POST", "/api/brands", {
      token: admin,
      json: {
        name: "SVG",
        logo: `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}`,
      },
    });
    expect(svg.status).toBe(400);
    const inUse = await callRoute(brandRoute, "DELETE", "/api/brands/1", {
      token: admin,
      params: { id: "1" },
    });
    expect(inUse.status).toBe(409);
    const list = (await (await callRoute(brandsRoute, "GET", "/api/brands")).json()) as {
      id: number;
    }[];
    const ids = list.map((b) => b.id).reverse();
    const ordered = await callRoute(brandsOrderRoute, "PUT", "/api/brands/order", {
      token: admin,
      json: ids,
    });
    expect(ordered.status).toBe(200);
    const after = (await ordered.json()) as { id: number; position: number }[];
    expect(after.map((b) => b.id)).toEqual(ids);
    expect(after.map((b) => b.position)).toEqual(ids.map((_, i) => i + 1));
    const renamed = await callRoute(brandRoute, "PUT", `/api/brands/${brand.id}`, {
      token: admin,
      params: { id: String(brand.id) },
      json: { name: "Marca Nova" },
    });
    expect(((await renamed.json()) as { slug: string }).slug).toBe("marca-nova");
    expect(
      (
        await callRoute(brandRoute, "DELETE", `/api/brands/${brand.id}`, {
          token: admin,
          params: { id: String(brand.id) },
        })
      ).status,
    ).toBe(204);
  });

  it("posters: public sees active ones, admins all; create by URL or multipart file", async () => {
    const created = await callRoute(postersRoute, "POST", "/api/posters", {
      token: admin,
      json: { image_url: "https://example.com/p.jpg", active: false },
    });
    expect(created.status).toBe(201);
    const poster = (await created.json()) as { id: number };
    const publicList = (await (await callRoute(postersRoute, "GET", "/api/posters")).json()) as {
      id: number;
    }[];
    expect(publicList.map((p) => p.id)).not.toContain(poster.id);
    const adminList = (await (
      await callRoute(postersRoute, "GET", "/api/posters", { token: admin })
    ).json()) as { id: number }[];
    expect(adminList.map((p) => p.id)).toContain(poster.id);
    const form = new FormData();
    const png = await sharp({
      create: { width: 60, height: 30, channels: 3, background: "#abcdef" },
    })
      .png()
      .toBuffer();
    form.set("image", new File([new Uint8Array(png)], "poster.png", { type: "image/png" }));
    const upload = await callRoute(postersRoute, "POST", "/api/posters", {
      token: admin,
      body: form,
    });
    expect(upload.status).toBe(201);
    expect(((await upload.json()) as { image: string }).image).toMatch(/^\/media\//);
    // Retitling the inactive poster leaves it inactive (a PUT changes only what it sends).
    const retitled = await callRoute(posterRoute, "PUT", `/api/posters/${poster.id}`, {
      token: admin,
      params: { id: String(poster.id) },
      json: { title: "Só o título" },
    });
    expect(retitled.status).toBe(200);
    expect(await retitled.json()).toMatchObject({ title: "Só o título", active: false });
    const none = await callRoute(postersRoute, "POST", "/api/posters", { token: admin, json: {} });
    expect(none.status).toBe(400);
    expect(
      (
        await callRoute(posterRoute, "DELETE", `/api/posters/${poster.id}`, {
          token: admin,
          params: { id: String(poster.id) },
        })
      ).status,
    ).toBe(204);
  });

  it("categories are listed with id, name and created_at", async () => {
    const res = await callRoute(categoriesRoute, "GET", "/api/categories");
    const list = (await res.json()) as { id: number; name: string; created_at: string }[];
    expect(list).toHaveLength(5);
    expect(list[0]).toHaveProperty("created_at");
  });
});
