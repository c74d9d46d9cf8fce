import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken, revokeApiToken } from "~/.server/auth/tokens.server";
import {
  callApi,
  exchanges,
  insertUser,
  mismatchesWithDocument,
  servedDocument,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { apiRoutes } from "./routes";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const poster = { image_url: "https://example.com/poster.jpg", active: false };

describe.each(TEST_DB_KINDS)("JSON API access, routing and document on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  async function adminToken() {
    const userId = await insertUser(t.db, "admin");
    return { userId, token: (await createApiToken(t.db, userId, "access test")).token };
  }

  it("an administrator's token authorises writes", async () => {
    const { token } = await adminToken();
    expect((await callApi("POST", "/api/posters", { token, json: poster })).status).toBe(201);
  });

  it("a revoked token answers 401, on writes and on reads alike", async () => {
    const { userId, token } = await adminToken();
    const row = await t.db
      .selectFrom("api_token")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(await revokeApiToken(t.db, row.id, userId)).toBe(true);
    const write = await callApi("POST", "/api/posters", { token, json: poster });
    expect(write.status).toBe(401);
    expect(await write.json()).toEqual({
      error: { code: "unauthorized", message: "É preciso entrar para fazer isso." },
    });
    expect((await callApi("GET", "/api/posters", { token })).status).toBe(401);
  });

  it("decision 014: a token of an inactive or banned owner is 401, of a demoted one 403", async () => {
    const inactive = await adminToken();
    await t.db
      .updateTable("user")
      .set({ status: "inactive" })
      .where("id", "=", inactive.userId)
      .execute();
    expect(
      (await callApi("POST", "/api/posters", { token: inactive.token, json: poster })).status,
    ).toBe(401);

    const banned = await adminToken();
    await t.db.updateTable("user").set({ banned: true }).where("id", "=", banned.userId).execute();
    expect(
      (await callApi("POST", "/api/posters", { token: banned.token, json: poster })).status,
    ).toBe(401);

    const demoted = await adminToken();
    await t.db.updateTable("user").set({ role: "user" }).where("id", "=", demoted.userId).execute();
    const refused = await callApi("DELETE", "/api/posters/1", { token: demoted.token });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    // A demoted owner is a member of the public again: no inactive posters for them.
    const list = (await (
      await callApi("GET", "/api/posters", { token: demoted.token })
    ).json()) as { active: boolean }[];
    expect(list.every((p) => p.active)).toBe(true);
  });

  it("an unknown /api path answers 404 in the error shape, for any method", async () => {
    const get = await callApi("GET", "/api/nothing-here", { headers: { "accept-language": "en" } });
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual({ error: { code: "notFound", message: "Not found." } });
    const post = await callApi("POST", "/api/products/1/extra", { json: {} });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: { code: "notFound", message: "Não encontrado." } });
  });

  it("a wrong method answers 405 in the error shape, with Allow naming the methods served", async () => {
    const res = await callApi("DELETE", "/api/products", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
    expect(await res.json()).toEqual({
      error: { code: "methodNotAllowed", message: "Method not allowed." },
    });
    expect((await callApi("POST", "/api/categories")).status).toBe(405);
    expect((await callApi("GET", "/api/brands/order")).status).toBe(405);
  });

  it("the document lists exactly the paths and methods the server answers under /api", async () => {
    const doc = await servedDocument();
    const documented: Record<string, string[]> = {};
    for (const [path, item] of Object.entries(doc.paths)) {
      documented[path] = Object.keys(item)
        .filter((key) => (METHODS as readonly string[]).includes(key.toUpperCase()))
        .map((key) => key.toUpperCase())
        .sort();
    }
    const served: Record<string, string[]> = {};
    // The catch-all (404) and better-auth's own endpoints are not ours to document.
    for (const { path = "" } of apiRoutes.filter((r) => !r.path?.endsWith("*"))) {
      const route = `/${path.replace(/:(\w+)/g, "{$1}")}`;
      const methods: string[] = [];
      for (const method of METHODS) {
        // Without credentials or a body: anything but 405 means the path serves the method.
        const res = await callApi(method, `/${path.replace(/:\w+/g, "1")}`);
        if (res.status !== 405) {
          methods.push(method);
          continue;
        }
        expect(await res.json(), `${method} ${route}`).toMatchObject({
          error: { code: "methodNotAllowed", message: expect.any(String) },
        });
        const allow = res.headers.get("allow")?.split(/,\s*/).sort();
        expect(allow, `Allow of ${method} ${route}`).toEqual(documented[route]);
      }
      served[route] = methods.sort();
    }
    expect(Object.keys(served).length).toBeGreaterThan(10);
    expect(served).toEqual(documented);
  });

  it("the document check itself refuses an answer its schema does not allow", async () => {
    const doc = await servedDocument();
    const headers = new Headers({ "content-type": "application/json" });
    const wrong = (route: string, status: number, body: unknown) => [
      { method: "GET", route, url: route, status, headers, body },
    ];
    const brand = { id: 1, name: "B", slug: "b", logo: null, position: 1 };
    expect(mismatchesWithDocument(doc, wrong("/api/brands/{id}", 200, brand))).toEqual([]);
    for (const [route, status, body] of [
      ["/api/brands/{id}", 200, { ...brand, extra: true }],
      ["/api/brands/{id}", 200, { ...brand, position: "1" }],
      ["/api/brands/{id}", 404, { error: { code: "nope", message: "x" } }],
      ["/api/brands/{id}", 418, { error: { code: "notFound", message: "x" } }],
      ["/api/nothing", 404, { message: "x" }],
    ] as const) {
      expect(mismatchesWithDocument(doc, wrong(route, status, body)), route).toHaveLength(1);
    }
  });

  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
