import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { entryAction } from "~/routes/admin/+entry/entry-action.server";
import { textsFor } from "~/i18n/texts";
import {
  formRequest,
  installAuthTestDb,
  jsonRequest,
  newAdmin,
  outcomeOf,
  uniqueClientIp,
  uniqueEmail,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import {
  ACCOUNT_UNDER_ATTACK,
  ADDRESS_LIMITS,
  beginAttempt,
  FAILURE_WINDOW_SECONDS,
  MAX_FAILURES_PER_ACCOUNT_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
} from "./attempts.server";
import { handleAuthRequest } from "./http.server";

// Sign-in and sign-up limited by address and by account, in every environment,
// answering 429 with Retry-After and a message in the caller's language, without locking the
// owner out from another address. The limits are under test here, not the hashing: passwords are
// stood in for by a cheap scheme (sign-in.server.test.ts covers the real one).
vi.mock("./password.server", () => ({
  hashPassword: async (password: string) => `test$${password}`,
  verifyPassword: async ({ hash, password }: { hash: string; password: string }) =>
    hash === `test$${password}`,
  needsRehash: () => false,
}));

const signIn = async (
  email: string,
  password: string,
  ip: string,
  headers?: HeadersInit,
): Promise<{ status: number; headers: Headers; body: unknown }> =>
  outcomeOf(
    await handleAuthRequest(
      jsonRequest("/api/auth/sign-in/email", { email, password }, { ip, headers }),
    ),
  );

const signUp = async (email: string, ip: string) =>
  outcomeOf(
    await handleAuthRequest(
      jsonRequest(
        "/api/auth/sign-up/email",
        { name: "Rui Lima", email, password: "secret1", first_name: "Rui", last_name: "Lima" },
        { ip },
      ),
    ),
  );

/** `n` wrong passwords for `email`, each from the address `ip()` gives; their statuses. */
async function fail(email: string, n: number, ip: () => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await signIn(email, "wrong password", ip())).status);
  return statuses;
}

const retryAfter = (out: { headers: Headers }) => Number(out.headers.get("retry-after"));
const pt = textsFor("pt").api.errors;
const en = textsFor("en").api.errors;

describe("the numbers", () => {
  it("are those docs/security.md documents", () => {
    expect(ADDRESS_LIMITS).toEqual({
      "/sign-in/email": { window: 60, max: 10 },
      "/sign-up/email": { window: 60, max: 5 },
    });
    expect({
      FAILURE_WINDOW_SECONDS,
      MAX_FAILURES_PER_ADDRESS,
      MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      ACCOUNT_UNDER_ATTACK,
    }).toEqual({
      FAILURE_WINDOW_SECONDS: 900,
      MAX_FAILURES_PER_ADDRESS: 30,
      MAX_FAILURES_PER_ACCOUNT_ADDRESS: 5,
      ACCOUNT_UNDER_ATTACK: 20,
    });
  });
});

describe.each(TEST_DB_KINDS)("sign-in and sign-up limits on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("every attempt counts per address: the 11th sign-in in a minute is 429, another address goes on", async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    // Different accounts each time: the address alone is limited.
    for (let i = 0; i < 11; i++) {
      statuses.push((await signIn(uniqueEmail("nobody"), "x", ip)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const limited = await signIn(uniqueEmail("nobody"), "x", ip, { "accept-language": "en" });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: "tooManyAttempts", message: en.tooManyAttempts },
    });
    expect(retryAfter(limited)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(limited)).toBeLessThanOrEqual(60);
    expect((await signIn(uniqueEmail("nobody"), "x", uniqueClientIp())).status).toBe(401);
  });

  it("counts by the server's address header alone: a client's X-Forwarded-For changes nothing", async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const spoofed = { "x-forwarded-for": uniqueClientIp(), "x-real-ip": uniqueClientIp() };
      statuses.push((await signIn(uniqueEmail("nobody"), "x", ip, spoofed)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("five failures on one account from one address: that address is refused, even the right password; the owner elsewhere signs in", async () => {
    const owner = await newAdmin(t.db);
    const attacker = uniqueClientIp();
    expect(await fail(owner.email, 5, () => attacker)).toEqual(Array(5).fill(401));
    const refused = await signIn(owner.email, owner.password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { code: "tooManyAttempts", message: pt.tooManyAttempts },
    });
    // The rest of the failure window.
    expect(retryAfter(refused)).toBeGreaterThan(FAILURE_WINDOW_SECONDS - 60);
    expect(retryAfter(refused)).toBeLessThanOrEqual(FAILURE_WINDOW_SECONDS);
    // The same e-mail in capitals is the same account.
    expect((await signIn(owner.email.toUpperCase(), "wrong", attacker)).status).toBe(429);

    const home = await signIn(owner.email, owner.password, uniqueClientIp());
    expect(home.status).toBe(200);
    expect(home.headers.getSetCookie().join()).toMatch(/vitrine\.session_token=/);
  });

  it("an account under attack from many addresses: each address gets one guess, the owner still signs in from a fresh one", async () => {
    const target = await newAdmin(t.db);
    // 4 addresses × 5 failures = ACCOUNT_UNDER_ATTACK.
    const attackers = Array.from({ length: 4 }, () => uniqueClientIp());
    for (const ip of attackers) {
      expect(await fail(target.email, MAX_FAILURES_PER_ACCOUNT_ADDRESS, () => ip)).toEqual(
        Array(5).fill(401),
      );
    }
    // A new attacking address: one guess, then refused.
    const next = uniqueClientIp();
    expect(await fail(target.email, 2, () => next)).toEqual([401, 429]);
    // Every address that already failed is refused, with the right password too.
    expect((await signIn(target.email, target.password, attackers[0]!)).status).toBe(429);
    // The owner, from an address that has not failed on the account, signs in.
    expect((await signIn(target.email, target.password, uniqueClientIp())).status).toBe(200);
    // Other accounts are not affected at the attackers' addresses (only the per-address limits).
    const other = await newAdmin(t.db);
    expect((await signIn(other.email, other.password, next)).status).toBe(200);
  });

  it("the admin sign-in card answers 429 with Retry-After and its message key", async () => {
    const target = await newAdmin(t.db);
    const ip = uniqueClientIp();
    await fail(target.email, MAX_FAILURES_PER_ACCOUNT_ADDRESS, () => ip);
    const request = formRequest(
      "/admin",
      { intent: "sign-in", email: target.email, password: target.password },
      { ip },
    );
    const out = await outcomeOf(await entryAction(request).catch((thrown: unknown) => thrown));
    expect(out).toMatchObject({
      status: 429,
      body: { intent: "sign-in", error: "tooManyAttempts", values: { email: target.email } },
    });
    expect(retryAfter(out)).toBeGreaterThan(0);
    // What the card shows, in both languages.
    expect(textsFor("pt").admin.errors.tooManyAttempts).toMatch(/Muitas tentativas/);
    expect(textsFor("en").admin.errors.tooManyAttempts).toMatch(/Too many attempts/);
  });

  it("sign-up: five per address per minute; refusals count per e-mail like failed sign-ins", async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(uniqueEmail("new"), ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // An e-mail in use, tried from 4 addresses 5 times each (each address's minute spent too)…
    const taken = uniqueEmail("taken");
    expect((await signUp(taken, uniqueClientIp())).status).toBe(200);
    for (let a = 0; a < ACCOUNT_UNDER_ATTACK / MAX_FAILURES_PER_ACCOUNT_ADDRESS; a++) {
      const address = uniqueClientIp();
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_ADDRESS; i++) {
        expect((await signUp(taken, address)).status).toBe(422);
      }
    }
    // …then a new address gets one try at it, but may still sign up with another e-mail.
    const next = uniqueClientIp();
    expect((await signUp(taken, next)).status).toBe(422);
    expect((await signUp(taken, next)).status).toBe(429);
    expect((await signUp(uniqueEmail("other"), next)).status).toBe(200);
  });
});

describe.each(TEST_DB_KINDS)("beginAttempt's counters on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  const begin = (email: string, address: string) =>
    beginAttempt(t.db, { path: "/sign-in/email", email, address });

  it("an address failing on many accounts is refused after 30 failures in the window", async () => {
    const address = uniqueClientIp();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const attempt = await begin(uniqueEmail("spray"), address);
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) await attempt.finish("failure");
    }
    const refused = await begin(uniqueEmail("spray"), address);
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfter).toBeLessThanOrEqual(FAILURE_WINDOW_SECONDS);
    // Successes and non-attempts are given back: they never fill the budget.
    const other = uniqueClientIp();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 5; i++) {
      const attempt = await begin(uniqueEmail("fine"), other);
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) await attempt.finish(i % 2 ? "success" : "other");
    }
  });

  it("a success clears the address's failures on that account", async () => {
    const email = uniqueEmail("owner");
    const address = uniqueClientIp();
    const failures = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const attempt = await begin(email, address);
        expect(attempt.allowed).toBe(true);
        if (attempt.allowed) await attempt.finish("failure");
      }
    };
    await failures(MAX_FAILURES_PER_ACCOUNT_ADDRESS - 1);
    const success = await begin(email, address);
    expect(success.allowed).toBe(true);
    if (success.allowed) await success.finish("success");
    await failures(MAX_FAILURES_PER_ACCOUNT_ADDRESS);
    expect((await begin(email, address)).allowed).toBe(false);
  });

  it("concurrent guesses cannot slip past the limit: each is reserved before it runs", async () => {
    const email = uniqueEmail("race");
    const address = uniqueClientIp();
    const attempts = await Promise.all(Array.from({ length: 12 }, () => begin(email, address)));
    expect(attempts.filter((a) => a.allowed)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_ADDRESS);
  });

  it("stores no e-mail address", async () => {
    const email = uniqueEmail("private");
    const attempt = await begin(email, uniqueClientIp());
    if (attempt.allowed) await attempt.finish("failure");
    const keys = await t.db.selectFrom("auth_limit").select("key").execute();
    expect(keys.some((k) => k.key.includes(email) || k.key.includes(email.split("@")[0]!))).toBe(
      false,
    );
  });
});
