import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from "~/lib/seo/sitemap";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import {
  planProductParts,
  productPages,
  productPartPieces,
  sitemapPartPieces,
} from "./sitemap.server";

// The products' sitemap files keep within the protocol's limits, whatever the
// length of the pictures' URLs, and name every product once.

const ORIGIN = "https://shop.example";

async function text(pieces: AsyncIterable<string> | null): Promise<string> {
  let out = "";
  for await (const piece of pieces ?? []) out += piece;
  return out;
}

describe.each(TEST_DB_KINDS)("the products' sitemap files on %s", (kind) => {
  let t: TestDb;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    ids = (await t.db.selectFrom("product").select("id").orderBy("id").execute()).map((p) => p.id);
  });
  afterAll(() => t.cleanup());

  it("at the protocol's limits the demo catalogue is one file", async () => {
    const parts = await planProductParts(t.db, ORIGIN);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ path: "/sitemap.xml?part=products-1", after: 0 });
    expect(parts[0]!.urls).toBe(ids.length * LANGUAGES.length);
    expect(parts[0]!.bytes).toBeLessThan(SITEMAP_MAX_BYTES);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it("files are cut at the URL limit and the byte limit, each as large as planned, every product once", async () => {
    for (const limits of [
      { urls: 10 * LANGUAGES.length, bytes: SITEMAP_MAX_BYTES },
      { urls: SITEMAP_MAX_URLS, bytes: 20_000 },
    ]) {
      const parts = await planProductParts(t.db, ORIGIN, limits);
      expect(parts.length).toBeGreaterThan(1);
      const seen: number[] = [];
      for (const [i, part] of parts.entries()) {
        expect(part.path).toBe(`/sitemap.xml?part=products-${i + 1}`);
        expect(part.urls).toBeLessThanOrEqual(limits.urls);
        expect(part.bytes).toBeLessThanOrEqual(limits.bytes);
        // What the planner counted is what is written.
        const xml = await text(productPartPieces(t.db, ORIGIN, part));
        expect(Buffer.byteLength(xml)).toBe(part.bytes);
        expect(xml.match(/<url>/g)).toHaveLength(part.urls);
        for (const m of xml.matchAll(/<loc>https:\/\/shop\.example\/produto\/(\d+)<\/loc>/g)) {
          seen.push(Number(m[1]));
        }
        if (i > 0) expect(part.after).toBe(parts[i - 1]!.last);
      }
      expect(seen).toEqual(ids);
    }
  });

  it("products are read a batch at a time from the first id after the given one", async () => {
    const pages: string[] = [];
    for await (const batch of productPages(t.db, ids[2]!, ids[5]!)) {
      pages.push(...batch.map((p) => p.path));
      expect(batch.map((p) => `/produto/${p.id}`)).toEqual(batch.map((p) => p.path));
    }
    expect(pages).toEqual(ids.slice(3, 6).map((id) => `/produto/${id}`));
  });

  it("a picture's URL of 2,000 characters is counted in full", async () => {
    const long = `https://cdn.example/${"a".repeat(1970)}.png`;
    await t.db
      .updateTable("product_image")
      .set({ image_hash: null, image_url: long })
      .where("product_id", "=", ids[0]!)
      .execute();
    const [part] = await planProductParts(t.db, ORIGIN);
    const xml = await text(await sitemapPartPieces(t.db, ORIGIN, "products-1"));
    expect(xml).toContain(`<image:loc>${long}</image:loc>`);
    expect(Buffer.byteLength(xml)).toBe(part!.bytes);
  });
});
