import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { campaignBanner, DEMO_POSTER_CAMPAIGNS } from "./demo-banners";
import { DEMO_BRANDS, DEMO_POSTERS, DEMO_PRODUCTS } from "./demo-data";
import { pathGap } from "./demo-picture-kit";
import { KIND_PICTURES } from "./demo-picture-kinds";
import { DEMO_PRODUCT_KINDS, demoShotCount, productShots } from "./demo-pictures";

const iconDir = join(
  dirname(createRequire(import.meta.url).resolve("@tabler/icons/package.json")),
  "icons",
  "outline",
);

async function size(png: Buffer) {
  const { format, width, height } = await sharp(png).metadata();
  return { format, width, height };
}

function demoShot(index: number) {
  const [name, , brand] = DEMO_PRODUCTS[index]!;
  return {
    name,
    kind: DEMO_PRODUCT_KINDS[name]!,
    brandName: DEMO_BRANDS[brand]!.name,
    brandColor: DEMO_BRANDS[brand]!.color,
  };
}

describe("demo pictures", () => {
  it("gives every demo product a kind drawn only from Tabler icons that exist", () => {
    expect(Object.keys(DEMO_PRODUCT_KINDS).sort()).toEqual(DEMO_PRODUCTS.map((p) => p[0]).sort());
    for (const kind of Object.values(DEMO_PRODUCT_KINDS)) {
      expect(KIND_PICTURES[kind].parts.length).toBeGreaterThan(0);
    }
    for (const { parts } of Object.values(KIND_PICTURES)) {
      for (const { icon } of parts)
        expect(existsSync(join(iconDir, `${icon}.svg`)), icon).toBe(true);
    }
  });

  it("gives each demo product two to four pictures", () => {
    const counts = DEMO_PRODUCTS.map((_, i) => demoShotCount(i));
    expect(new Set(counts)).toEqual(new Set([2, 3, 4]));
  });

  it("draws the requested number of 800×800 PNG shots, the same bytes every time", async () => {
    for (const count of [2, 3, 4] as const) {
      const shots = await productShots(demoShot(count), count);
      expect(shots).toHaveLength(count);
      for (const shot of shots)
        expect(await size(shot)).toEqual({ format: "png", width: 800, height: 800 });
      expect(new Set(shots.map((s) => s.toString("base64"))).size).toBe(count);
    }
    const [first, again] = await Promise.all([
      productShots(demoShot(10), 4),
      productShots(demoShot(10), 4),
    ]);
    expect(again.map((shot, i) => shot.equals(first[i]!))).toEqual([true, true, true, true]);
  });

  it("draws a 1200×450 PNG banner for every demo poster, in each language", async () => {
    expect(Object.keys(DEMO_POSTER_CAMPAIGNS).sort()).toEqual(
      DEMO_POSTERS.map((p) => p.title).sort(),
    );
    const poster = DEMO_POSTERS[0];
    const campaign = DEMO_POSTER_CAMPAIGNS[poster.title];
    const banners = await Promise.all(
      (["pt", "en", "es"] as const).map((locale) =>
        campaignBanner({ ...campaign, locale, colors: poster.colors, shopName: "YouTools" }),
      ),
    );
    for (const banner of banners) {
      expect(await size(banner)).toEqual({ format: "png", width: 1200, height: 450 });
    }
    expect(banners[0]!.equals(banners[1]!)).toBe(false);
  });

  it("fills only the icon outlines that are closed or nearly so", () => {
    expect(pathGap("M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0")).toBeCloseTo(0);
    expect(pathGap("M3 7h14v10h-14z")).toBe(0);
    expect(pathGap("M6 11h5.38a1 1 0 0 1 .9 .55l.72 1.45h5a1 1 0 0 1 1 1v2")).toBeGreaterThan(6);
  });
});
