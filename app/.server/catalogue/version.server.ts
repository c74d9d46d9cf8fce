import type { Db } from "../db/kysely";
import { versionReaderOf } from "../db/version-reader.server";
import { keepScheduleCurrent } from "./offer-schedule.server";
import { versionOnce } from "./version-scope.server";
import { bumpCatalogueVersion } from "./version-bump.server";

export { bumpCatalogueVersion };

/**
 * The catalogue version (docs/decisions/022-stateless-instances-and-catalogue-version.md). Outside
 * a transaction, an offer or poster window that opened or closed since the last read is applied
 * first (docs/decisions/066-scheduled-offers.md), which moves the version on: every cache keyed by
 * it then follows the calendar as it follows a write.
 */
export function getCatalogueVersion(db: Db): Promise<number> {
  if (db.isTransaction) return readCatalogueVersion(db);
  // Once per store page render (version-scope.server.ts).
  return versionOnce(db, async () => {
    const version = await readCatalogueVersion(db);
    return (await keepScheduleCurrent(db, version, Date.now()))
      ? readCatalogueVersion(db)
      : version;
  });
}

async function readCatalogueVersion(db: Db): Promise<number> {
  const read = versionReaderOf(db);
  if (read) {
    try {
      return read();
    } catch {
      // A reader that cannot answer (a file not migrated yet, a rare busy): the query answers, or
      // fails as it always did.
    }
  }
  // A transaction reads through itself (it sees its own bump); the database, in rounds.
  return db.isTransaction ? queryVersion(db) : roundsOf(db).next();
}

function queryVersion(db: Db): Promise<number> {
  return db
    .selectFrom("catalogue_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst()
    .then((row) => row?.version ?? 0);
}

/**
 * On PostgreSQL, every cached page asks the version, and each asking took a pooled
 * connection for a round trip. Askers now share reads in rounds: whoever asks while a read is
 * under way waits for the next one, which starts when that read ends and answers everyone who
 * asked before it started. A read shared is never older than its asker: it began after they
 * asked, so it sees every commit made before they asked. At most one read is under way per
 * database, one more waits; a failed read fails its round alone.
 */
class VersionRounds {
  private running: Promise<unknown> | undefined;
  private waiting: Promise<number> | undefined;
  constructor(private readonly db: Db) {}

  next(): Promise<number> {
    if (!this.running) return this.start();
    this.waiting ??= this.running.then(
      () => this.startWaiting(),
      () => this.startWaiting(),
    );
    return this.waiting;
  }

  private startWaiting(): Promise<number> {
    this.waiting = undefined;
    return this.start();
  }

  private start(): Promise<number> {
    const read = queryVersion(this.db);
    const running = read.finally(() => {
      if (this.running === running) this.running = undefined;
    });
    // Settled either way: a failure is its askers' to handle, not an unhandled rejection here.
    running.catch(() => {});
    this.running = running;
    return read;
  }
}
const rounds = new WeakMap<Db, VersionRounds>();
function roundsOf(db: Db): VersionRounds {
  let value = rounds.get(db);
  if (!value) {
    value = new VersionRounds(db);
    rounds.set(db, value);
  }
  return value;
}

interface Memo {
  version: number;
  values: Map<string, Promise<unknown>>;
}
const memos = new WeakMap<Db, Memo>();

/**
 * A value read from the catalogue, kept per database while its catalogue version stays the same
 * (one primary-key read per call instead of the value's own queries). The version is read before
 * the value, so a value is never kept under a version older than what it saw; a failed read is
 * not kept. At most `maxEntries` values per database, the least recently used dropped first: keys
 * shoppers choose (a search's count) cannot push out the ones every page uses, and a costly value
 * (the sitemap's plan) goes only after a thousand newer ones.
 */
export function byCatalogueVersion<T>(
  db: Db,
  key: string,
  read: () => Promise<T>,
  maxEntries = 1000,
): Promise<T> {
  return keep(memos, db, key, read, maxEntries);
}

/**
 * A keep like byCatalogueVersion's with a map and a bound of its own: for values shoppers choose
 * by the thousand (their searches), which then cannot push out what every page uses.
 */
export function keptApart(maxEntries: number) {
  const own = new WeakMap<Db, Memo>();
  return <T>(db: Db, key: string, read: () => Promise<T>): Promise<T> =>
    keep(own, db, key, read, maxEntries);
}

async function keep<T>(
  store: WeakMap<Db, Memo>,
  db: Db,
  key: string,
  read: () => Promise<T>,
  maxEntries: number,
): Promise<T> {
  const version = await getCatalogueVersion(db);
  let memo = store.get(db);
  if (!memo || memo.version !== version) {
    memo = { version, values: new Map() };
    store.set(db, memo);
  }
  const values = memo.values;
  const kept = values.get(key) as Promise<T> | undefined;
  if (kept) {
    // Most recently used last: a Map keeps its keys in the order they were set.
    values.delete(key);
    values.set(key, kept);
    return kept;
  }
  while (values.size >= maxEntries) values.delete(values.keys().next().value!);
  const value = read();
  values.set(key, value);
  value.catch(() => values.delete(key));
  return value;
}
