import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/languages";
import type { galleryPt } from "~/i18n/pt/gallery";
import type { Widen } from "~/i18n/widen";
import { localized, type ContentColumns } from "./localized";
import { imageSrc, PLACEHOLDER_IMAGE, type ImageRef } from "./media-url";

// The product page's gallery (docs/decisions/046-product-gallery.md "The page"):
// what the page shows of a product's images, already in the page's language. Everything a browser
// would otherwise compute (labels, thumbnail backgrounds, the zoom view's URL and texts) is made
// here, on the server: the store's first-load JavaScript has no room left.

/** One picture of a product page's gallery. */
export interface GallerySlide {
  image: ImageRef;
  alt: string;
  /** The large picture's button, which opens the zoom view: "Ampliar imagem: {alt}". */
  open: string;
  /** The thumbnail's label: "Imagem 2 de 5". */
  label: string;
  /** The thumbnail's CSS background: the smallest stored width. */
  thumb: string;
  /** The zoom view's picture: the largest stored width. */
  full: string;
  /** The zoom view's name. */
  dialog: string;
}

/** The zoom view's own controls, and a thumbnail's label for a variant's own pictures. */
export interface GalleryTexts {
  /** "Imagem {n} de {count}". */
  image: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
}

export interface GalleryView {
  slides: GallerySlide[];
  texts: GalleryTexts;
}

/** A gallery image as stored (product_image), the fields the page needs. */
export type StoredGalleryImage = {
  image_hash: string | null;
  image_url: string | null;
  alt: string | null;
} & ContentColumns<"alt">;

/**
 * An image's alternative text in the page's language: its own, else the default language's (as
 * every content text falls back), else the product's name.
 */
export function galleryAlt(image: StoredGalleryImage, locale: Locale, productName: string): string {
  return localized({ ...image, alt: image.alt ?? "" }, "alt", locale).trim() || productName;
}

/** A CSS `url()` of an image, quoted so that no character of the URL can end the value. */
export function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r]/g, encodeURIComponent)}")`;
}

/**
 * The gallery's pictures, cover first, with their texts. A product without gallery rows shows its
 * cover (which may be none: the placeholder), so the page always has its one large picture.
 */
export function productGallery(
  images: readonly StoredGalleryImage[],
  cover: ImageRef,
  locale: Locale,
  productName: string,
  t: Widen<typeof galleryPt>,
): GalleryView {
  const pictures =
    images.length > 0
      ? images.map((i) => ({
          image: { hash: i.image_hash, url: i.image_url },
          alt: galleryAlt(i, locale, productName),
        }))
      : [{ image: cover, alt: productName }];
  return {
    slides: pictures.map(({ image, alt }, i) => ({
      image,
      alt,
      open: fill(t.open, { alt }),
      label: fill(t.image, { n: i + 1, count: pictures.length }),
      thumb: cssUrl(imageSrc(image, 200) ?? PLACEHOLDER_IMAGE),
      full: imageSrc(image, 1200) ?? PLACEHOLDER_IMAGE,
      dialog: fill(t.dialog, { alt }),
    })),
    texts: { image: t.image, close: t.close, zoom: t.zoom, previous: t.previous, next: t.next },
  };
}

/**
 * The pictures of a chosen variant: its own (positions in the product's gallery), counted among
 * themselves ("Imagem 1 de 2"); the whole gallery for a variant without pictures of its own.
 */
export function variantGallery(gallery: GalleryView, pictures: readonly number[]): GalleryView {
  const own = pictures.flatMap((i) => gallery.slides[i] ?? []);
  if (own.length === 0) return gallery;
  return {
    ...gallery,
    slides: own.map((s, i) => ({
      ...s,
      label: fill(gallery.texts.image, { n: i + 1, count: own.length }),
    })),
  };
}
