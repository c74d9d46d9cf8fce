import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appRequest,
  callHandler,
  cookieFrom,
  installAuthTestDb,
  jsonRequest,
  uniqueEmail,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { getSessionUser } from "~/.server/auth/guards.server";
import * as register from "./register";

const body = (email: string) => ({
  first_name: "Rui",
  last_name: "Lima",
  email,
  password: "secret1",
  phone: "+595 61 000 000",
  address: "Salto del Guairá",
});

const call = (payload: unknown, headers?: HeadersInit) =>
  callHandler(register.action, jsonRequest("/api/auth/register", payload, { headers }));

describe.each(TEST_DB_KINDS)("POST /api/auth/register (spec §7) on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("answers { success, user, message } without a token, and signs the new user in by cookie", async () => {
    const email = uniqueEmail();
    const out = await call(body(email));
    expect(out.status).toBe(201);
    expect(out.body).toEqual({
      success: true,
      user: {
        id: expect.any(String),
        first_name: "Rui",
        last_name: "Lima",
        email,
        phone: "+595 61 000 000",
        address: "Salto del Guairá",
        is_admin: false,
        status: "active",
      },
      message: "Cadastro realizado com sucesso.",
    });
    expect(JSON.stringify(out.body)).not.toMatch(/token/i);
    const [cookie] = out.headers.getSetCookie();
    expect(cookie).toMatch(/^vitrine\.session_token=.+; Path=\/; HttpOnly; SameSite=Lax$/);
    const user = await getSessionUser(appRequest("/admin", { cookie: cookieFrom(out.headers) }));
    expect(user).toMatchObject({ email, role: "user", isAdmin: false });
  });

  it("refuses an e-mail already in use with 409, in the request's language", async () => {
    const email = uniqueEmail();
    expect((await call(body(email))).status).toBe(201);
    const pt = await call(body(email.toUpperCase()));
    expect(pt).toMatchObject({
      status: 409,
      body: { success: false, message: "Este e-mail já está cadastrado." },
    });
    const en = await call(body(email), { "accept-language": "en-GB,en;q=0.9" });
    expect(en.body).toEqual({ success: false, message: "This e-mail is already registered." });
  });

  it("refuses invalid fields with 400 and spec §5's messages", async () => {
    const out = await call(
      { ...body(uniqueEmail()), password: "12345" },
      { "accept-language": "en" },
    );
    expect(out).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: "Password must be at least 6 characters",
        errors: { password: "Password must be at least 6 characters" },
      },
    });
    const missing = await call({ email: uniqueEmail(), password: "secret1" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: "Preencha este campo." });
  });

  it("ignores a role sent by the client: a registered user is never an administrator", async () => {
    const email = uniqueEmail();
    const out = await call({ ...body(email), role: "admin", is_admin: true });
    expect(out.status).toBe(201);
    const row = await t.db
      .selectFrom("user")
      .select("role")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("user");
  });

  it("answers 400 to a body that is not JSON, and 405 to GET", async () => {
    const request = appRequest("/api/auth/register", {
      method: "POST",
      body: "first_name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await callHandler(register.action, request)).toMatchObject({
      status: 400,
      body: { success: false, message: "O corpo da requisição deve ser JSON." },
    });
    const get = await callHandler(register.loader, appRequest("/api/auth/register"));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
