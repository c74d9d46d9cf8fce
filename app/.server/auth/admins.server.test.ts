import { getMigrations } from "better-auth/db/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRequest, installAuthTestDb, uniqueEmail } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createAdmin } from "./admins.server";
import { getAuth } from "./auth.server";

describe.each(TEST_DB_KINDS)("administrators on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("our migrations hold every table and column better-auth needs (nothing left to create)", async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(getAuth().options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it("creates an active administrator whose password is hashed with our Argon2id parameters", async () => {
    const email = uniqueEmail("admin");
    const result = await createAdmin(t.db, {
      email: email.toUpperCase(),
      password: "correct horse battery",
      first_name: "Ana",
      last_name: "Maria Souza",
    });
    expect(result).toMatchObject({ ok: true, admin: { email, first_name: "Ana" } });
    const user = await t.db
      .selectFrom("user")
      .select(["name", "role", "status", "first_name", "last_name", "id"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: "Ana Maria Souza",
      role: "admin",
      status: "active",
      first_name: "Ana",
      last_name: "Maria Souza",
    });
    const account = await t.db
      .selectFrom("account")
      .select(["password", "providerId"])
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account.providerId).toBe("credential");
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const signIn = await getAuth().handler(
      appRequest("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "correct horse battery" }),
      }),
    );
    expect(signIn.status).toBe(200);
  });

  it("refuses a password under 12 characters", async () => {
    const email = uniqueEmail("admin");
    const result = await createAdmin(t.db, {
      email,
      password: "short pass1",
      first_name: "Bob",
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fields: { password: "adminPasswordTooShort" },
    });
    const row = await t.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses an e-mail already in use, whatever its case, and changes nothing", async () => {
    const email = uniqueEmail("taken");
    expect(
      (await createAdmin(t.db, { email, password: "long enough pw", first_name: "A" })).ok,
    ).toBe(true);
    const again = await createAdmin(t.db, {
      email: ` ${email.toUpperCase()} `,
      password: "another long pw",
      first_name: "B",
    });
    expect(again).toEqual({ ok: false, error: "emailTaken" });
    const rows = await t.db
      .selectFrom("user")
      .select("first_name")
      .where("email", "=", email)
      .execute();
    expect(rows).toEqual([{ first_name: "A" }]);
  });
});
