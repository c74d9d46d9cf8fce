import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth, DISABLED_AUTH_PATHS } from "~/.server/auth/auth.server";
import { CLIENT_IP_HEADER } from "~/.server/auth/client-ip.server";
import { parseEnv } from "~/.server/env";
import {
  appRequest,
  callHandler,
  cookieFrom,
  installAuthTestDb,
  jsonRequest,
  newAdmin,
  uniqueClientIp,
  uniqueEmail,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import * as authRoute from "./auth";

const post = (path: string, body: unknown, ip?: string) =>
  callHandler(authRoute.action, jsonRequest(path, body, { ip }));

describe.each(TEST_DB_KINDS)("/api/auth/* on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("signs in with an HttpOnly, SameSite=Lax browser-session cookie (no Max-Age, no Expires)", async () => {
    const admin = await newAdmin(t.db);
    const out = await post("/api/auth/sign-in/email", {
      email: admin.email,
      password: admin.password,
    });
    expect(out.status).toBe(200);
    const [cookie] = out.headers.getSetCookie();
    expect(cookie).toMatch(/^vitrine\.session_token=[^;]+; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/; Secure/);
    // The cookie is the session: no script-readable copy of its token in the answer.
    expect(out.body).toHaveProperty("user.email", admin.email);
    expect(out.body).not.toHaveProperty("token");
  });

  it("answers the session through GET /api/auth/get-session", async () => {
    const admin = await newAdmin(t.db);
    const out = await callHandler(
      authRoute.loader,
      appRequest("/api/auth/get-session", { cookie: admin.cookie }),
    );
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      user: { email: admin.email, role: "admin", status: "active" },
    });
  });

  it("sign-up can never choose a role or a status", async () => {
    const base = { name: "S N", password: "secret1", first_name: "S", last_name: "N" };
    const sneaky = uniqueEmail("sneaky");
    const withRole = await post("/api/auth/sign-up/email", {
      ...base,
      email: sneaky,
      role: "admin",
    });
    expect(withRole.status).toBe(400);
    expect(
      await t.db.selectFrom("user").select("id").where("email", "=", sneaky).executeTakeFirst(),
    ).toBeUndefined();
    // A status sent by the client is replaced by the default.
    const email = uniqueEmail("plain");
    const withStatus = await post("/api/auth/sign-up/email", {
      ...base,
      email,
      status: "inactive",
    });
    expect(withStatus.status).toBe(200);
    const row = await t.db
      .selectFrom("user")
      .select(["role", "status"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: "user", status: "active" });
  });

  it("refuses shoppers' passwords under 6 characters (product rules §9)", async () => {
    const out = await post("/api/auth/sign-up/email", {
      name: "S N",
      email: uniqueEmail(),
      password: "12345",
      first_name: "S",
      last_name: "N",
    });
    expect(out.status).toBe(400);
  });

  it("no endpoint promotes a shopper: set-role and update-user are closed to the browser", async () => {
    const admin = await newAdmin(t.db);
    for (const path of ["/api/auth/admin/set-role", "/api/auth/admin/update-user"]) {
      const out = await callHandler(
        authRoute.action,
        jsonRequest(path, { userId: admin.id, role: "admin" }, { cookie: admin.cookie }),
      );
      expect(out.status).toBe(404);
    }
  });

  it("even an administrator cannot bypass the back office's rules through better-auth's own endpoints", async () => {
    const admin = await newAdmin(t.db);
    const shopper = await t.db.selectFrom("user").select("id").executeTakeFirstOrThrow();
    const body = {
      userId: shopper.id,
      email: uniqueEmail("weak"),
      password: "abc123",
      newPassword: "abc123",
      currentPassword: admin.password,
      name: "Weak Admin",
      role: "admin",
    };
    for (const path of DISABLED_AUTH_PATHS) {
      const out = await callHandler(
        authRoute.action,
        jsonRequest(`/api/auth${path}`, body, { cookie: admin.cookie }),
      );
      expect(out.status, path).toBe(404);
    }
    const weak = await t.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", body.email)
      .executeTakeFirst();
    expect(weak).toBeUndefined();
  });

  it("rate-limits sign-in in every environment, counting in the database by the server's client address", async () => {
    // The numbers and the 429 itself: app/.server/auth/attempts.server.test.ts.
    const ip = uniqueClientIp();
    for (let i = 0; i < 2; i++) {
      const request = jsonRequest(
        "/api/auth/sign-in/email",
        { email: "nobody@example.test", password: "x" },
        { ip },
      );
      // A client's own X-Forwarded-For is no address: it would choose its own bucket.
      request.headers.set("x-forwarded-for", uniqueClientIp());
      expect((await callHandler(authRoute.action, request)).status).toBe(401);
    }
    const rows = await sql<{
      key: string;
      count: number;
    }>`select "key", "count" from "rateLimit" where "key" = ${`${ip}|/sign-in/email`}`.execute(
      t.db,
    );
    expect(rows.rows).toEqual([{ key: `${ip}|/sign-in/email`, count: 2 }]);
  });

  it("refuses a sign-in posted from another origin", async () => {
    const admin = await newAdmin(t.db);
    const request = jsonRequest(
      "/api/auth/sign-in/email",
      { email: admin.email, password: admin.password },
      { headers: { cookie: "x=1" } },
    );
    request.headers.set("origin", "https://evil.example");
    expect((await callHandler(authRoute.action, request)).status).toBe(403);
  });

  it("marks the cookie Secure (and __Secure-) when BASE_URL is https", async () => {
    const admin = await newAdmin(t.db);
    const envKey = Symbol.for("vitrine.env");
    const holder = globalThis as { [envKey]?: unknown };
    const saved = holder[envKey];
    holder[envKey] = parseEnv({ ...process.env, BASE_URL: "https://shop.example" });
    try {
      const auth = createAuth(t.db);
      const request = new Request("https://shop.example/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://shop.example",
          [CLIENT_IP_HEADER]: uniqueClientIp(),
        },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      const response = await auth.handler(request);
      expect(response.status).toBe(200);
      expect(cookieFrom(response.headers)).toMatch(/^__Secure-vitrine\.session_token=/);
      expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
    } finally {
      holder[envKey] = saved;
    }
  });
});
