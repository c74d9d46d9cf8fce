/** Widths every uploaded image is re-encoded to (docs/decisions/021-media-in-the-database.md). */
export const MEDIA_WIDTHS = [200, 400, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

export function mediaUrl(hash: string, width: MediaWidth): string {
  return `/media/${hash}-${width}.webp`;
}

export function mediaSrcSet(hash: string, maxWidth: MediaWidth = 1200): string {
  return MEDIA_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${mediaUrl(hash, w)} ${w}w`)
    .join(", ");
}

/** An image is either an uploaded media hash or an external https URL. */
export interface ImageRef {
  hash: string | null;
  url: string | null;
}

/** The URL shown for an image, at the given width for uploads. */
export function imageSrc(ref: ImageRef, width: MediaWidth = 800): string | null {
  if (ref.hash) return mediaUrl(ref.hash, width);
  return ref.url;
}

/** An uploaded image named by its media path: `/media/<hash>-<width>.webp`, or `/media/<hash>`. */
const MEDIA_REF = /^\/media\/([0-9a-f]{32})(?:-(\d+)\.webp)?$/;

/** The media hash a `/media/` reference names (any of MEDIA_WIDTHS, or none), else null. */
export function mediaHashOf(src: string): string | null {
  const match = MEDIA_REF.exec(src);
  if (!match) return null;
  if (match[2] !== undefined && !MEDIA_WIDTHS.includes(Number(match[2]) as MediaWidth)) return null;
  return match[1]!;
}
