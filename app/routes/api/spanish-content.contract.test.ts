import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { normalizeSearch } from "~/lib/search-text";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

// The JSON API reads and writes the Spanish content fields (`name_es`,
// `description_es`, `title_es`; categories are read-only over the API) and OpenAPI documents them.
// The store profile is not exposed by the API.
describe.each(TEST_DB_KINDS)("JSON API: Spanish content round-trips on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await tokenFor(t.db, "admin");
  });
  afterAll(() => t.cleanup());

  const json = async <T>(res: Response) => (await res.json()) as T;
  type Product = {
    id: number;
    name: string;
    name_es: string | null;
    description_es: string | null;
  };

  it("a product's name_es and description_es are written by POST and PUT and read back", async () => {
    const created = await callApi("POST", "/api/products", {
      token: admin,
      json: {
        name: "Serra Copo 32 mm",
        name_es: "  Sierra Copa 32 mm ",
        description_es: "Para madera y PVC.",
        price: "9,90",
        brand: "bosch",
        category: 1,
      },
    });
    expect(created.status).toBe(201);
    const p = await json<Product>(created);
    expect(p).toMatchObject({
      name: "Serra Copo 32 mm",
      name_es: "Sierra Copa 32 mm",
      description_es: "Para madera y PVC.",
    });
    expect(await json<Product>(await callApi("GET", `/api/products/${p.id}`))).toMatchObject({
      name_es: "Sierra Copa 32 mm",
      description_es: "Para madera y PVC.",
    });

    // A PUT changes only what it sends; an empty text clears the translation.
    const renamed = await callApi("PUT", `/api/products/${p.id}`, {
      token: admin,
      json: { name_es: "Mecha Copa 32 mm" },
    });
    expect(await json<Product>(renamed)).toMatchObject({
      name: "Serra Copo 32 mm",
      name_es: "Mecha Copa 32 mm",
      description_es: "Para madera y PVC.",
    });
    const cleared = await callApi("PUT", `/api/products/${p.id}`, {
      token: admin,
      json: { description_es: "" },
    });
    expect(await json<Product>(cleared)).toMatchObject({
      name_es: "Mecha Copa 32 mm",
      description_es: null,
    });

    // Searched by its Spanish name at once, in a list of the API too.
    const found = await json<Product[]>(await callApi("GET", "/api/products?q=mecha%20copa"));
    expect(found.map((x) => x.id)).toEqual([p.id]);
  });

  it("a multipart form carries name_es like any other field", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Broca de Vídia 8 mm",
      name_es: "Mecha de Widia 8 mm",
      price: "3.5",
      brand: "bosch",
      category: "1",
    }))
      form.set(k, v);
    const created = await callApi("POST", "/api/products", { token: admin, body: form });
    expect(created.status).toBe(201);
    expect(await json<Product>(created)).toMatchObject({
      name_es: "Mecha de Widia 8 mm",
      description_es: null,
    });
  });

  it("a Spanish text over the limit is refused with a message for its field", async () => {
    const res = await callApi("POST", "/api/products", {
      token: admin,
      json: { name: "Longo", name_es: "x".repeat(201), price: 1, brand: "bosch", category: 1 },
      headers: { "accept-language": "es" },
    });
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; fields: Record<string, string> } }>(res);
    expect(body.error.code).toBe("validation");
    expect(Object.keys(body.error.fields)).toEqual(["name_es"]);
  });

  it("sort=name orders by the Spanish name for a Spanish caller", async () => {
    const names = async (lang: string) =>
      (
        await json<Product[]>(
          await callApi("GET", `/api/products?category=2&sort=name&per_page=100&lang=${lang}`),
        )
      ).map((p) => normalizeSearch(p.name_es || p.name)[0]!);
    const es = await names("es");
    expect(es).toEqual([...es].sort());
    expect(await names("pt")).not.toEqual(es);
  });

  it("a poster's title_es is written by POST and PUT and read back", async () => {
    const created = await callApi("POST", "/api/posters", {
      token: admin,
      json: {
        title: "Semana da ferramenta",
        title_es: "Semana de la herramienta",
        image_url: "https://example.com/p.jpg",
      },
    });
    expect(created.status).toBe(201);
    const poster = await json<{ id: number; title_es: string | null }>(created);
    expect(poster.title_es).toBe("Semana de la herramienta");
    const updated = await callApi("PUT", `/api/posters/${poster.id}`, {
      token: admin,
      json: { title_es: "Semana de las herramientas" },
    });
    expect(await updated.json()).toMatchObject({
      title: "Semana da ferramenta",
      title_es: "Semana de las herramientas",
    });
    const listed = await json<{ id: number; title_es: string | null }[]>(
      await callApi("GET", "/api/posters"),
    );
    expect(listed.find((p) => p.id === poster.id)?.title_es).toBe("Semana de las herramientas");
    const seeded = listed.filter((p) => p.id !== poster.id);
    expect(seeded.every((p) => p.title_es)).toBe(true);
  });

  it("categories carry name_es, ordered by it for a Spanish caller", async () => {
    const list = await json<{ name: string; name_es: string | null }[]>(
      await callApi("GET", "/api/categories?lang=es"),
    );
    expect(list.map((c) => c.name_es)).toEqual([
      "Construcción Civil",
      "Herramientas Manuales",
      "Jardín y Agricultura",
      "Máquinas Eléctricas",
      "Movimiento de Cargas",
    ]);
  });

  it("/api/openapi.json documents every Spanish field, answers and request bodies", async () => {
    const doc = (await servedDocument()) as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const fields = (name: string) => Object.keys(doc.components.schemas[name]?.properties ?? {});
    for (const schema of ["Product", "ProductCreate", "ProductUpdate"]) {
      expect(fields(schema)).toEqual(expect.arrayContaining(["name_es", "description_es"]));
    }
    for (const schema of ["Poster", "PosterInput", "PosterUpdate"]) {
      expect(fields(schema)).toContain("title_es");
    }
    expect(fields("Category")).toContain("name_es");
  });

  // Runs last: every answer the tests above received, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
