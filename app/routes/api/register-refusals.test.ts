import { beforeEach, describe, expect, it, vi } from "vitest";
import { openApiDocument } from "~/.server/api/openapi.server";
import type * as Accounts from "~/.server/auth/accounts.server";
import type { RegisterResult } from "~/.server/auth/accounts.server";
import { textsFor } from "~/i18n/texts";
import { dispatch, exchanges, mismatchesWithDocument } from "../../../tests/fixtures/api";
import { jsonRequest, outcomeOf } from "../../../tests/fixtures/auth";

// Refusals of better-auth that our own validation lets through only in a race or after a
// configuration change (its password and e-mail rules match ours), so its answer is stubbed here.

const auth = vi.hoisted(() => ({ next: null as unknown }));
vi.mock("~/.server/auth/accounts.server", async (importOriginal) => ({
  ...(await importOriginal<typeof Accounts>()),
  registerAccount: vi.fn(async () => auth.next),
}));

const body = {
  first_name: "Rui",
  last_name: "Lima",
  email: "rui@example.test",
  password: "secret1",
};
const register = async (refused: RegisterResult, lang?: string) => {
  auth.next = refused;
  const headers = lang ? { "accept-language": lang } : undefined;
  return outcomeOf(await dispatch(jsonRequest("/api/auth/register", body, { headers })));
};
const pt = textsFor("pt").admin.errors;
const en = textsFor("en").admin.errors;

describe("POST /api/auth/register passes the account service's refusal on", () => {
  beforeEach(() => {
    auth.next = null;
  });

  it("a known reason is the message, in the request's language (Portuguese by default)", async () => {
    const refused = { ok: false, reason: "invalid", message: "passwordTooShort" } as const;
    expect(await register(refused)).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: pt.passwordTooShort,
        error: { code: "registrationFailed", message: pt.passwordTooShort },
      },
    });
    expect((await register(refused, "en-US,en;q=0.8")).body).toMatchObject({
      message: en.passwordTooShort,
      error: { message: en.passwordTooShort },
    });
    const email = { ok: false, reason: "invalid", message: "invalidEmail" } as const;
    expect((await register(email, "en")).body).toMatchObject({ message: en.invalidEmail });
  });

  it("without a known reason it says Registration failed: 400 when refused, 503 when unreachable", async () => {
    expect(await register({ ok: false, reason: "invalid", message: null })).toMatchObject({
      status: 400,
      body: { message: pt.registrationFailed, error: { code: "registrationFailed" } },
    });
    expect(await register({ ok: false, reason: "unavailable", message: null }, "en")).toMatchObject(
      {
        status: 503,
        body: { message: en.registrationFailed, error: { code: "registrationFailed" } },
      },
    );
  });

  it("a taken e-mail is 409 and a rate limit 429, each with its message", async () => {
    expect(
      await register({ ok: false, reason: "email-taken", message: "emailTaken" }),
    ).toMatchObject({
      status: 409,
      body: { message: pt.emailTaken, error: { code: "emailTaken" } },
    });
    const limited = await register(
      { ok: false, reason: "rate-limited", retryAfter: 42, message: "tooManyAttempts" },
      "en",
    );
    expect(limited).toMatchObject({
      status: 429,
      body: { message: en.tooManyAttempts, error: { code: "tooManyAttempts" } },
    });
    expect(limited.headers.get("retry-after")).toBe("42");
  });

  it("every answer above matches the response schema of /api/openapi.json", () => {
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(openApiDocument("http://localhost:3000"))).toEqual([]);
  });
});
