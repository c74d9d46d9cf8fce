import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createPoster } from "~/.server/catalogue/posters.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { productInputSchema } from "~/lib/catalogue-schemas";
import {
  callApi,
  dispatch,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import {
  API_METHODS,
  API_ROWS,
  type AdminCall,
  type ApiMethod,
} from "../../../tests/fixtures/api-access-table";
import {
  appRequest,
  installAuthTestDb,
  newAdmin,
  newShopper,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { apiRoutes } from "./routes";

// docs/decisions/014-access-table.md, walked over every route and method of the JSON API, generated
// from the route table (app/routes/api/routes.ts): signed out, a write answers 401; signed in
// without the administrator's role (session or API token), 403; an administrator's write is done. A
// route without a row in tests/fixtures/api-access-table.ts, or a method a route serves that its
// row does not name, fails the first tests, naming it.

const paths = apiRoutes.map((r) => r.path ?? "");
/** A URL of the route: `:id` names the first product, brand or poster. */
const urlOf = (path: string) => `/${path.replace(/:\w+/g, "1")}`;

describe("the API access table covers every route and method", () => {
  it("has one row per route in app/routes/api/routes.ts", () => {
    const missing = paths.filter((p) => !(p in API_ROWS));
    const stale = Object.keys(API_ROWS).filter((p) => !paths.includes(p));
    expect(missing, "routes without a row in tests/fixtures/api-access-table.ts").toEqual([]);
    expect(stale, "rows for routes that no longer exist").toEqual([]);
  });
});

describe.each(TEST_DB_KINDS)("decision 014, every API route and method, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let shopper: TestAccount;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    await createBrand(t.db, { name: "Tramontina", logo_url: "https://example.com/t.png" }, null);
    await createProduct(
      t.db,
      productInputSchema.parse({ name: "Chave", brand_id: 1, category_id: 1, price: "1" }),
      null,
    );
    await createPoster(
      t.db,
      {
        title: null,
        title_en: null,
        title_es: null,
        image_url: "https://example.com/p.png",
        active: true,
      },
      null,
    );
    admin = await newAdmin(t.db);
    shopper = await newShopper();
    adminToken = await tokenFor(t.db, "admin");
    shopperToken = await tokenFor(t.db, "user");
    exchanges.length = 0;
  });
  afterAll(() => t.cleanup());

  /** A call with an API token (as a script sends it) or a session cookie (as the browser does). */
  async function send(method: string, call: AdminCall, as: { token?: string; cookie?: string }) {
    const raw = call.raw && { body: call.raw.body, headers: { "content-type": call.raw.type } };
    if (as.cookie) {
      const request = appRequest(call.path, {
        method,
        cookie: as.cookie,
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
        headers: call.json === undefined ? {} : { "content-type": "application/json" },
        ...raw,
      });
      await dispatch(request);
    } else {
      await callApi(method, call.path, { token: as.token, json: call.json, ...raw });
    }
    return exchanges.at(-1)!;
  }

  it("each row names exactly the methods its route serves", async () => {
    for (const [path, row] of Object.entries(API_ROWS)) {
      if ("outside" in row) continue;
      const served: ApiMethod[] = [];
      for (const method of API_METHODS) {
        // Without credentials or a body: anything but 405 means the route serves the method.
        if ((await callApi(method, urlOf(path))).status !== 405) served.push(method);
      }
      expect(
        served,
        `methods /${path} serves (a method without an entry has no access rule)`,
      ).toEqual(API_METHODS.filter((m) => m in row.methods));
    }
  });

  const rows = Object.entries(API_ROWS).flatMap(([path, row]) =>
    "outside" in row
      ? []
      : Object.entries(row.methods).map(([method, access]) => ({ path, method, access: access! })),
  );

  for (const { path, method, access } of rows) {
    const label = `${method} /${path}`;
    if ("admin" in access) {
      it(`${label}: 401 signed out, 403 without the role (token or session), ${access.admin} for an administrator`, async () => {
        const refused = await access.call(t.db);
        const out = await send(method, refused, {});
        expect(out.status, `${label} signed out`).toBe(401);
        expect(out.body).toMatchObject({ error: { code: "unauthorized" } });
        for (const as of [{ token: shopperToken }, { cookie: shopper.cookie }]) {
          const forbidden = await send(method, refused, as);
          expect(forbidden.status, `${label} as a shopper`).toBe(403);
          expect(forbidden.body).toMatchObject({ error: { code: "forbidden" } });
        }
        for (const as of [{ token: adminToken }, { cookie: admin.cookie }]) {
          const done = await send(method, await access.call(t.db), as);
          expect(done.status, `${label} as an administrator: ${JSON.stringify(done.body)}`).toBe(
            access.admin,
          );
        }
      });
    } else {
      it(`${label}: public (${access.public}), signed out and signed in alike`, async () => {
        for (const as of [
          {},
          { token: shopperToken },
          { cookie: shopper.cookie },
          { token: adminToken },
        ]) {
          const call = access.call ? await access.call(t.db) : { path: urlOf(path) };
          const out = await send(method, call, as);
          expect(out.status, `${label} ${JSON.stringify(as)}`).toBe(access.status ?? 200);
        }
      });
    }
  }

  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const seen = exchanges.splice(0);
    expect(seen.length).toBeGreaterThan(50);
    expect(mismatchesWithDocument(await servedDocument(), seen)).toEqual([]);
  });
});
