import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { pt } from "~/i18n/pt";
import type { RegisterInput } from "~/lib/account-schemas";
import { appRequest, installAuthTestDb, uniqueEmail } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { registerAccount, registerMessage } from "./accounts.server";

// docs/product-rules.md §8 "Sign-up, server reports failure: server message, else 'Registration
// failed'". The server's messages are better-auth's error codes, worded by our catalogues in both
// languages.

const input = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  first_name: "Lia",
  last_name: "Costa",
  email: uniqueEmail("sign-up"),
  password: "secret1",
  phone: null,
  address: null,
  ...overrides,
});

const register = (overrides: Partial<RegisterInput> = {}) =>
  registerAccount(appRequest("/admin", { method: "POST" }), input(overrides));

describe("registerMessage: better-auth's refusal codes and our messages", () => {
  it("words every code it knows in both languages, and knows no others", () => {
    const known = {
      INVALID_EMAIL: "invalidEmail",
      INVALID_PASSWORD: "invalidPassword",
      PASSWORD_TOO_SHORT: "passwordTooShort",
      PASSWORD_TOO_LONG: "passwordTooLong",
      USER_ALREADY_EXISTS: "emailTaken",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "emailTaken",
      FAILED_TO_CREATE_USER: "failedToCreateUser",
      VALIDATION_ERROR: "invalidInput",
    } as const;
    for (const [code, key] of Object.entries(known)) {
      expect(registerMessage(code)).toBe(key);
      expect(pt.admin.errors[key]).toBeTruthy();
      expect(en.admin.errors[key]).toBeTruthy();
    }
    expect(registerMessage("VALIDATION_ERROR", "[body.email] Invalid email address")).toBe(
      "invalidEmail",
    );
    expect(en.admin.errors.passwordTooShort).toBe("Password must be at least 6 characters");
    for (const unknown of [undefined, "", "SOMETHING_NEW", "toString", "__proto__"]) {
      expect(registerMessage(unknown)).toBeNull();
    }
  });
});

describe.each(TEST_DB_KINDS)("registerAccount on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("creates a shopper's account and signs it in", async () => {
    const result = await register();
    expect(result).toMatchObject({ ok: true, user: { first_name: "Lia", is_admin: false } });
  });

  it("an e-mail in use: refused with the server's message (email-taken)", async () => {
    const email = uniqueEmail("taken");
    expect((await register({ email })).ok).toBe(true);
    expect(await register({ email })).toEqual({
      ok: false,
      reason: "email-taken",
      message: "emailTaken",
    });
  });

  it("input better-auth refuses (400) carries its message, not 'Registration failed'", async () => {
    // Past our own schema (the form checks these first), straight to the server's checks.
    expect(await register({ email: "not-an-e-mail" })).toEqual({
      ok: false,
      reason: "invalid",
      message: "invalidEmail",
    });
    expect(await register({ password: "12345" })).toEqual({
      ok: false,
      reason: "invalid",
      message: "passwordTooShort",
    });
    expect(await register({ password: "x".repeat(129) })).toEqual({
      ok: false,
      reason: "invalid",
      message: "passwordTooLong",
    });
  });
});
