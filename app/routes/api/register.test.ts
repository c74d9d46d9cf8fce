import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dispatch,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
} from "../../../tests/fixtures/api";
import {
  appRequest,
  cookieFrom,
  installAuthTestDb,
  jsonRequest,
  outcomeOf,
  uniqueClientIp,
  uniqueEmail,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { getSessionUser } from "~/.server/auth/guards.server";

const body = (email: string) => ({
  first_name: "Rui",
  last_name: "Lima",
  email,
  password: "secret1",
  phone: "+595 61 000 000",
  address: "Salto del Guairá",
});

/** Through the route table, so every answer is also checked against /api/openapi.json. */
const send = async (request: Request) => outcomeOf(await dispatch(request));
const call = (payload: unknown, headers?: HeadersInit, ip?: string) =>
  send(jsonRequest("/api/auth/register", payload, { headers, ip }));

/** The error shape, with docs/product-rules.md §7's `success` and `message` beside it. */
const refusal = (code: string, message: string, fields?: Record<string, string>) => ({
  success: false,
  message,
  error: { code, message, ...(fields ? { fields } : {}) },
});

describe.each(TEST_DB_KINDS)("POST /api/auth/register (product rules §7) on %s", (kind) => {
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
      body: refusal("emailTaken", "Este e-mail já está cadastrado."),
    });
    const en = await call(body(email), { "accept-language": "en-GB,en;q=0.9" });
    expect(en.body).toEqual(refusal("emailTaken", "This e-mail is already registered."));
  });

  it("refuses invalid fields with 400 and product rules §5's messages", async () => {
    const out = await call(
      { ...body(uniqueEmail()), password: "12345" },
      { "accept-language": "en" },
    );
    expect(out).toMatchObject({
      status: 400,
      body: refusal("validation", "Password must be at least 6 characters", {
        password: "Password must be at least 6 characters",
      }),
    });
    const missing = await call({ email: uniqueEmail(), password: "secret1" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(
      refusal("validation", "Preencha este campo.", {
        first_name: "Preencha este campo.",
        last_name: "Preencha este campo.",
      }),
    );
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

  it("takes a form as well as JSON; 400 malformed JSON, 415 another type, 413 over 100 kB", async () => {
    const email = uniqueEmail();
    const form = await send(
      appRequest("/api/auth/register", {
        method: "POST",
        body: new URLSearchParams({ ...body(email) }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(form.status).toBe(201);
    expect(form.body).toMatchObject({ success: true, user: { email } });
    const raw = (text: string, type: string) =>
      send(
        appRequest("/api/auth/register", {
          method: "POST",
          body: text,
          headers: { "content-type": type, "accept-language": "en" },
        }),
      );
    expect(await raw("{oops", "application/json")).toMatchObject({
      status: 400,
      body: refusal("malformedJson", "The request body is not valid JSON."),
    });
    expect(await raw("first_name=x", "text/plain")).toMatchObject({
      status: 415,
      body: refusal("unsupportedType", "Unsupported content type."),
    });
    const huge = await call({ ...body(uniqueEmail()), address: "x".repeat(200 * 1024) });
    expect(huge).toMatchObject({
      status: 413,
      body: refusal("tooLarge", "O corpo da requisição é grande demais."),
    });
  });

  it("passes the server's refusal on: too many attempts from one client is 429", async () => {
    const email = uniqueEmail();
    expect((await call(body(email))).status).toBe(201);
    // 5 sign-ups per minute per client, and 5 refusals per e-mail and client in 15 minutes
    // (app/.server/auth/attempts.server.ts); duplicates are refused at once.
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(body(email), undefined, ip)).status);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    const limited = await call(body(email), { "accept-language": "en" }, ip);
    expect(limited).toMatchObject({
      status: 429,
      body: refusal("tooManyAttempts", "Too many attempts. Wait a few minutes and try again."),
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 405 in the error shape to any other method", async () => {
    const get = await send(appRequest("/api/auth/register"));
    expect(get).toMatchObject({
      status: 405,
      body: refusal("methodNotAllowed", "Método não permitido."),
    });
    expect(get.headers.get("allow")).toBe("POST");
    expect((await send(appRequest("/api/auth/register", { method: "PUT" }))).status).toBe(405);
  });

  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
