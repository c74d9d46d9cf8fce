import { galleryEn } from "./en/gallery";
import { galleryEs } from "./es/gallery";
import type { Locale } from "./locale";
import { galleryPt } from "./pt/gallery";
import type { Widen } from "./widen";

export type GalleryMessages = Widen<typeof galleryPt>;

// A language of the table (./languages.ts) without its gallery texts here is a type error.
const catalogues: Record<Locale, GalleryMessages> = { pt: galleryPt, en: galleryEn, es: galleryEs };

/**
 * The product gallery's texts in a language. Server-only: the product page's loader fills them
 * in, so a shopper's browser gets them as page data, not as code (./pt/gallery.ts).
 */
export function galleryMessagesFor(locale: Locale): GalleryMessages {
  return catalogues[locale];
}
