// docs/product-rules.md §5 "Image compression": the browser shrinks an image before it is uploaded.
// This module holds the constants and the decision rule (which quality and format to try next, and
// when to stop); the canvas work is app/components/admin/compress-image.client.ts.

export type ImageFormat = "image/webp" | "image/jpeg";

export interface CompressionProfile {
  maxWidth: number;
  maxHeight: number;
  format: ImageFormat;
  startQuality: number;
  minQuality: number;
  qualityStep: number;
  /** How many times the quality may be lowered. */
  maxReductions: number;
  targetBytes: number;
  /**
   * How an attempt's size is counted: the encoded file's bytes, or three quarters of the length
   * of its data URL (what base64 costs; the spec's logo rule).
   */
  measure: "bytes" | "dataUrl";
  /** The last step when the size is still above the target. */
  fallbackFormat: ImageFormat;
}

/**
 * docs/product-rules.md §5 poster: max 900×900, quality 0.75, ≤ 122,880 bytes, −0.1 down to 0.35 at
 * most 6 times, then JPEG.
 */
export const POSTER_COMPRESSION: CompressionProfile = {
  maxWidth: 900,
  maxHeight: 900,
  format: "image/webp",
  startQuality: 0.75,
  minQuality: 0.35,
  qualityStep: 0.1,
  maxReductions: 6,
  targetBytes: 122_880,
  measure: "bytes",
  fallbackFormat: "image/jpeg",
};

/**
 * docs/product-rules.md §5 brand logo: max 400×400, WebP at 0.7, ≤ 61,440 bytes counted as ¾ of the
 * data URL, −0.1 up to 5 times to no less than 0.3, JPEG as the last step.
 */
export const LOGO_COMPRESSION: CompressionProfile = {
  maxWidth: 400,
  maxHeight: 400,
  format: "image/webp",
  startQuality: 0.7,
  minQuality: 0.3,
  qualityStep: 0.1,
  maxReductions: 5,
  targetBytes: 61_440,
  measure: "dataUrl",
  fallbackFormat: "image/jpeg",
};

/** Product pictures (not in the spec): 1200×1200 WebP at 0.8, lowered to 0.5 above 400 kB. */
export const PRODUCT_COMPRESSION: CompressionProfile = {
  maxWidth: 1200,
  maxHeight: 1200,
  format: "image/webp",
  startQuality: 0.8,
  minQuality: 0.5,
  qualityStep: 0.1,
  maxReductions: 3,
  targetBytes: 400 * 1024,
  measure: "bytes",
  fallbackFormat: "image/jpeg",
};

export interface Attempt {
  /** The format the browser actually produced (one without WebP encoding gives PNG). */
  format: string;
  quality: number;
  size: number;
}

export type Step =
  { action: "encode"; format: ImageFormat; quality: number } | { action: "accept"; index: number };

/** A quality rounded to one decimal, so 0.75 − 0.1 − 0.1 is 0.55 and not 0.5499999. */
const tenth = (q: number) => Math.round(q * 100) / 100;

export function firstStep(profile: CompressionProfile): Step {
  return { action: "encode", format: profile.format, quality: profile.startQuality };
}

/** Size of an attempt as the profile counts it. */
export function measuredSize(
  profile: CompressionProfile,
  encoded: { bytes: number; dataUrlLength: number },
): number {
  return profile.measure === "dataUrl" ? Math.ceil((encoded.dataUrlLength * 3) / 4) : encoded.bytes;
}

/**
 * The rule, given every attempt so far (at least one): accept the last when it fits the target;
 * otherwise lower the quality by one step while reductions remain and the floor allows; then try
 * the fallback format once, at the last quality tried; after that keep the smallest attempt.
 */
export function nextStep(profile: CompressionProfile, attempts: Attempt[]): Step {
  const lastIndex = attempts.length - 1;
  const last = attempts[lastIndex];
  if (!last) return firstStep(profile);
  if (last.size <= profile.targetBytes) return { action: "accept", index: lastIndex };
  if (last.format === profile.fallbackFormat || attempts.length > profile.maxReductions + 2) {
    let smallest = 0;
    attempts.forEach((a, i) => {
      if (a.size < attempts[smallest]!.size) smallest = i;
    });
    return { action: "accept", index: smallest };
  }
  const reductions = attempts.length - 1;
  const lowered = tenth(last.quality - profile.qualityStep);
  if (
    last.format === profile.format &&
    reductions < profile.maxReductions &&
    lowered >= profile.minQuality - 1e-9
  ) {
    return { action: "encode", format: profile.format, quality: lowered };
  }
  return { action: "encode", format: profile.fallbackFormat, quality: last.quality };
}

/** Width and height that fit within the profile's box, keeping the shape; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  profile: Pick<CompressionProfile, "maxWidth" | "maxHeight">,
): { width: number; height: number } {
  const scale = Math.min(1, profile.maxWidth / width, profile.maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
