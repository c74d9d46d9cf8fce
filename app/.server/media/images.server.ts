import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { MEDIA_WIDTHS, type MediaWidth } from "~/lib/media-url";
import type { Db } from "../db/kysely";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;

export type ImageError = "tooLarge" | "tooManyPixels" | "unsupported" | "corrupt";

export class ImageRejected extends Error {
  constructor(readonly reason: ImageError) {
    super(`image rejected: ${reason}`);
  }
}

/**
 * docs/decisions/021-media-in-the-database.md: checked by content, not by name (JPEG, PNG, WebP,
 * AVIF, GIF; ≤ 10 MB and ≤ 40 megapixels; SVG refused), then re-encoded to WebP at every width,
 * dropping metadata.
 */
export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "avif";

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The format the first bytes announce, whatever the file's name or declared type. Anything else
 * (SVG and other XML, HEIC, TIFF, PDF, text) never reaches a decoder.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand and the compatible brands must name AVIF (not HEIC).
    const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    for (let at = 8; at + 4 <= size; at += 4) {
      if (at === 12) continue; // minor version
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

const SHARP_FORMAT: Record<ImageFormat, string> = {
  jpeg: "jpeg",
  png: "png",
  gif: "gif",
  webp: "webp",
  avif: "heif",
};

/**
 * Everything that can be said about an upload without decoding its pixels: its size, its format
 * by content, and its dimensions from its header. A pixel flood or a decompression bomb (a small
 * file that would decode to more than MAX_PIXELS) is refused here, before any decoder allocates.
 */
export async function inspectImage(
  input: Uint8Array,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejected("tooLarge");
  const format = sniffImageFormat(input);
  if (!format) throw new ImageRejected("unsupported");
  let meta: Metadata;
  try {
    // Header only: no pixel is decoded, so the pixel limit is checked by us below with the
    // real dimensions (sharp's own limit would report a flood as an unreadable file).
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("corrupt");
  }
  if (meta.format !== SHARP_FORMAT[format]) throw new ImageRejected("corrupt");
  if (format === "avif" && meta.compression !== "av1") throw new ImageRejected("unsupported");
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new ImageRejected("corrupt");
  if (width * height > MAX_PIXELS) throw new ImageRejected("tooManyPixels");
  return { format, width, height };
}

/** An image as stored: its content hash and its WebP variants. */
export interface EncodedImage {
  hash: string;
  variants: EncodedVariant[];
}

const hashOf = (input: Uint8Array) => createHash("sha256").update(input).digest("hex").slice(0, 32);

/** Checks and encodes an image without storing it (the demo seed encodes once, stores often). */
export async function encodeImage(input: Uint8Array): Promise<EncodedImage> {
  await inspectImage(input);
  return { hash: hashOf(input), variants: await encodeVariants(input) };
}

/** Stores an encoded image's variants; an image already stored stays as it is. */
export async function storeEncoded(db: Db, { hash, variants }: EncodedImage): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("media")
    .values(variants.map((v) => ({ hash, ...v, content_type: "image/webp", created_at: now })))
    .onConflict((oc) => oc.columns(["hash", "width"]).doNothing())
    .execute();
}

export async function storeImage(db: Db, input: Uint8Array): Promise<{ hash: string }> {
  await inspectImage(input);

  const hash = hashOf(input);
  const existing = await db
    .selectFrom("media")
    .select("hash")
    .where("hash", "=", hash)
    .executeTakeFirst();
  if (existing) return { hash };

  await storeEncoded(db, { hash, variants: await encodeVariants(input) });
  return { hash };
}

async function encodeVariants(input: Uint8Array): Promise<EncodedVariant[]> {
  // Header only: the width once turned upright by its EXIF orientation, as the variants are.
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  const shownWidth = meta.autoOrient?.width ?? meta.width ?? 0;
  const variants: EncodedVariant[] = [];
  for (const width of MEDIA_WIDTHS) {
    // Widths from the image's own up are the image at its own size (never enlarged): the same
    // bytes, encoded once.
    const own = variants.at(-1);
    if (own && own.width >= shownWidth) {
      variants.push({ ...own, width });
      continue;
    }
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width, height: info.height, bytes: data });
    } catch {
      throw new ImageRejected("corrupt");
    }
  }
  return variants;
}

export async function readMedia(db: Db, hash: string, width: MediaWidth) {
  return db
    .selectFrom("media")
    .select(["bytes", "content_type"])
    .where("hash", "=", hash)
    .where("width", "=", width)
    .executeTakeFirst();
}
