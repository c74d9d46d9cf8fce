import sharp from "sharp";
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

describe.each(TEST_DB_KINDS)("JSON API contract: brands and posters on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await tokenFor(t.db, "admin");
  });
  afterAll(() => t.cleanup());

  it("brands: slug derived by the server, data-URL logo validated, conflicts 409, order rewrites positions", async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const created = await callApi("POST", "/api/brands", {
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
    const dup = await callApi("POST", "/api/brands", {
      token: admin,
      json: { name: "marca api", logo: "https://example.com/l.png" },
    });
    expect(dup.status).toBe(409);
    const svg = await callApi("POST", "/api/brands", {
      token: admin,
      json: {
        name: "SVG",
        logo: `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}`,
      },
    });
    expect(svg.status).toBe(400);
    const inUse = await callApi("DELETE", "/api/brands/1", {
      token: admin,
    });
    expect(inUse.status).toBe(409);
    const list = (await (await callApi("GET", "/api/brands")).json()) as {
      id: number;
    }[];
    const ids = list.map((b) => b.id).reverse();
    const ordered = await callApi("PUT", "/api/brands/order", {
      token: admin,
      json: ids,
    });
    expect(ordered.status).toBe(200);
    const after = (await ordered.json()) as { id: number; position: number }[];
    expect(after.map((b) => b.id)).toEqual(ids);
    expect(after.map((b) => b.position)).toEqual(ids.map((_, i) => i + 1));
    const renamed = await callApi("PUT", `/api/brands/${brand.id}`, {
      token: admin,
      json: { name: "Marca Nova" },
    });
    expect(((await renamed.json()) as { slug: string }).slug).toBe("marca-nova");
    expect(
      (
        await callApi("DELETE", `/api/brands/${brand.id}`, {
          token: admin,
        })
      ).status,
    ).toBe(204);
  });

  it("posters: public sees active ones, admins all; create by URL or multipart file", async () => {
    const created = await callApi("POST", "/api/posters", {
      token: admin,
      json: { image_url: "https://example.com/p.jpg", active: false },
    });
    expect(created.status).toBe(201);
    const poster = (await created.json()) as { id: number };
    const publicList = (await (await callApi("GET", "/api/posters")).json()) as {
      id: number;
    }[];
    expect(publicList.map((p) => p.id)).not.toContain(poster.id);
    const adminList = (await (await callApi("GET", "/api/posters", { token: admin })).json()) as {
      id: number;
    }[];
    expect(adminList.map((p) => p.id)).toContain(poster.id);
    const form = new FormData();
    const png = await sharp({
      create: { width: 60, height: 30, channels: 3, background: "#abcdef" },
    })
      .png()
      .toBuffer();
    form.set("image", new File([new Uint8Array(png)], "poster.png", { type: "image/png" }));
    const upload = await callApi("POST", "/api/posters", {
      token: admin,
      body: form,
    });
    expect(upload.status).toBe(201);
    expect(((await upload.json()) as { image: string }).image).toMatch(/^\/media\//);
    // Retitling the inactive poster leaves it inactive (a PUT changes only what it sends).
    const retitled = await callApi("PUT", `/api/posters/${poster.id}`, {
      token: admin,
      json: { title: "Só o título" },
    });
    expect(retitled.status).toBe(200);
    expect(await retitled.json()).toMatchObject({ title: "Só o título", active: false });
    const none = await callApi("POST", "/api/posters", { token: admin, json: {} });
    expect(none.status).toBe(400);
    expect(
      (
        await callApi("DELETE", `/api/posters/${poster.id}`, {
          token: admin,
        })
      ).status,
    ).toBe(204);
  });

  it("GET /api/brands/{id} answers one brand, or 404 in the error shape", async () => {
    const [first] = (await (await callApi("GET", "/api/brands")).json()) as { id: number }[];
    const one = await callApi("GET", `/api/brands/${first!.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id: first!.id, slug: expect.any(String) });
    const missing = await callApi("GET", "/api/brands/999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: "notFound", message: "Não encontrado." },
    });
    expect((await callApi("GET", "/api/brands/abc")).status).toBe(404);
  });

  // Runs last: every answer the tests above received, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
