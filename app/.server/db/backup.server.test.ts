import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { updateBrand } from "../catalogue/brands.server";
import { getCatalogueVersion } from "../catalogue/version.server";
import { createProduct, deleteProduct, updateProduct } from "../catalogue/product-writes.server";
import { BackupError, backupDatabase, restoreDatabase } from "./backup.server";
import { createDb, type Db } from "./kysely";
import { seedDemo } from "./seed/seed.server";

const run = promisify(execFile);

/** The real commands (npm run db:backup / db:restore run these scripts through tsx). */
function cli(script: "backup" | "restore", args: string[], databaseUrl: string) {
  return run(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${script}.ts`, ...args], {
    // Vite puts its own BASE_URL ("/") in the test process's environment: not ours to pass on.
    env: { ...process.env, BASE_URL: undefined, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  });
}

/** Everything a shopper or an administrator would notice, in a comparable form. */
async function snapshot(db: Db) {
  return {
    products: await db
      .selectFrom("product")
      .select(["id", "name", "price_cents", "position", "brand_id", "search_doc"])
      .orderBy("id")
      .execute(),
    brands: await db
      .selectFrom("brand")
      .select(["id", "name", "slug", "position"])
      .orderBy("id")
      .execute(),
    media: (await db.selectFrom("media").select("hash").orderBy("hash").execute()).length,
    audit: (await db.selectFrom("audit_log").select("id").execute()).length,
  };
}

const input = (name: string) =>
  productInputSchema.parse({ name, brand_id: 1, category_id: 1, price: "42.00" });

describe.each(TEST_DB_KINDS)("db:backup and db:restore on %s", (kind) => {
  let t: TestDb;
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
    await seedDemo(db);
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-backup-"));
  });
  afterAll(async () => {
    if (db !== t.db) await db.destroy();
    await t.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a backup, changes, then a restore bring the data back exactly as it was backed up", async () => {
    const before = await snapshot(db);
    const file = path.join(dir, kind === "sqlite" ? "round-trip.sqlite" : "round-trip.dump");
    const backup = await cli("backup", ["--out", file], t.url);
    expect(backup.stdout).toMatch(/Backed up the .* database to .* \(\d+ KB, \d+ ms, verified\)/);

    await deleteProduct(db, before.products[0]!.id, null);
    await updateProduct(db, before.products[1]!.id, { price: 1 }, null);
    await updateBrand(db, before.brands[0]!.id, { name: "Renomeada" }, null);
    await createProduct(db, input("Depois do backup"), null);
    expect(await snapshot(db)).not.toEqual(before);

    if (kind === "sqlite") {
      // Refused while a process (here: this test's connection, in production the server) has it open.
      await expect(restoreDatabase(t.url, file)).rejects.toThrow(/is in use/);
      await db.destroy();
    }
    const versionBefore = kind === "postgres" ? await getCatalogueVersion(db) : 0;
    const restored = await cli("restore", [file], t.url);
    expect(restored.stdout).toContain(`Restored the database from ${file}.`);
    if (kind === "sqlite") {
      expect(restored.stdout).toMatch(/The replaced database was kept as .*before-restore-/);
      db = createDb(t.url);
    }

    expect(await snapshot(db)).toEqual(before);
    if (kind === "postgres") {
      // Instances that kept running must not serve pages cached under a version number reused.
      expect(await getCatalogueVersion(db)).toBeGreaterThan(versionBefore);
    }
    // The restored database takes writes again: ids and positions continue after the highest.
    const id = await createProduct(db, input("Depois da restauração"), null);
    expect(id).toBeGreaterThan(Math.max(...before.products.map((p) => p.id)));
  });

  it("a backup file that exists is not overwritten; a file that is not a backup is not restored", async () => {
    const taken = path.join(dir, "taken");
    writeFileSync(taken, "not a database");
    await expect(backupDatabase(t.url, taken)).rejects.toThrow(/already exists/);
    await expect(restoreDatabase(t.url, taken)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(t.url, path.join(dir, "missing"))).rejects.toThrow(
      /does not exist/,
    );
  });
});

describe("db:backup on SQLite while the server serves", () => {
  let t: TestDb;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDb("sqlite");
    await seedDemo(t.db);
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-backup-"));
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes a consistent copy while another connection holds the write lock: committed rows only, integrity ok", async () => {
    await createProduct(t.db, input("Confirmado antes do backup"), null);
    // A second connection, as a server would hold: a write transaction left open during the backup.
    const writer = new SQLite(t.url.slice("file:".length));
    writer.exec("BEGIN IMMEDIATE");
    writer
      .prepare(
        "update product set name = 'Não confirmado' where name = 'Confirmado antes do backup'",
      )
      .run();
    const file = path.join(dir, "online.sqlite");
    try {
      await backupDatabase(t.url, file);
    } finally {
      writer.exec("ROLLBACK");
      writer.close();
    }
    const copy = new SQLite(file, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      // One file, no WAL beside it: the copy can be moved or mailed as it is.
      expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
      const names = copy.prepare("select name from product").pluck().all();
      expect(names).toContain("Confirmado antes do backup");
      expect(names).not.toContain("Não confirmado");
    } finally {
      copy.close();
    }
  });
});
