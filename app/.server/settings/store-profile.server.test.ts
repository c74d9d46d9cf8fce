import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { getStoreProfile, saveStoreProfile } from "./store-profile.server";

// The store profile is read and checked once per catalogue version and shared by every page;
// saving it moves the version, so the next page shows what was saved.
describe.each(TEST_DB_KINDS)("the store profile on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("is read once per version, frozen, and read again once saved", async () => {
    const first = await getStoreProfile(t.db);
    expect(await getStoreProfile(t.db)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { name: string }).name = "Changed in place";
    }).toThrow(TypeError);

    await saveStoreProfile(t.db, { ...first, name: "Ferragens Fronteira" });
    const saved = await getStoreProfile(t.db);
    expect(saved.name).toBe("Ferragens Fronteira");
    expect(saved).not.toBe(first);
    // Inside a transaction, the profile is read through it.
    await t.db.transaction().execute(async (trx) => {
      expect((await getStoreProfile(trx)).name).toBe("Ferragens Fronteira");
    });
  });
});
