import { describe, expect, it } from "vitest";
import { productPatchSchema } from "./catalogue-schemas";
import { fieldMessages } from "./form-errors";
import {
  galleryEntries,
  galleryFieldName,
  galleryFieldOf,
  galleryFromFields,
  galleryFromValues,
  GALLERY_MARKER,
} from "./gallery-form";
import { perLanguage } from "./localized";

// The gallery editor posts the ordered pictures as `images.{i}.{key}` fields with
// a `gallery` marker; the same schema as the JSON API's `images` reads them.

const HASH = "0123456789abcdef0123456789abcdef";
const alts = (make: (code: string) => string | null) => perLanguage("alt", make);

describe("the gallery editor's form fields", () => {
  it("without the marker the form sends no gallery: the product's stays as it is", () => {
    expect(
      galleryFromFields({ name: "Serra", [galleryFieldName(0, "url")]: "https://a.test/1.jpg" }),
    ).toBeUndefined();
  });

  it("with the marker and no picture, the gallery is empty (every picture removed)", () => {
    expect(galleryFromFields({ [GALLERY_MARKER]: "1" })).toEqual([]);
  });

  it("pictures come in the order of their indexes, whatever the order of the fields; gaps close up", () => {
    const fields = {
      [GALLERY_MARKER]: "1",
      [galleryFieldName(10, "url")]: "https://a.test/c.jpg",
      [galleryFieldName(0, "url")]: `/media/${HASH}-800.webp`,
      [galleryFieldName(0, "alt")]: "Frente",
      [galleryFieldName(2, "url")]: "https://a.test/b.jpg",
    };
    expect(galleryFromFields(fields)).toEqual([
      { url: `/media/${HASH}-800.webp`, alt: "Frente" },
      { url: "https://a.test/b.jpg" },
      { url: "https://a.test/c.jpg" },
    ]);
  });

  it("reads the alternative text of every language of the languages table, and nothing else", () => {
    const fields: Record<string, string> = {
      [GALLERY_MARKER]: "1",
      [galleryFieldName(0, "url")]: "https://a.test/1.jpg",
      "images.0.position": "7",
      "images.0.image_hash": HASH,
      "images.x.url": "https://a.test/2.jpg",
    };
    for (const [key, value] of Object.entries(alts((code) => `alt ${code}`))) {
      fields[`images.0.${key}`] = value!;
    }
    expect(galleryFromFields(fields)).toEqual([
      { url: "https://a.test/1.jpg", ...alts((code) => `alt ${code}`) },
    ]);
  });

  it("the schema refuses a 13th picture by the limit's name, and an http URL beside its picture", () => {
    const fields: Record<string, string> = { [GALLERY_MARKER]: "1" };
    for (let i = 0; i < 13; i++) fields[galleryFieldName(i, "url")] = `https://a.test/${i}.jpg`;
    const many = productPatchSchema.safeParse({ images: galleryFromFields(fields) });
    expect(many.success).toBe(false);
    expect(fieldMessages(many.error!, (i) => i.message, { fieldOf: galleryFieldOf })).toEqual({
      images: "tooManyImages",
    });

    const http = productPatchSchema.safeParse({
      images: galleryFromFields({
        [GALLERY_MARKER]: "1",
        [galleryFieldName(0, "url")]: "https://a.test/1.jpg",
        [galleryFieldName(1, "url")]: "http://a.test/2.jpg",
        [galleryFieldName(1, "alt")]: "x".repeat(301),
      }),
    });
    expect(fieldMessages(http.error!, (i) => i.message, { fieldOf: galleryFieldOf })).toEqual({
      [galleryFieldName(1, "url")]: "httpsOnly",
      [galleryFieldName(1, "alt")]: "tooLong",
    });
  });

  it("an empty alternative text is stored as none (the store then shows the product's name)", () => {
    const parsed = productPatchSchema.parse({
      images: galleryFromFields({
        [GALLERY_MARKER]: "1",
        [galleryFieldName(0, "url")]: "https://a.test/1.jpg",
        [galleryFieldName(0, "alt")]: "  ",
      }),
    });
    expect(parsed.images).toEqual([
      { url: "https://a.test/1.jpg", alt: null, ...alts(() => null) },
    ]);
  });

  it("a refused form's values give its pictures back, uploads and URLs alike", () => {
    expect(
      galleryFromValues({
        [GALLERY_MARKER]: "1",
        [galleryFieldName(0, "url")]: `/media/${HASH}-800.webp`,
        [galleryFieldName(0, "alt")]: "Frente",
        [galleryFieldName(1, "url")]: "",
      }),
    ).toEqual([{ url: `/media/${HASH}-800.webp`, alt: "Frente", ...alts(() => null) }]);
  });

  it("stored pictures start the editor as their /media/ path (800 px) or their URL", () => {
    const stored = [
      { image_hash: HASH, image_url: null, alt: "Frente", ...alts(() => "Front") },
      { image_hash: null, image_url: "https://a.test/1.jpg", alt: null, ...alts(() => null) },
    ];
    expect(galleryEntries(stored)).toEqual([
      { url: `/media/${HASH}-800.webp`, alt: "Frente", ...alts(() => "Front") },
      { url: "https://a.test/1.jpg", alt: null, ...alts(() => null) },
    ]);
  });

  it("other fields' issues keep their own name", () => {
    expect(galleryFieldOf(["price"])).toBe("price");
    expect(galleryFieldOf(["images"])).toBe("images");
    expect(galleryFieldOf([])).toBe("form");
  });
});
