import { randomBytes, scryptSync } from "node:crypto";
import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cookieFrom,
  installAuthTestDb,
  jsonRequest,
  newAdmin,
  newShopper,
  outcomeOf,
  uniqueClientIp,
  uniqueEmail,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { getSessionUser } from "./guards.server";
import { handleAuthRequest } from "./http.server";
import * as passwords from "./password.server";

// One answer (and one hash) for an unknown e-mail and a wrong password; old hashes upgraded at the
// next sign-in; a new session id at every sign-in. The hash is Argon2id, and scrypt hashes of
// before become Argon2id at the next sign-in (docs/decisions/060-argon2id-password-hashing.md).
// The real hashing runs, watched through spies.
vi.mock("./password.server", async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return {
    ...real,
    hashPassword: vi.fn(real.hashPassword),
    verifyPassword: vi.fn(real.verifyPassword),
  };
});

const CURRENT = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

/** A scrypt PHC string as this shop stored them before Argon2id. */
function scryptPhc(password: string, ln: number): string {
  const salt = randomBytes(16);
  const N = 2 ** ln;
  const key = scryptSync(password, salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `$scrypt$ln=${ln},r=8,p=1$${b64(salt)}$${b64(key)}`;
}

const signIn = async (email: string, password: string, cookie?: string) =>
  outcomeOf(
    await handleAuthRequest(
      jsonRequest("/api/auth/sign-in/email", { email, password }, { cookie }),
    ),
  );

/** The session token a Set-Cookie carries (before its signature). */
const tokenOf = (headers: Headers) =>
  decodeURIComponent(
    /vitrine\.session_token=([^;]*)/.exec(headers.getSetCookie().join())![1]!,
  ).split(".")[0]!;

describe.each(TEST_DB_KINDS)("sign-in on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());
  beforeEach(() => {
    vi.mocked(passwords.hashPassword).mockClear();
    vi.mocked(passwords.verifyPassword).mockClear();
  });

  const storedHash = async (userId: string) =>
    (
      await t.db
        .selectFrom("account")
        .select("password")
        .where("userId", "=", userId)
        .where("providerId", "=", "credential")
        .executeTakeFirstOrThrow()
    ).password!;

  it("an unknown e-mail and a wrong password get the same answer, and each costs one Argon2id at the current parameters", async () => {
    expect(await storedHash(admin.id)).toMatch(CURRENT);

    const wrong = await signIn(admin.email, "not the password");
    expect(vi.mocked(passwords.verifyPassword)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(passwords.hashPassword)).not.toHaveBeenCalled();

    vi.mocked(passwords.verifyPassword).mockClear();
    const unknown = await signIn(uniqueEmail("nobody"), "not the password");
    // No account: the password is hashed anyway (hashPassword: Argon2id m=19456, t=2, p=1, the
    // same work as verifying the stored hash above), so the two take the same time.
    expect(vi.mocked(passwords.hashPassword)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(passwords.hashPassword)).toHaveBeenCalledWith("not the password");
    expect(vi.mocked(passwords.verifyPassword)).not.toHaveBeenCalled();

    for (const out of [wrong, unknown]) {
      expect(out.status).toBe(401);
      expect(out.headers.getSetCookie()).toEqual([]);
    }
    expect(unknown.body).toEqual(wrong.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...wrong.headers.keys()].sort());
    expect(wrong.body).toEqual({
      error: { code: "invalidCredentials", message: "Credenciais invalidas" },
    });
  });

  it("an inactive account with its right password gets that same answer", async () => {
    const shopper = await newShopper();
    const wrong = await signIn(shopper.email, "not the password");
    await t.db
      .updateTable("user")
      .set({ status: "inactive" })
      .where("id", "=", shopper.id)
      .execute();
    const inactive = await signIn(shopper.email, shopper.password);
    expect(inactive.status).toBe(401);
    expect(inactive.body).toEqual(wrong.body);
    expect(inactive.headers.getSetCookie()).toEqual([]);
  });

  it("a scrypt hash (ours at N=2^17 or older, or better-auth's) is replaced by Argon2id at the next successful sign-in, not at a failed one", async () => {
    const password = "correct horse battery";
    // Ours before Argon2id (N=2^17), an older setting of ours (N=2^14), and better-auth's own
    // default (N=2^14, r=16), as accounts made without our settings hold.
    for (const old of [
      scryptPhc(password, 17),
      scryptPhc(password, 14),
      await betterAuthDefaultHash(password),
    ]) {
      const account = await newAdmin(t.db);
      await t.db
        .updateTable("account")
        .set({ password: old })
        .where("userId", "=", account.id)
        .execute();
      expect(passwords.needsRehash(old)).toBe(true);

      expect((await signIn(account.email, "wrong password")).status).toBe(401);
      expect(await storedHash(account.id)).toBe(old);

      expect((await signIn(account.email, password)).status).toBe(200);
      const upgraded = await storedHash(account.id);
      expect(upgraded).toMatch(CURRENT);
      expect(passwords.needsRehash(upgraded)).toBe(false);

      // Signs in with the new hash, which stays as it is.
      expect((await signIn(account.email, password)).status).toBe(200);
      expect(await storedHash(account.id)).toBe(upgraded);
    }
  });

  it("every sign-in starts a new session; a token the browser held before is never reused", async () => {
    const first = await signIn(admin.email, admin.password);
    const second = await signIn(admin.email, admin.password);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(tokenOf(first.headers)).not.toBe(tokenOf(second.headers));

    // Fixation: a token planted before sign-in (here a valid session of the attacker's own
    // account, and an arbitrary value) is replaced, and stays what it was.
    const attacker = await newShopper();
    const planted = [attacker.cookie, "vitrine.session_token=chosen-by-the-attacker.x"];
    let signedIn = "";
    for (const cookie of planted) {
      const out = await signIn(admin.email, admin.password, cookie);
      expect(out.status).toBe(200);
      const token = tokenOf(out.headers);
      expect(cookie).not.toContain(token);
      const session = await t.db
        .selectFrom("session")
        .select("userId")
        .where("token", "=", token)
        .executeTakeFirstOrThrow();
      expect(session.userId).toBe(admin.id);
      signedIn = cookieFrom(out.headers);
    }
    const read = (cookie: string) =>
      getSessionUser(jsonRequest("/admin", {}, { cookie, ip: uniqueClientIp() }));
    expect((await read(attacker.cookie))?.id).toBe(attacker.id);
    expect((await read(signedIn))?.id).toBe(admin.id);
  });
});
