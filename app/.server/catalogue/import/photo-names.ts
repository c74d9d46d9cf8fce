import { MAX_PRODUCT_IMAGES } from "~/lib/catalogue-schemas";

// Photos in bulk (docs/decisions/047-catalogue-import.md, "Photos in bulk"):
// a file's name says which product's gallery it joins and where. `SKU.jpg` is the product's first
// new photo, `SKU-2.jpg` … `SKU-12.jpg` the ones after it. A SKU may itself end in "-N"
// (`ABC-12`), so the whole name is tried first and the suffix only when the whole name is no SKU.

/** The extensions a photo's name may carry; the content still decides (images.server.ts). */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "gif"] as const;

/** What a file's name says, before the catalogue is asked. */
export interface PhotoName {
  /** The name without folders and extension, as written. */
  stem: string;
  /** The extension, lower case ("" when none). */
  extension: string;
  /** Whether the extension is one of an image. */
  isImageName: boolean;
}

/** The last path segment (a zip entry may sit in folders; `\` from Windows zips too). */
export function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? "";
}

export function photoName(path: string): PhotoName {
  const base = baseName(path).trim();
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot).trim() : base;
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  return {
    stem,
    extension,
    isImageName: (PHOTO_EXTENSIONS as readonly string[]).includes(extension),
  };
}

/** A file name resolved against the catalogue: the product and the photo's order number (1 = SKU.jpg). */
export interface PhotoTarget<P> {
  product: P;
  order: number;
}

/**
 * The rule: the whole stem is a SKU (case-insensitive) → order 1; else a stem `PREFIX-N` with N
 * from 2 to 12 (no leading zero) whose PREFIX is a SKU → order N; else no product (the caller
 * lists the file as an unknown SKU, never guesses). `find` looks a SKU up without case.
 */
export function photoTarget<P>(
  stem: string,
  find: (sku: string) => P | undefined,
): PhotoTarget<P> | null {
  const whole = find(stem);
  if (whole !== undefined) return { product: whole, order: 1 };
  const match = /^(.+)-([1-9]\d?)$/.exec(stem);
  if (!match) return null;
  const order = Number(match[2]);
  if (order < 2 || order > MAX_PRODUCT_IMAGES) return null;
  const prefix = find(match[1]!);
  return prefix === undefined ? null : { product: prefix, order };
}

/** The SKUs a stem could name, for one catalogue query: the stem itself and its prefix. */
export function candidateSkus(stem: string): string[] {
  const match = /^(.+)-([1-9]\d?)$/.exec(stem);
  return match ? [stem, match[1]!] : [stem];
}
