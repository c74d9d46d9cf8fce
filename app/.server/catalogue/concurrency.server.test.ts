import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createDb, type Db } from "../db/kysely";
import { seedDemo } from "../db/seed/seed.server";
import { createBrand, listBrands, reorderBrands } from "./brands.server";
import { ServiceError } from "./errors.server";
import { createProduct, deleteProduct, updateProduct } from "./product-writes.server";

// Writes from several clients at once. On PostgreSQL each "client" is an app
// instance with its own connection pool on the same database, so transactions really interleave;
// SQLite is served by one process
// (docs/decisions/022-stateless-instances-and-catalogue-version.md), whose single connection runs
// one transaction at a time, and the same calls must give the same guarantees there.

const letters = (n: number) =>
  Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");

const productInput = (name: string, brand_id = 1) =>
  productInputSchema.parse({ name, brand_id, category_id: 1, price: "10.00" });

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe.each(TEST_DB_KINDS)("concurrent catalogue writes on %s", (kind) => {
  let t: TestDb;
  let clients: Db[];
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    clients = kind === "postgres" ? [t.db, createDb(t.url), createDb(t.url)] : [t.db];
  });
  afterAll(async () => {
    await Promise.all(clients.slice(1).map((c) => c.destroy()));
    await t.cleanup();
  });
  const client = (i: number) => clients[i % clients.length]!;

  /** A client reorders what it has just read; a brand added meanwhile makes it read again (400). */
  async function reorderWithRetry(db: Db): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const ids = shuffled((await listBrands(db)).map((b) => b.id));
      try {
        await reorderBrands(db, ids, null);
        return attempt;
      } catch (error) {
        if (!(error instanceof ServiceError) || error.code !== "orderMismatch" || attempt > 20) {
          throw error;
        }
      }
    }
  }

  it("brand reorders, brand creations and product creations at once leave positions 1..n without gaps or duplicates", async () => {
    const tag = letters(6);
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      const db = client(i);
      if (i % 5 === 0) calls.push(reorderWithRetry(db));
      else if (i % 10 === 1)
        calls.push(
          createBrand(
            db,
            { name: `Marca ${tag} ${i}`, logo_url: "https://example.com/logo.png" },
            null,
          ),
        );
      else calls.push(createProduct(db, productInput(`Produto ${tag} ${i}`), null));
    }
    await Promise.all(calls);

    const brands = await t.db.selectFrom("brand").select("position").orderBy("position").execute();
    expect(brands.map((b) => b.position)).toEqual(range(brands.length));
    const products = await t.db
      .selectFrom("product")
      .select("position")
      .orderBy("position")
      .execute();
    expect(products.map((p) => p.position)).toEqual(range(products.length));
    const created = await t.db
      .selectFrom("product")
      .select("id")
      .where("name", "like", `Produto ${tag} %`)
      .execute();
    expect(created).toHaveLength(calls.length - 12 - 6);
  });

  it("creations, updates and deletions sharing new search words all commit: none is lost to a deadlock", async () => {
    const words = Array.from({ length: 8 }, () => letters(8));
    const existing: number[] = [];
    for (let i = 0; i < 16; i++) {
      existing.push(await createProduct(t.db, productInput(`Base ${letters(8)}`), null));
    }
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 48; i++) {
      const db = client(i);
      // The same fresh words in different orders: each transaction adds them to the vocabulary.
      const name = shuffled(words).slice(0, 4).join(" ");
      if (i % 3 === 0) calls.push(createProduct(db, productInput(name), null));
      else if (i % 3 === 1) calls.push(updateProduct(db, existing[i % 12]!, { name }, null));
      else if (i % 12 === 2) calls.push(deleteProduct(db, existing.pop()!, null));
      else calls.push(updateProduct(db, existing[(i * 7) % 12]!, { price: 100 + i }, null));
    }
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);

    const vocabulary = await t.db
      .selectFrom("search_word")
      .select("word")
      .where("word", "in", words)
      .execute();
    expect(vocabulary).toHaveLength(words.length);
    const created = await t.db
      .selectFrom("product")
      .select("position")
      .orderBy("position")
      .execute();
    expect(new Set(created.map((p) => p.position)).size).toBe(created.length);
  });
});
