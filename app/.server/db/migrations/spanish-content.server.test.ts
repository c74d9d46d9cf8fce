import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeSearch } from "~/lib/search-text";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { listProducts } from "../../catalogue/products.server";
import { migrateToLatest } from "../kysely";
import { migrations } from "./index";

const BEFORE = "2026-11-23T0000-discount-offers-only";

// Migration 2026-11-25T0000 on a catalogue that existed before it: the Spanish columns arrive
// empty, and every product gets the name-sort keys of English and Spanish pages.
describe.each(TEST_DB_KINDS)("Spanish content migration on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("goes down and up again; existing products sort by their English name on /en, by the Portuguese on /es", async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const now = new Date().toISOString();
    // Written as the app wrote products before the migration (no Spanish, no sort keys).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before the migration, which the app's types no longer describe
    const before = t.db as any;
    await before
      .insertInto("brand")
      .values({
        id: 1,
        name: "Marca",
        slug: "marca",
        position: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const product = (id: number, name: string, name_en: string | null) => ({
      id,
      name,
      name_en,
      brand_id: 1,
      price_cents: 100,
      position: id,
      search_name: normalizeSearch(`${name} ${name_en ?? ""}`),
      created_at: now,
      updated_at: now,
    });
    await before
      .insertInto("product")
      .values([
        product(1, "Ábaco Escolar", "Zither"),
        product(2, "Martelo", "   "),
        product(3, "Zabumba", "Accordion"),
      ])
      .execute();

    expect(await migrateToLatest(t.db)).toContain("2026-11-25T0000-spanish-content");
    const rows = await t.db
      .selectFrom("product")
      .select(["id", "name_es", "description_es", "sort_name_en", "sort_name_es"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: 1,
        name_es: null,
        description_es: null,
        sort_name_en: "zither",
        sort_name_es: "abaco escolar",
      },
      {
        id: 2,
        name_es: null,
        description_es: null,
        sort_name_en: "martelo",
        sort_name_es: "martelo",
      },
      {
        id: 3,
        name_es: null,
        description_es: null,
        sort_name_en: "accordion",
        sort_name_es: "zabumba",
      },
    ]);
    const order = async (locale: "pt" | "en" | "es") =>
      (await listProducts(t.db, { locale, sort: "name" })).items.map((p) => p.id);
    expect(await order("pt")).toEqual([1, 2, 3]);
    expect(await order("en")).toEqual([3, 2, 1]);
    expect(await order("es")).toEqual([1, 2, 3]);
  });
});
