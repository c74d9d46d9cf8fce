import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { versionReaderOf } from "../db/version-reader.server";
import { bumpCatalogueVersion, byCatalogueVersion, getCatalogueVersion } from "./version.server";
import { withOneVersion } from "./version-scope.server";

describe.each(TEST_DB_KINDS)("values kept per catalogue version on %s", (kind) => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb(kind), createTestDb(kind)]);
  });
  afterAll(async () => {
    await Promise.all([a.cleanup(), b.cleanup()]);
  });

  it("reads a value once while the catalogue is unchanged, and again after any catalogue write", async () => {
    let reads = 0;
    const read = async () => ++reads;
    expect(await byCatalogueVersion(a.db, "k", read)).toBe(1);
    expect(await byCatalogueVersion(a.db, "k", read)).toBe(1);
    await bumpCatalogueVersion(a.db);
    expect(await byCatalogueVersion(a.db, "k", read)).toBe(2);
    expect(reads).toBe(2);
  });

  it("past its limit drops the least recently used value, not the ones in use", async () => {
    let reads = 0;
    const read = async () => ++reads;
    await bumpCatalogueVersion(a.db);
    await byCatalogueVersion(a.db, "home", read, 3);
    await byCatalogueVersion(a.db, "search:a", read, 3);
    await byCatalogueVersion(a.db, "search:b", read, 3);
    // The home page is read again (kept), then a new search pushes out the oldest unused one.
    await byCatalogueVersion(a.db, "home", read, 3);
    await byCatalogueVersion(a.db, "search:c", read, 3);
    expect(reads).toBe(4);
    await byCatalogueVersion(a.db, "home", read, 3);
    expect(reads).toBe(4);
    await byCatalogueVersion(a.db, "search:a", read, 3);
    expect(reads).toBe(5);
  });

  it("keeps each database's values apart, even at the same version number", async () => {
    await byCatalogueVersion(a.db, "apart", async () => "a");
    expect(await byCatalogueVersion(b.db, "apart", async () => "b")).toBe("b");
  });

  it("does not keep a failed read: the next call reads again", async () => {
    await expect(
      byCatalogueVersion(a.db, "fails", () => Promise.reject(new Error("down"))),
    ).rejects.toThrow("down");
    expect(await byCatalogueVersion(a.db, "fails", async () => "ok")).toBe("ok");
  });
});

describe.each(TEST_DB_KINDS)("the catalogue version as a cached page reads it on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("is the last committed one; a transaction sees its own bump, others only once it commits", async () => {
    // SQLite reads it on a read-only connection of its own, outside Kysely.
    expect(versionReaderOf(t.db) !== undefined).toBe(kind === "sqlite");
    const before = await getCatalogueVersion(t.db);
    await bumpCatalogueVersion(t.db);
    expect(await getCatalogueVersion(t.db)).toBe(before + 1);
    await t.db.transaction().execute(async (trx) => {
      await bumpCatalogueVersion(trx);
      expect(await getCatalogueVersion(trx)).toBe(before + 2);
      // Not committed yet: the reader's connection still sees the last commit.
      if (kind === "sqlite") expect(versionReaderOf(t.db)!()).toBe(before + 1);
    });
    expect(await getCatalogueVersion(t.db)).toBe(before + 2);
  });

  it("twenty askers at once share reads (no query at all on SQLite), none older than its asking", async () => {
    const queries = vi.spyOn(t.db, "selectFrom");
    try {
      const before = await getCatalogueVersion(t.db);
      queries.mockClear();
      const first = getCatalogueVersion(t.db);
      await bumpCatalogueVersion(t.db);
      // Asked after the bump committed, while the first read may still be under way: it must not
      // be given that read's answer.
      const after = await Promise.all(Array.from({ length: 20 }, () => getCatalogueVersion(t.db)));
      expect(await first).toBeGreaterThanOrEqual(before);
      expect(after).toEqual(Array(20).fill(before + 1));
      // The bump's own statement is an update. The reads: the first one, then the twenty in two
      // rounds (the first of them starts one; the others asked after it started, so they wait
      // for the next).
      // The calendar's check after a new version (offer-schedule.server.ts: the next scheduled
      // change, read once per version) reads other tables; the version itself is counted here.
      const versionReads = queries.mock.calls.filter((c) => c[0] === "catalogue_version");
      expect(versionReads.length).toBeLessThanOrEqual(kind === "sqlite" ? 0 : 3);
    } finally {
      queries.mockRestore();
    }
  });

  it("a rolled-back bump is never read", async () => {
    const before = await getCatalogueVersion(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await bumpCatalogueVersion(trx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await getCatalogueVersion(t.db)).toBe(before);
  });
});

// A store page's plain GET writes nothing: within its render the version is read once, so its
// values all come from one version (and PostgreSQL is asked once, not once per value).
describe.each(TEST_DB_KINDS)("one version per store page render on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("answers the render's first read all through it, and reads afresh outside it", async () => {
    const before = await getCatalogueVersion(t.db);
    const seen = await withOneVersion(async () => {
      const first = await getCatalogueVersion(t.db);
      // Another request writes meanwhile.
      await Promise.resolve().then(() => bumpCatalogueVersion(t.db));
      const [second, third] = await Promise.all([
        getCatalogueVersion(t.db),
        getCatalogueVersion(t.db),
      ]);
      return [first, second, third];
    });
    expect(seen).toEqual([before, before, before]);
    expect(await getCatalogueVersion(t.db)).toBe(before + 1);
    // A transaction inside still reads through itself.
    await withOneVersion(() =>
      t.db.transaction().execute(async (trx) => {
        await bumpCatalogueVersion(trx);
        expect(await getCatalogueVersion(trx)).toBe(before + 2);
      }),
    );
  });

  it("shares the page cache's read with the render inside it (one scope within another)", async () => {
    const before = await getCatalogueVersion(t.db);
    const seen = await withOneVersion(async () => {
      // The server looked the page up at this version…
      const lookedUp = await getCatalogueVersion(t.db);
      await bumpCatalogueVersion(t.db);
      // …and the store's renderer, in a scope of its own, renders the same one.
      return [lookedUp, await withOneVersion(() => getCatalogueVersion(t.db))];
    });
    expect(seen).toEqual([before, before]);
    expect(await getCatalogueVersion(t.db)).toBe(before + 1);
  });
});
