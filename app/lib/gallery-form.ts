import { MAX_PRODUCT_IMAGES } from "./catalogue-schemas";
import { perLanguage, type ContentColumns } from "./localized";
import { mediaHashOf, mediaUrl, type ImageRef } from "./media-url";

// The back office's gallery editor as a form (docs/decisions/046-product-gallery.md):
// each picture is uploaded on its own first (routes/admin/media-upload.tsx), so one refused file
// never loses the others; the product form then posts the whole ordered list as plain fields,
// `images.0.url`, `images.0.alt`, `images.0.alt_en`, …, with `gallery=1` saying the list was sent
// (absent: the gallery stays as it is, or, in the add form without JavaScript, the one image picker
// gives it). A form field cannot carry an array; these names can, in order, with or without
// JavaScript, and productFieldsSchema's `images` checks them like the JSON API's.

/** The field whose presence says the form sends the whole gallery. */
export const GALLERY_MARKER = "gallery";

/** One picture of the editor: an uploaded image's `/media/` path or an https URL, its alt texts. */
export type GalleryEntry = { url: string; alt: string | null } & ContentColumns<"alt">;

/** The text keys of one picture's fields: `url`, `alt`, `alt_{code}` for every other language. */
export type GalleryKey = "url" | "alt" | keyof ContentColumns<"alt">;

/** A picture's field name in the form: `images.{index}.{key}`. */
export const galleryFieldName = (index: number, key: GalleryKey) => `images.${index}.${key}`;

const FIELD = /^images\.(\d{1,3})\.([a-z_]+)$/;

/**
 * The gallery a form sent, in the order of its indexes, as productFieldsSchema's `images` reads it;
 * undefined when the form did not send one (no GALLERY_MARKER). Unknown keys are dropped; a gap in
 * the indexes closes up. More than MAX_PRODUCT_IMAGES go through, for the schema to refuse by name.
 */
export function galleryFromFields(
  fields: Readonly<Record<string, unknown>>,
): Record<string, unknown>[] | undefined {
  if (fields[GALLERY_MARKER] === undefined) return undefined;
  const keys = new Set<string>(["url", "alt", ...Object.keys(perLanguage("alt", () => 0))]);
  const byIndex = new Map<number, Record<string, unknown>>();
  for (const [name, value] of Object.entries(fields)) {
    const match = FIELD.exec(name);
    if (!match || !keys.has(match[2]!)) continue;
    const index = Number(match[1]);
    const image = byIndex.get(index) ?? {};
    image[match[2]!] = value;
    byIndex.set(index, image);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, image]) => image);
}

/**
 * A form field's name from a schema issue's path: a gallery picture's own field
 * (`images.2.alt`), so its message shows beside it; else the path's first segment.
 */
export function galleryFieldOf(path: readonly PropertyKey[]): string {
  if (path[0] === "images" && typeof path[1] === "number" && typeof path[2] === "string") {
    return `images.${path[1]}.${path[2]}`;
  }
  return path.length > 0 ? String(path[0]) : "form";
}

/** Stored gallery images (getProductImages) as the editor starts from them. */
export function galleryEntries(
  images: readonly ({
    image_hash: string | null;
    image_url: string | null;
    alt: string | null;
  } & ContentColumns<"alt">)[],
): GalleryEntry[] {
  return images.flatMap((image) => {
    const url = image.image_hash ? mediaUrl(image.image_hash, 800) : image.image_url;
    if (!url) return [];
    return [{ url, alt: image.alt, ...perLanguage("alt", (l) => image[`alt_${l}`]) }];
  });
}

/**
 * The pictures a refused form sent, to show them again (its `values`): what was uploaded stays
 * uploaded. Empty texts read as none.
 */
export function galleryFromValues(values: Readonly<Record<string, string>>): GalleryEntry[] {
  return (galleryFromFields(values) ?? []).flatMap((image) => {
    const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);
    const url = text(image.url);
    if (!url) return [];
    return [{ url, alt: text(image.alt), ...perLanguage("alt", (l) => text(image[`alt_${l}`])) }];
  });
}

/** A picture's small preview: the 200 px variant of an upload, else the URL itself. */
export function galleryThumb(url: string): string {
  const hash = mediaHashOf(url);
  return hash ? mediaUrl(hash, 200) : url;
}

/** The image reference of an entry (for ProductImage and its placeholder fallback). */
export function galleryRef(url: string): ImageRef {
  const hash = mediaHashOf(url);
  return { hash, url: hash ? null : url };
}

/** How many more pictures a gallery of `count` may take. */
export const roomLeft = (count: number) => Math.max(0, MAX_PRODUCT_IMAGES - count);

/** Where the editor uploads each picture on its own (app/routes/admin/media-upload.tsx). */
export const MEDIA_UPLOAD_PATH = "/admin/midia";

/** The upload's file field. */
export const MEDIA_UPLOAD_FIELD = "file";

/**
 * What the upload answers: the stored image's `/media/` path (800 px, as the API shows it), or why
 * it was refused, in the administrator's language.
 */
export type MediaUploadAnswer = { ok: true; url: string } | { ok: false; error: string };
