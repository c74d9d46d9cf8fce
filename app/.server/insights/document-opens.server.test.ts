import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoPlayOf } from "~/islands/frame-on-press";
import { beaconSchema } from "~/lib/insights";
import { insightsCsv } from "~/routes/admin/+insights/insights-csv.server";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { readInsights, readInsightTable } from "./insights.server";
import { documentItem } from "./media.server";
import { InsightRecorder } from "./recorder.server";

// A product's documents opened and videos played, in Estatísticas
// (docs/decisions/068-product-documents-and-videos.md): the video's press sends a `video_play`
// beacon (the map's sends nothing), the document route records `document_open`, and the page and
// its CSV read them ranked, named in the administrator's language.

describe("a video play's beacon", () => {
  it("the beacon schema accepts video_play with the product's id, and nothing else for it", () => {
    const ok = beaconSchema.safeParse({ locale: "pt", events: [{ kind: "video_play", id: 3 }] });
    expect(ok.success).toBe(true);
    for (const bad of [{ kind: "video_play" }, { kind: "video_play", id: 0 }]) {
      expect(beaconSchema.safeParse({ locale: "pt", events: [bad] }).success).toBe(false);
    }
  });

  it("rule: a pressed frame counts a video play only when its link names a product (the map names none)", () => {
    expect(videoPlayOf({ insightVideo: "12" })).toEqual({ kind: "video_play", id: 12 });
    expect(videoPlayOf({})).toBeNull();
    expect(videoPlayOf({ insightVideo: "" })).toBeNull();
    expect(videoPlayOf({ insightVideo: "abc" })).toBeNull();
    expect(videoPlayOf({ insightVideo: "-1" })).toBeNull();
  });
});

describe.each(TEST_DB_KINDS)("documents opened and videos played in Estatísticas on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("rule: ranks documents by opens and videos by plays, a removed document by its product, a deleted product left out", async () => {
    const docs = await t.db
      .selectFrom("product_document")
      .select(["id", "product_id", "title", "title_en"])
      .orderBy("id")
      .execute();
    expect(docs.length).toBeGreaterThanOrEqual(2);
    const [kept, removed] = docs as [(typeof docs)[number], (typeof docs)[number]];
    const products = (
      await t.db.selectFrom("product").select("id").orderBy("id").limit(2).execute()
    ).map((r) => r.id) as [number, number];
    const recorder = new InsightRecorder();
    const open = (d: { id: number; product_id: number }, locale: "pt" | "es" = "pt") => ({
      kind: "document_open" as const,
      item: documentItem(d.id, d.product_id),
      locale,
    });
    const play = (id: number, locale: "pt" | "es" = "pt") => ({
      kind: "video_play" as const,
      item: String(id),
      locale,
    });
    recorder.record([
      open(kept),
      open(kept, "es"),
      open(kept),
      open(removed),
      play(products[1]),
      play(products[1], "es"),
      play(products[0]),
      // A product that does not exist is not written at all.
      play(999_999),
    ]);
    expect(await recorder.flush(t.db)).toEqual({ written: 7, dropped: 0 });
    await t.db.deleteFrom("product_document").where("id", "=", removed.id).execute();

    const all = await readInsights(t.db, { days: 7, namesIn: "en" });
    expect(all.documents.map((r) => [r.document.id, r.product.id, r.count])).toEqual([
      [kept.id, kept.product_id, 3],
      [removed.id, removed.product_id, 1],
    ]);
    expect(all.documents[0]!.document.title).toBe(kept.title_en || kept.title);
    expect(all.documents[1]!.document.title).toBeNull();
    expect(all.documents[1]!.product.name).toEqual(expect.any(String));
    expect(all.videos.map((r) => [r.id, r.count])).toEqual([
      [products[1], 2],
      [products[0], 1],
    ]);

    const spanish = await readInsights(t.db, { days: 7, locale: "es", namesIn: "es" });
    expect(spanish.documents.map((r) => r.count)).toEqual([1]);
    expect(spanish.videos.map((r) => [r.id, r.count])).toEqual([[products[1], 1]]);

    // Both tables in the CSV export, a removed document under its fallback title.
    const csv = insightsCsv(
      "documents",
      await readInsightTable(t.db, "documents", { days: 7, namesIn: "pt" }),
      "pt",
    );
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("documento;id;sku;produto;aberturas");
    expect(lines[1]).toMatch(new RegExp(`;${kept.product_id};.*;3$`));
    expect(lines[2]).toMatch(new RegExp(`^Documento removido \\(#${removed.id}\\);`));
    const videos = insightsCsv(
      "videos",
      await readInsightTable(t.db, "videos", { days: 7, namesIn: "pt" }),
      "pt",
    );
    const videoLines = videos
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(videoLines[0]).toBe("id;sku;produto;reproduções");
    expect(videoLines[1]).toMatch(new RegExp(`^${products[1]};.*;2$`));

    // A product deleted since: its opens and plays are left out.
    await t.db.deleteFrom("insight_daily").where("kind", "=", "video_play").execute();
    await t.db
      .insertInto("insight_daily")
      .values({
        day: all.to,
        kind: "document_open",
        item: documentItem(123_456, 999_999),
        locale: "pt",
        count: 9,
      })
      .execute();
    const after = await readInsights(t.db, { days: 7, namesIn: "pt" });
    expect(after.documents.map((r) => r.count)).toEqual([3, 1]);
    expect(after.videos).toEqual([]);
  });
});
