import { describe, expect, it } from "vitest";
import {
  fitWithin,
  firstStep,
  LOGO_COMPRESSION,
  measuredSize,
  nextStep,
  POSTER_COMPRESSION,
  type Attempt,
  type CompressionProfile,
  type Step,
} from "./image-compression";

/** Runs the rule against an encoder whose sizes are given per format and quality. */
function run(profile: CompressionProfile, sizeOf: (format: string, quality: number) => number) {
  const attempts: Attempt[] = [];
  let step: Step = firstStep(profile);
  while (step.action === "encode") {
    attempts.push({
      format: step.format,
      quality: step.quality,
      size: sizeOf(step.format, step.quality),
    });
    step = nextStep(profile, attempts);
  }
  return { attempts, chosen: attempts[step.index]! };
}

const tooBig = () => 10_000_000;

describe("product rules §5 image compression, poster", () => {
  it("uses the constants: max 900×900, start quality 0.75, target 122,880 bytes", () => {
    expect(POSTER_COMPRESSION).toMatchObject({
      maxWidth: 900,
      maxHeight: 900,
      startQuality: 0.75,
      targetBytes: 122_880,
      minQuality: 0.35,
      maxReductions: 6,
      fallbackFormat: "image/jpeg",
    });
  });

  it("stops at the first attempt that is at most 122,880 bytes", () => {
    const { attempts, chosen } = run(POSTER_COMPRESSION, (_, q) => (q > 0.6 ? 200_000 : 122_880));
    expect(attempts.map((a) => a.quality)).toEqual([0.75, 0.65, 0.55]);
    expect(chosen).toMatchObject({ format: "image/webp", quality: 0.55, size: 122_880 });
  });

  it("lowers the quality by 0.1 down to 0.35, then falls back to JPEG", () => {
    const { attempts } = run(POSTER_COMPRESSION, tooBig);
    expect(attempts.map((a) => [a.format, a.quality])).toEqual([
      ["image/webp", 0.75],
      ["image/webp", 0.65],
      ["image/webp", 0.55],
      ["image/webp", 0.45],
      ["image/webp", 0.35],
      ["image/jpeg", 0.35],
    ]);
  });

  it("never lowers the quality more than 6 times", () => {
    const { attempts } = run({ ...POSTER_COMPRESSION, minQuality: 0 }, tooBig);
    const webp = attempts.filter((a) => a.format === "image/webp");
    expect(webp).toHaveLength(7); // the first try and 6 reductions
    expect(attempts.at(-1)).toMatchObject({ format: "image/jpeg" });
  });

  it("keeps the smallest attempt when even the JPEG is too big", () => {
    const { chosen } = run(POSTER_COMPRESSION, (format, q) =>
      format === "image/jpeg" ? 900_000 : 300_000 + q * 100_000,
    );
    expect(chosen).toMatchObject({ format: "image/webp", quality: 0.35 });
  });

  it("goes straight to JPEG when the browser cannot encode WebP", () => {
    const attempts: Attempt[] = [{ format: "image/png", quality: 0.75, size: 500_000 }];
    expect(nextStep(POSTER_COMPRESSION, attempts)).toEqual({
      action: "encode",
      format: "image/jpeg",
      quality: 0.75,
    });
  });
});

describe("product rules §5 image compression, brand logo", () => {
  it("uses the constants: max 400×400, WebP at 0.7, target 61,440 bytes", () => {
    expect(LOGO_COMPRESSION).toMatchObject({
      maxWidth: 400,
      maxHeight: 400,
      format: "image/webp",
      startQuality: 0.7,
      targetBytes: 61_440,
      minQuality: 0.3,
      maxReductions: 5,
      fallbackFormat: "image/jpeg",
    });
  });

  it("counts the size as three quarters of the data URL's length", () => {
    expect(measuredSize(LOGO_COMPRESSION, { bytes: 1, dataUrlLength: 81_920 })).toBe(61_440);
    expect(measuredSize(POSTER_COMPRESSION, { bytes: 1234, dataUrlLength: 99_999 })).toBe(1234);
  });

  it("lowers the quality by 0.1 to no less than 0.3, then JPEG as the last step", () => {
    const { attempts } = run(LOGO_COMPRESSION, tooBig);
    expect(attempts.map((a) => [a.format, a.quality])).toEqual([
      ["image/webp", 0.7],
      ["image/webp", 0.6],
      ["image/webp", 0.5],
      ["image/webp", 0.4],
      ["image/webp", 0.3],
      ["image/jpeg", 0.3],
    ]);
  });

  it("lowers the quality at most 5 times", () => {
    const { attempts } = run({ ...LOGO_COMPRESSION, minQuality: 0 }, tooBig);
    expect(attempts.filter((a) => a.format === "image/webp")).toHaveLength(6);
  });
});

describe("resizing keeps the shape within the box and never enlarges", () => {
  it("fits a wide picture to 900 across", () => {
    expect(fitWithin(3000, 1500, POSTER_COMPRESSION)).toEqual({ width: 900, height: 450 });
  });
  it("fits a tall logo to 400 high", () => {
    expect(fitWithin(500, 1000, LOGO_COMPRESSION)).toEqual({ width: 200, height: 400 });
  });
  it("leaves a small picture alone", () => {
    expect(fitWithin(120, 80, LOGO_COMPRESSION)).toEqual({ width: 120, height: 80 });
  });
});
