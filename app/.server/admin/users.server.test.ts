import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installAuthTestDb, newAdmin, newShopper, uniqueEmail } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { countActiveAdmins } from "./dashboard.server";
import { addAdministrator, listAccounts, removeAdminRole, setAccountActive } from "./users.server";

describe.each(TEST_DB_KINDS)("administrator accounts on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  const row = (id: string) =>
    t.db
      .selectFrom("user")
      .select(["role", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const audit = (id: string) =>
    t.db
      .selectFrom("audit_log")
      .select(["action", "user_id", "detail"])
      .where("entity_id", "=", id)
      .execute();

  it("never leaves the shop without an active administrator (decision 031)", async () => {
    // The database starts empty: this administrator is the only one.
    const only = await newAdmin(t.db);
    expect(await countActiveAdmins(t.db)).toBe(1);
    expect(await removeAdminRole(t.db, only.id, only.id)).toEqual({
      ok: false,
      error: "lastAdmin",
    });
    expect(await setAccountActive(t.db, only.id, false, only.id)).toEqual({
      ok: false,
      error: "lastAdmin",
    });
    expect(await row(only.id)).toEqual({ role: "admin", status: "active" });

    const second = await newAdmin(t.db);
    expect(await removeAdminRole(t.db, second.id, only.id)).toEqual({ ok: true });
    expect(await row(second.id)).toMatchObject({ role: "user" });
    // Back to one: the last one is protected again.
    expect(await setAccountActive(t.db, only.id, false, only.id)).toEqual({
      ok: false,
      error: "lastAdmin",
    });
  });

  it("two last administrators deactivating each other at once: exactly one of them goes", async () => {
    const a = await newAdmin(t.db);
    const b = await newAdmin(t.db);
    // Only these two remain active administrators.
    await t.db
      .updateTable("user")
      .set({ status: "inactive" })
      .where("role", "=", "admin")
      .where("id", "not in", [a.id, b.id])
      .execute();
    const results = await Promise.all([
      setAccountActive(t.db, a.id, false, b.id),
      setAccountActive(t.db, b.id, false, a.id),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "lastAdmin" }]);
    expect(await countActiveAdmins(t.db)).toBe(1);
  });

  it("deactivating ends the account's sessions; reactivating lets it sign in again", async () => {
    const shopper = await newShopper();
    const admin = await newAdmin(t.db);
    expect(await setAccountActive(t.db, shopper.id, false, admin.id)).toEqual({ ok: true });
    expect(await row(shopper.id)).toMatchObject({ status: "inactive" });
    const sessions = await t.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", shopper.id)
      .execute();
    expect(sessions).toEqual([]);
    expect(await setAccountActive(t.db, shopper.id, true, admin.id)).toEqual({ ok: true });
    expect(await row(shopper.id)).toMatchObject({ status: "active" });
    expect((await audit(shopper.id)).map((a) => [a.action, a.user_id, a.detail])).toEqual([
      ["user", admin.id, `deactivate:${shopper.email}`],
      ["user", admin.id, `reactivate:${shopper.email}`],
    ]);
  });

  it("an unknown account is reported, not changed", async () => {
    const admin = await newAdmin(t.db);
    expect(await setAccountActive(t.db, "nobody", false, admin.id)).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await removeAdminRole(t.db, "nobody", admin.id)).toEqual({
      ok: false,
      error: "notFound",
    });
  });

  it("adds an administrator with a 12-character password and records who did it", async () => {
    const admin = await newAdmin(t.db);
    const email = uniqueEmail("new-admin");
    const short = await addAdministrator(
      t.db,
      { first_name: "Lia", last_name: "Reis", email, password: "short" },
      admin.id,
    );
    expect(short).toMatchObject({
      ok: false,
      error: "invalid",
      fields: { password: "adminPasswordTooShort" },
    });
    const created = await addAdministrator(
      t.db,
      { first_name: "Lia", last_name: "Reis", email, password: "twelve chars!" },
      admin.id,
    );
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await row(created.admin.id)).toEqual({ role: "admin", status: "active" });
    expect(await audit(created.admin.id)).toEqual([
      { action: "user", user_id: admin.id, detail: `addAdmin:${email}` },
    ]);
    expect(
      await addAdministrator(t.db, { first_name: "X", email, password: "twelve chars!" }, admin.id),
    ).toEqual({
      ok: false,
      error: "emailTaken",
    });
  });

  it("lists accounts with their badges, administrators first", async () => {
    const { items, total } = await listAccounts(t.db, { perPage: 500 });
    expect(total).toBe(items.length);
    const firstUser = items.findIndex((a) => !a.isAdmin);
    expect(items.slice(firstUser).every((a) => !a.isAdmin)).toBe(true);
    expect(items).toContainEqual(
      expect.objectContaining({ fullName: "Ana Souza", isAdmin: true, active: true }),
    );
    expect(items).toContainEqual(expect.objectContaining({ isAdmin: true, active: false }));
    expect(items).toContainEqual(
      expect.objectContaining({ fullName: "Rui Lima", isAdmin: false, active: true }),
    );
  });
});
