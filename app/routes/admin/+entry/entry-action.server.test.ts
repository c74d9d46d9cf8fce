import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  outcomeOf,
  formRequest,
  TEST_BASE_URL,
  uniqueEmail,
} from "../../../../tests/fixtures/auth";
import type { RegisterResult } from "~/.server/auth/accounts.server";
import { registerAccount } from "~/.server/auth/accounts.server";
import { entryAction } from "./entry-action.server";

// docs/product-rules.md §8 "Sign-up, server reports failure: server message, else 'Registration
// failed'". Our own schema checks the form first, so refusals of the server are rare: the server is
// stood in for here (accounts.server.test.ts checks that its real refusals carry their messages).
vi.mock("~/.server/auth/accounts.server", () => ({
  registerAccount: vi.fn(),
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
}));

// The origin check reads BASE_URL (the requests below come from it).
vi.stubEnv("BASE_URL", TEST_BASE_URL);
vi.stubEnv("BETTER_AUTH_SECRET", "test-secret-test-secret-test-secret-0123456789");

const refuse = (result: Extract<RegisterResult, { ok: false }>) =>
  vi.mocked(registerAccount).mockResolvedValueOnce(result);

const signUp = async () => {
  const email = uniqueEmail();
  const request = formRequest("/admin", {
    intent: "sign-up",
    first_name: "Lia",
    last_name: "Costa",
    email,
    password: "secret1",
    confirm_password: "secret1",
  });
  try {
    return { email, ...(await outcomeOf(await entryAction(request))) };
  } catch (thrown) {
    return { email, ...(await outcomeOf(thrown)) };
  }
};

describe("the sign-up form's answer when the server refuses", () => {
  beforeEach(() => vi.mocked(registerAccount).mockReset());

  it("invalid input (400): the server's message, the values kept", async () => {
    refuse({ ok: false, reason: "invalid", message: "invalidEmail" });
    const out = await signUp();
    expect(out).toMatchObject({
      status: 400,
      body: { intent: "sign-up", error: "invalidEmail", fields: {}, values: { email: out.email } },
    });
  });

  it("an e-mail in use (409): the server's message", async () => {
    refuse({ ok: false, reason: "email-taken", message: "emailTaken" });
    expect(await signUp()).toMatchObject({ status: 409, body: { error: "emailTaken" } });
  });

  it("too many attempts (429): the server's message", async () => {
    refuse({ ok: false, reason: "rate-limited", retryAfter: 42, message: "tooManyAttempts" });
    const out = await signUp();
    expect(out).toMatchObject({ status: 429, body: { error: "tooManyAttempts" } });
    expect(out.headers.get("retry-after")).toBe("42");
  });

  it("a refusal without a message: 'Registration failed' (400 or 503)", async () => {
    refuse({ ok: false, reason: "invalid", message: null });
    expect(await signUp()).toMatchObject({ status: 400, body: { error: "registrationFailed" } });
    refuse({ ok: false, reason: "unavailable", message: null });
    expect(await signUp()).toMatchObject({ status: 503, body: { error: "registrationFailed" } });
  });
});

describe("a body that is not a form", () => {
  it("answers 400, not a server error", async () => {
    const request = new Request("http://localhost:3000/admin", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ intent: "sign-in" }),
    });
    const out = await outcomeOf(await entryAction(request).catch((thrown: unknown) => thrown));
    expect(out.status).toBe(400);
  });
});
