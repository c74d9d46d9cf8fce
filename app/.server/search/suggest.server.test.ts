import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { suggest } from "./suggest.server";

describe.each(TEST_DB_KINDS)("header search suggestions on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("an empty query reads nothing and gives nothing", async () => {
    expect(await suggest(t.db, "  ", "pt")).toEqual([]);
  });

  it('"maquinas" finds the category "Máquinas Elétricas", linked in the page\'s language', async () => {
    const pt = await suggest(t.db, "maquinas", "pt");
    expect(pt).toContainEqual({
      type: "category",
      id: 2,
      label: "Máquinas Elétricas",
      href: "/produtos/2",
    });
    const en = await suggest(t.db, "MÁQUINAS", "en");
    expect(en).toContainEqual({
      type: "category",
      id: 2,
      label: "Electric Machines",
      href: "/en/produtos/2",
    });
  });

  it("finds brands by name and links them by slug", async () => {
    expect(await suggest(t.db, "bosc", "en")).toContainEqual(
      expect.objectContaining({ type: "brand", label: "Bosch", href: "/en/bosch" }),
    );
  });

  it("keeps the limits and the order: products, then brands, then categories", async () => {
    const all = await suggest(t.db, "a", "pt");
    expect(all.length).toBeLessThanOrEqual(8);
    expect(all.filter((s) => s.type === "product").length).toBeLessThanOrEqual(6);
    const order = all.map((s) => ["product", "brand", "category"].indexOf(s.type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
