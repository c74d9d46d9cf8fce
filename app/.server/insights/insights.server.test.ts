import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { insightTerm } from "~/lib/insights";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createBrand } from "../catalogue/brands.server";
import { createProduct } from "../catalogue/product-writes.server";
import { readInsights, readInsightTable } from "./insights.server";
import {
  deleteExpiredEvents,
  EVENTS_PER_ADDRESS_PER_MINUTE,
  InsightRecorder,
  MAX_HELD_EVENTS,
  rollUp,
} from "./recorder.server";

// Events are held in memory, written in one batch with their daily
// rollups (per item and language), raw events go after 30 days and the rollups stay; the
// Insights page reads periods of 7, 30 or 90 days from the rollups.

const NOW = new Date("2026-11-26T15:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000);

describe("the recorder's rules", () => {
  it("rolls events up per day, kind, item and language; a search that found nothing counts twice", () => {
    const at = NOW.toISOString();
    expect(
      rollUp([
        { at, kind: "search", item: "broca", results: 0, locale: "pt" },
        { at, kind: "search", item: "broca", results: 0, locale: "pt" },
        { at, kind: "search", item: "broca", results: 3, locale: "es" },
        { at, kind: "product_view", item: "7", locale: "pt" },
      ]),
    ).toEqual([
      { day: "2026-11-26", kind: "search", item: "broca", locale: "pt", count: 2 },
      { day: "2026-11-26", kind: "search_zero", item: "broca", locale: "pt", count: 2 },
      { day: "2026-11-26", kind: "search", item: "broca", locale: "es", count: 1 },
      { day: "2026-11-26", kind: "product_view", item: "7", locale: "pt", count: 1 },
    ]);
  });

  it("grants each address its events per minute, then nothing until the next minute", () => {
    const r = new InsightRecorder();
    const t0 = 1_000_000;
    expect(r.allowance("10.0.0.1", EVENTS_PER_ADDRESS_PER_MINUTE - 1, t0)).toBe(
      EVENTS_PER_ADDRESS_PER_MINUTE - 1,
    );
    expect(r.allowance("10.0.0.1", 5, t0 + 1000)).toBe(1);
    expect(r.allowance("10.0.0.1", 5, t0 + 2000)).toBe(0);
    expect(r.allowance("10.0.0.2", 5, t0 + 2000)).toBe(5);
    expect(r.allowance("10.0.0.1", 5, t0 + 60_000)).toBe(5);
  });

  it("holds at most MAX_HELD_EVENTS and counts what it dropped", () => {
    const r = new InsightRecorder();
    const one = { kind: "search", item: "x", results: 1, locale: "pt" } as const;
    r.record(Array.from({ length: MAX_HELD_EVENTS + 3 }, () => one));
    expect(r.pending).toBe(MAX_HELD_EVENTS);
  });
});

describe.each(TEST_DB_KINDS)("insights on %s", (kind) => {
  let t: TestDb;
  let drill: number;
  let saw: number;
  const recorder = new InsightRecorder();

  beforeAll(async () => {
    t = await createTestDb(kind);
    await t.db
      .insertInto("category")
      .values({
        id: 1,
        name: "Máquinas Elétricas",
        name_en: "Electric Machines",
        slug: "maquinas-eletricas",
        created_at: NOW.toISOString(),
      })
      .execute();
    const brand = await createBrand(
      t.db,
      { name: "Bosch", logo_url: "https://example.com/b.png" },
      null,
    );
    const add = (name: string, name_en: string) =>
      createProduct(
        t.db,
        productInputSchema.parse({ brand_id: brand, category_id: 1, price: "10", name, name_en }),
        null,
      );
    drill = await add("Furadeira de Impacto", "Impact Drill");
    saw = await add("Serra Circular", "Circular Saw");

    const view = (id: number, locale: "pt" | "en" | "es" = "pt") =>
      ({ kind: "product_view", item: String(id), locale }) as const;
    // Today: the drill three times (once in Spanish), the saw once, a search that found nothing
    // twice, WhatsApp on the drill, an enquiry, a quote add, and a product that does not exist.
    recorder.record(
      [
        view(drill),
        view(drill),
        view(drill, "es"),
        view(saw),
        view(999_999),
        { kind: "category_view", item: "1", locale: "pt" },
        { kind: "brand_view", item: String(brand), locale: "pt" },
        { kind: "search", item: "broquinha", results: 0, locale: "pt" },
        { kind: "search", item: "broquinha", results: 0, locale: "pt" },
        { kind: "search", item: "furadera", results: 0, locale: "pt" },
        { kind: "search", item: "serra", results: 1, locale: "pt" },
        { kind: "whatsapp", item: String(drill), locale: "pt" },
        { kind: "enquiry", item: "whatsapp", locale: "pt" },
        { kind: "quote_add", item: String(saw), locale: "pt" },
      ],
      NOW,
    );
    // Forty days ago: the saw, viewed five times (outside 7 and 30 days, inside 90).
    recorder.record(
      Array.from({ length: 5 }, () => view(saw)),
      daysAgo(40),
    );
    expect(await recorder.flush(t.db)).toEqual({ written: 18, dropped: 0 });
  });
  afterAll(() => t.cleanup());

  it("reads the period's series, totals and tables from the rollups", async () => {
    const week = await readInsights(t.db, { days: 7, namesIn: "pt", now: NOW });
    expect(week.from).toBe("2026-11-20");
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)).toEqual({
      day: "2026-11-26",
      views: 6,
      searches: 4,
      whatsapp: 1,
      enquiries: 1,
    });
    expect(week.totals).toEqual({ views: 6, searches: 4, whatsapp: 1, enquiries: 1, quoteAdds: 1 });
    expect(week.products.map((p) => [p.name, p.count])).toEqual([
      ["Furadeira de Impacto", 3],
      ["Serra Circular", 1],
    ]);
    expect(week.whatsapp).toMatchObject([{ id: drill, count: 1 }]);
    expect(week.categories).toMatchObject([{ id: 1, name: "Máquinas Elétricas", count: 1 }]);
    expect(week.brands).toMatchObject([{ name: "Bosch", count: 1 }]);
    expect(week.searches).toEqual([
      { term: "broquinha", count: 2, zero: 2 },
      { term: "furadera", count: 1, zero: 1 },
      { term: "serra", count: 1, zero: 0 },
    ]);
    // A typo of a catalogue word gets that word offered as its synonym.
    expect(week.zero).toEqual([
      { term: "broquinha", count: 2, lastDay: "2026-11-26", synonym: null, suggestion: null },
      { term: "furadera", count: 1, lastDay: "2026-11-26", synonym: null, suggestion: "furadeira" },
    ]);
  });

  it("reads one language, names in the administrator's, and longer periods", async () => {
    const spanish = await readInsights(t.db, { days: 7, locale: "es", namesIn: "en", now: NOW });
    expect(spanish.products).toEqual([{ id: drill, name: "Impact Drill", sku: null, count: 1 }]);
    const quarter = await readInsights(t.db, { days: 90, namesIn: "pt", now: NOW });
    expect(quarter.products.map((p) => [p.id, p.count])).toEqual([
      [saw, 6],
      [drill, 3],
    ]);
    const csv = await readInsightTable(t.db, "zero", { days: 30, namesIn: "pt", now: NOW });
    expect(csv.kind === "zero" && csv.rows.map((r) => r.term)).toEqual(["broquinha", "furadera"]);
  });

  it("deletes raw events after 30 days and keeps the rollups", async () => {
    expect(await deleteExpiredEvents(t.db, NOW)).toBe(5);
    const raw = await t.db.selectFrom("insight_event").select("at").execute();
    expect(raw.every((r) => r.at >= daysAgo(30).toISOString())).toBe(true);
    const quarter = await readInsights(t.db, { days: 90, namesIn: "pt", now: NOW });
    expect(quarter.products[0]).toMatchObject({ id: saw, count: 6 });
  });

  it("keeps no column that could say who did it", async () => {
    const [row] = await t.db.selectFrom("insight_event").selectAll().limit(1).execute();
    expect(Object.keys(row!).sort()).toEqual(["at", "id", "item", "kind", "locale", "results"]);
  });

  it("writes terms cut in the middle of an emoji or holding half of one (one row each, no error)", async () => {
    const r = new InsightRecorder();
    const long = (emoji: string) => insightTerm(`${"a".repeat(79)}${emoji}${emoji}`);
    const terms = [long("😀"), long("🤔"), insightTerm("broca\ud800"), insightTerm("broca\udc00")];
    expect(terms[0]).not.toBe(terms[1]);
    expect(terms[2]).toBe("broca\ufffd");
    expect(terms[3]).toBe(terms[2]);
    r.record(
      terms.map((item) => ({ kind: "search", item, results: 0, locale: "pt" })),
      NOW,
    );
    expect(await r.flush(t.db)).toEqual({ written: 4, dropped: 0 });
    const rows = await t.db
      .selectFrom("insight_daily")
      .select(["item", "count"])
      .where("kind", "=", "search")
      .where("item", "in", terms)
      .orderBy("item")
      .execute();
    expect(rows.map((row) => row.count)).toEqual([1, 1, 2]);
  });

  it("writes terms with quotes, backslashes, commas, braces and the word NULL as typed", async () => {
    // On PostgreSQL each column goes as one array literal: these are what such a literal escapes.
    const r = new InsightRecorder();
    const terms = ['chave "allen"', "c:\\broca\\", "serra, disco", "{kit}", "NULL", " ", "a'b"];
    r.record(
      terms.map((item) => ({ kind: "search", item, results: 0, locale: "es" })),
      NOW,
    );
    expect(await r.flush(t.db)).toEqual({ written: terms.length, dropped: 0 });
    const events = await t.db
      .selectFrom("insight_event")
      .select(["item", "results"])
      .where("item", "in", terms)
      .execute();
    expect(events.map((e) => e.item).sort()).toEqual([...terms].sort());
    expect(events.every((e) => e.results === 0)).toBe(true);
    const zero = await t.db
      .selectFrom("insight_daily")
      .select(["item", "count"])
      .where("kind", "=", "search_zero")
      .where("locale", "=", "es")
      .where("item", "in", terms)
      .execute();
    expect(zero.map((z) => z.item).sort()).toEqual([...terms].sort());
    expect(zero.every((z) => z.count === 1)).toBe(true);
  });

  it("writes a large batch in slices, letting other answers run in between", async () => {
    const r = new InsightRecorder();
    r.record(
      Array.from({ length: 2_500 }, (_, i) => ({
        kind: "search" as const,
        item: `slice ${i % 50}`,
        results: 1,
        locale: "pt" as const,
      })),
      NOW,
    );
    // What a cached page's answer is to the event loop: a callback waiting for its turn.
    let turns = 0;
    const other = setInterval(() => turns++, 0);
    const flushed = await r.flush(t.db);
    clearInterval(other);
    expect(flushed).toEqual({ written: 2_500, dropped: 0 });
    expect(turns).toBeGreaterThanOrEqual(5);
    const total = await t.db
      .selectFrom("insight_daily")
      .select((eb) => eb.fn.sum<number>("count").as("n"))
      .where("kind", "=", "search")
      .where("item", "like", "slice %")
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(2_500);
  });

  it("holds a failed batch again for the next flush", async () => {
    const gone = await createTestDb("sqlite");
    await gone.cleanup();
    const r = new InsightRecorder();
    r.record([{ kind: "search", item: "x", results: 1, locale: "pt" }], NOW);
    await expect(r.flush(gone.db)).rejects.toThrow();
    expect(r.pending).toBe(1);
    expect(await r.flush(t.db)).toEqual({ written: 1, dropped: 0 });
  });
});
