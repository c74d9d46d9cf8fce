/** Widths every uploaded image is re-encoded to (docs/decisions/021-media-in-the-database.md). */
export const MEDIA_WIDTHS = [200, 400, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

export function mediaUrl(hash: string, width: MediaWidth): string {
  return `/media/${hash}-${width}.webp`;
}

export function mediaSrcSet(hash: string): string {
  return MEDIA_WIDTHS.map((w) => `${mediaUrl(hash, w)} ${w}w`).join(", ");
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
