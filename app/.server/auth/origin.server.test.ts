import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "~/.server/auth/tokens.server";
import { callApi, dispatch, insertUser } from "../../../tests/fixtures/api";
import { ROWS } from "../../../tests/fixtures/admin-access-table";
import {
  callHandler,
  formRequest,
  installAuthTestDb,
  jsonRequest,
  newAdmin,
  outcomeOf,
  TEST_BASE_URL,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { getSessionUser } from "./guards.server";
import { isCrossOriginSessionWrite, isCrossOriginWrite } from "./origin.server";

// Every state-changing request checks its Origin. better-auth does for
// /api/auth/*; the back office's actions (requireUser, under requireAdmin/requireAdminData and
// the entry's logout) and the API's writes made with the session cookie do it here. API calls
// with a token need no Origin: browsers never attach one on their own.

const EVIL = "https://evil.example";

function request(
  method: string,
  headers: Record<string, string>,
  url = `${TEST_BASE_URL}/admin/marcas`,
): Request {
  return new Request(url, { method, headers });
}

describe("isCrossOriginWrite", () => {
  beforeAll(async () => {
    // BASE_URL (TEST_BASE_URL) comes with the test database's environment.
    installed = await installAuthTestDb("sqlite");
  });
  let installed: TestDb;
  afterAll(() => installed.cleanup());

  it("refuses a write whose Origin (or, without one, Referer) is not BASE_URL's", () => {
    const cookie = "vitrine.session_token=x";
    const cases: [string, Record<string, string>, boolean][] = [
      ["POST", { origin: TEST_BASE_URL, cookie }, false],
      ["POST", { origin: EVIL, cookie }, true],
      ["POST", { origin: EVIL }, true],
      ["DELETE", { origin: "http://localhost:3001", cookie }, true],
      ["PUT", { origin: "https://localhost:3000", cookie }, true],
      ["PATCH", { origin: "null", cookie }, true],
      ["POST", { referer: `${TEST_BASE_URL}/admin/marcas`, cookie }, false],
      ["POST", { referer: `${EVIL}/page`, cookie }, true],
      ["POST", { referer: "not a url", cookie }, true],
      // Neither header: refused with a cookie (as better-auth does), a program without one passes.
      ["POST", { cookie }, true],
      ["POST", {}, false],
      // Reads are never refused.
      ["GET", { origin: EVIL, cookie }, false],
      ["HEAD", { origin: EVIL, cookie }, false],
      ["OPTIONS", { origin: EVIL, cookie }, false],
    ];
    for (const [method, headers, refused] of cases) {
      const label = `${method} ${JSON.stringify(headers)}`;
      expect(isCrossOriginWrite(request(method, headers)), label).toBe(refused);
      // The guards refuse only writes that could ride a session: those with a cookie.
      expect(isCrossOriginSessionWrite(request(method, headers)), label).toBe(
        refused && "cookie" in headers,
      );
    }
  });
});

type Handler = (args: never) => unknown;
const modules = import.meta.glob<{ action?: Handler }>("../../routes/admin/*.tsx");
const load = (file: string) => modules[`../../${file}`]!();

describe.each(TEST_DB_KINDS)("cross-origin writes with a session cookie on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  const crossOrigin = {
    status: 403,
    body: {
      error: {
        code: "crossOrigin",
        message: "Pedido recusado: ele não partiu das páginas desta loja.",
      },
    },
  };

  it("every back-office action refuses an administrator's write from another origin (403)", async () => {
    let checked = 0;
    for (const [file, row] of Object.entries(ROWS)) {
      const module = await load(file);
      for (const { intent } of row.actions ?? []) {
        const evil = formRequest(row.page, { intent }, { cookie: admin.cookie });
        evil.headers.set("origin", EVIL);
        expect(await callHandler(module.action, evil), `${file} ${intent}`).toMatchObject(
          crossOrigin,
        );
        // The same request from our own pages gets past the check (its answer depends on the body).
        const own = formRequest(row.page, { intent }, { cookie: admin.cookie });
        const answered = await callHandler(module.action, own);
        expect((answered.body as { error?: { code?: string } } | null)?.error?.code).not.toBe(
          "crossOrigin",
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("logout from another origin is refused, and the session lives on", async () => {
    const layout = await load("routes/admin/layout.tsx");
    const evil = formRequest("/admin", { intent: "logout" }, { cookie: admin.cookie });
    evil.headers.set("origin", EVIL);
    expect(await callHandler(layout.action, evil)).toMatchObject(crossOrigin);
    const still = await getSessionUser(jsonRequest("/admin", {}, { cookie: admin.cookie }));
    expect(still?.id).toBe(admin.id);
  });

  it("API writes: the session cookie needs our Origin; a token needs none", async () => {
    const poster = { image_url: "https://example.com/poster.jpg", active: false };
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom("poster")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const before = await count();
    const viaCookie = (headers: Record<string, string>) =>
      dispatch(
        new Request(`${TEST_BASE_URL}/api/posters`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: admin.cookie, ...headers },
          body: JSON.stringify(poster),
        }),
      );
    for (const headers of [
      { origin: EVIL },
      { origin: "null" },
      {},
      { referer: `${EVIL}/x` },
    ] as Record<string, string>[]) {
      expect(await outcomeOf(await viaCookie(headers)), JSON.stringify(headers)).toMatchObject(
        crossOrigin,
      );
    }
    expect(await count()).toBe(before);
    // Without a cookie nothing rides a session: signed out, 401
    // (docs/decisions/014-access-table.md).
    const anonymous = await dispatch(
      new Request(`${TEST_BASE_URL}/api/posters`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: EVIL },
        body: JSON.stringify(poster),
      }),
    );
    expect(anonymous.status).toBe(401);

    expect((await viaCookie({ origin: TEST_BASE_URL })).status).toBe(201);
    const token = (await createApiToken(t.db, await insertUser(t.db, "admin"), "origin test"))
      .token;
    expect((await callApi("POST", "/api/posters", { token, json: poster })).status).toBe(201);
    // A token and a foreign Origin: still the token's call (no cookie rides along).
    expect(
      (await callApi("POST", "/api/posters", { token, json: poster, headers: { origin: EVIL } }))
        .status,
    ).toBe(201);
    expect(await count()).toBe(before + 3);
  });
});
