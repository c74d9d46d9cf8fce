import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { MEDIA_WIDTHS, type MediaWidth } from "~/lib/media-url";
import type { Db } from "../db/kysely";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export type ImageError = "tooLarge" | "tooManyPixels" | "unsupported" | "corrupt";

export class ImageRejected extends Error {
  constructor(readonly reason: ImageError) {
    super(`image rejected: ${reason}`);
  }
}

/**
 * design.md "Media": checked by content, not by name (JPEG, PNG, WebP, AVIF, GIF; ≤ 10 MB and
 * ≤ 40 megapixels; SVG refused), then re-encoded to WebP at every width, dropping metadata.
 */
export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export async function storeImage(
  db: Db,
  input: Uint8Array,
  /** Re-used encodings by hash: the demo seed encodes its pictures once per process. */
  memo?: Map<string, EncodedVariant[]>,
): Promise<{ hash: string }> {
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejected("tooLarge");
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRejected("corrupt");
  }
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format)) throw new ImageRejected("unsupported");
  if (meta.format === "heif" && meta.compression !== "av1") throw new ImageRejected("unsupported");
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new ImageRejected("tooManyPixels");

  const hash = createHash("sha256").update(input).digest("hex").slice(0, 32);
  const existing = await db
    .selectFrom("media")
    .select("hash")
    .where("hash", "=", hash)
    .executeTakeFirst();
  if (existing) return { hash };

  const now = new Date().toISOString();
  const variants = memo?.get(hash) ?? (await encodeVariants(input));
  memo?.set(hash, variants);
  await db
    .insertInto("media")
    .values(variants.map((v) => ({ hash, ...v, content_type: "image/webp", created_at: now })))
    .onConflict((oc) => oc.columns(["hash", "width"]).doNothing())
    .execute();
  return { hash };
}

async function encodeVariants(input: Uint8Array): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  for (const width of MEDIA_WIDTHS) {
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
