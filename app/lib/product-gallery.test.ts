import { describe, expect, it } from "vitest";
import { galleryEn } from "~/i18n/en/gallery";
import { galleryEs } from "~/i18n/es/gallery";
import { galleryPt } from "~/i18n/pt/gallery";
import { perLanguage } from "./localized";
import {
  cssUrl,
  galleryAlt,
  productGallery,
  variantGallery,
  type StoredGalleryImage,
} from "./product-gallery";

// What the product page's gallery shows, made on the server.

const HASH = "0123456789abcdef0123456789abcdef";

function stored(
  ref: { hash?: string; url?: string },
  alt: string | null = null,
  alts: Partial<Record<"en" | "es", string>> = {},
): StoredGalleryImage {
  return {
    image_hash: ref.hash ?? null,
    image_url: ref.url ?? null,
    alt,
    ...perLanguage("alt", (l) => (alts as Record<string, string | undefined>)[l] ?? null),
  };
}

describe("a gallery image's alternative text", () => {
  const image = stored({ hash: HASH }, "Trena aberta", { en: "Open tape measure" });

  it("is the page language's own text", () => {
    expect(galleryAlt(image, "pt", "Trena")).toBe("Trena aberta");
    expect(galleryAlt(image, "en", "Tape")).toBe("Open tape measure");
  });

  it("falls back to the default language's text, as every content text does", () => {
    expect(galleryAlt(image, "es", "Cinta")).toBe("Trena aberta");
  });

  it("falls back to the product's name when the image has no text (or only spaces)", () => {
    expect(galleryAlt(stored({ hash: HASH }), "pt", "Trena 5 m")).toBe("Trena 5 m");
    expect(galleryAlt(stored({ hash: HASH }, "  "), "en", "Tape 5 m")).toBe("Tape 5 m");
  });
});

describe("the product page's gallery", () => {
  it("keeps the stored order, the cover first, each picture with its labels and URLs", () => {
    const view = productGallery(
      [stored({ url: "https://cdn.example.com/a.jpg" }), stored({ hash: HASH }, "Verso")],
      { hash: null, url: "https://cdn.example.com/a.jpg" },
      "pt",
      "Trena",
      galleryPt,
    );
    expect(view.slides.map((s) => s.alt)).toEqual(["Trena", "Verso"]);
    expect(view.slides.map((s) => s.label)).toEqual(["Imagem 1 de 2", "Imagem 2 de 2"]);
    expect(view.slides[1]).toMatchObject({
      image: { hash: HASH, url: null },
      open: "Ampliar imagem: Verso",
      dialog: "Imagem ampliada: Verso",
      // Thumbnails take the smallest stored width, the zoom view the largest.
      thumb: `url("/media/${HASH}-200.webp")`,
      full: `/media/${HASH}-1200.webp`,
    });
    // An image given by URL has one size: the URL itself.
    expect(view.slides[0]!.full).toBe("https://cdn.example.com/a.jpg");
    expect(view.texts).toEqual({
      image: "Imagem {n} de {count}",
      close: "Fechar",
      zoom: "Aproximar",
      previous: "Imagem anterior",
      next: "Próxima imagem",
    });
  });

  it("labels thumbnails in the page's language", () => {
    const images = [stored({ hash: HASH }), stored({ hash: HASH }), stored({ hash: HASH })];
    const cover = { hash: HASH, url: null };
    expect(productGallery(images, cover, "en", "Tape", galleryEn).slides[1]!.label).toBe(
      "Image 2 of 3",
    );
    expect(productGallery(images, cover, "es", "Cinta", galleryEs).slides[1]!.label).toBe(
      "Imagen 2 de 3",
    );
  });

  it("a product without gallery rows shows its cover, or the placeholder when it has none", () => {
    const cover = productGallery([], { hash: HASH, url: null }, "pt", "Trena", galleryPt);
    expect(cover.slides).toHaveLength(1);
    expect(cover.slides[0]).toMatchObject({ image: { hash: HASH }, alt: "Trena" });
    const none = productGallery([], { hash: null, url: null }, "pt", "Trena", galleryPt);
    expect(none.slides[0]!.thumb).toBe('url("/placeholder-product.svg")');
    expect(none.slides[0]!.full).toBe("/placeholder-product.svg");
  });
});

describe("a chosen variant's pictures", () => {
  const images = ["a", "b", "c"].map((n, i) =>
    stored({ url: `https://cdn.example.com/${n}.jpg` }, `Foto ${i + 1}`),
  );
  const all = productGallery(images, { hash: null, url: null }, "pt", "Furadeira", galleryPt);

  it("are its own, in its order, counted among themselves", () => {
    const own = variantGallery(all, [2, 1]);
    expect(own.slides.map((s) => [s.alt, s.label])).toEqual([
      ["Foto 3", "Imagem 1 de 2"],
      ["Foto 2", "Imagem 2 de 2"],
    ]);
    expect(own.texts).toBe(all.texts);
  });

  it("are the whole gallery for a variant without pictures of its own", () => {
    expect(variantGallery(all, [])).toBe(all);
    expect(variantGallery(all, [7])).toBe(all);
  });
});

describe("a thumbnail's CSS url()", () => {
  it("keeps an https URL's quotes, backslashes and line breaks from ending the value", () => {
    const css = cssUrl('https://example.com/x.png?"); background: red; ("\\\n');
    expect(css).toBe('url("https://example.com/x.png?%22); background: red; (%22%5C%0A")');
    expect(css.slice(5, -2)).not.toMatch(/["\\\n]/);
  });
});
