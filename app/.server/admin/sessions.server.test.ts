import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installAuthTestDb, newAdmin, signInCookie } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { endOwnSession, listOwnSessions } from "./sessions.server";

describe.each(TEST_DB_KINDS)("an administrator's own sessions on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  const sessionsOf = (userId: string) =>
    t.db
      .selectFrom("session")
      .select(["id", "userAgent"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute();

  it("lists only the signed-in administrator's live sessions, with when, where and which browser", async () => {
    const admin = await newAdmin(t.db);
    const other = await newAdmin(t.db);
    await signInCookie(admin.email, admin.password);
    const [current, second] = await sessionsOf(admin.id);
    const listed = await listOwnSessions(t.db, admin.id, current!.id);
    expect(listed.map((s) => s.id).sort()).toEqual([current!.id, second!.id].sort());
    expect(listed.find((s) => s.id === current!.id)).toMatchObject({ current: true });
    expect(listed.find((s) => s.id === second!.id)).toMatchObject({ current: false });
    for (const s of listed) {
      expect(Date.parse(s.createdAt)).toBeGreaterThan(Date.now() - 120_000);
      expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt) - 1000);
      expect(s.ipAddress).toMatch(/^10\./);
    }
    const others = (await sessionsOf(other.id)).map((s) => s.id);
    expect(listed.some((s) => others.includes(s.id))).toBe(false);
  });

  it("leaves out expired sessions and those past the 12-hour ceiling", async () => {
    const admin = await newAdmin(t.db);
    await signInCookie(admin.email, admin.password);
    const [a, b] = await sessionsOf(admin.id);
    await t.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", a!.id)
      .execute();
    await t.db
      .updateTable("session")
      .set({ createdAt: new Date(Date.now() - 13 * 3600_000).toISOString() })
      .where("id", "=", b!.id)
      .execute();
    expect(await listOwnSessions(t.db, admin.id, a!.id)).toEqual([]);
  });

  it("ends one of one's own sessions, never another account's, and records it", async () => {
    const admin = await newAdmin(t.db);
    const other = await newAdmin(t.db);
    await signInCookie(admin.email, admin.password);
    const [, second] = await sessionsOf(admin.id);
    const [othersSession] = await sessionsOf(other.id);
    expect(await endOwnSession(t.db, admin.id, othersSession!.id)).toBe(false);
    expect(await sessionsOf(other.id)).toHaveLength(1);
    expect(await endOwnSession(t.db, admin.id, second!.id)).toBe(true);
    expect((await sessionsOf(admin.id)).map((s) => s.id)).not.toContain(second!.id);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity", "user_id"])
      .where("entity_id", "=", second!.id)
      .execute();
    expect(audit).toEqual([{ action: "user", entity: "session", user_id: admin.id }]);
  });
});
