import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { galleryPt } from "~/i18n/pt/gallery";
import { productGallery, type StoredGalleryImage } from "~/lib/product-gallery";
import { perLanguage } from "~/lib/localized";
import { ProductGallery } from "./product-gallery";

// The gallery as the server sends it, before any JavaScript runs.

const hash = (n: number) => n.toString(16).padStart(32, "0");
const image = (n: number, alt: string | null = null): StoredGalleryImage => ({
  image_hash: hash(n),
  image_url: null,
  alt,
  ...perLanguage("alt", () => null),
});

function render(images: StoredGalleryImage[]): string {
  const cover = { hash: images[0]?.image_hash ?? null, url: null };
  const gallery = productGallery(images, cover, "pt", "Trena 5 m", galleryPt);
  return renderToString(<ProductGallery gallery={gallery} />);
}

/** Every tag named `tag` in the markup, as its opening text. */
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const attr = (tagText: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tagText)?.[1] ?? null;

describe("the product gallery's server markup", () => {
  const five = render([image(1, "Trena fechada"), image(2), image(3), image(4), image(5)]);
  const imgs = tags(five, "img");

  it("has the gallery's test id and every picture as an <img>, in order, with its alt text", () => {
    expect(five).toContain('data-testid="product-gallery"');
    expect(imgs.map((i) => attr(i, "alt"))).toEqual([
      "Trena fechada",
      "Trena 5 m",
      "Trena 5 m",
      "Trena 5 m",
      "Trena 5 m",
    ]);
  });

  it("loads only the first picture at once (the page's LCP); the others lazily", () => {
    expect(attr(imgs[0]!, "loading")).toBe("eager");
    expect(attr(imgs[0]!, "fetchPriority")).toBe("high");
    for (const img of imgs.slice(1)) {
      expect(attr(img, "loading")).toBe("lazy");
      expect(attr(img, "fetchPriority")).toBeNull();
    }
  });

  it("gives every picture its size (no layout shift) and a srcset of the stored widths", () => {
    imgs.forEach((img, i) => {
      expect(attr(img, "width")).toBe("800");
      expect(attr(img, "height")).toBe("800");
      expect(attr(img, "srcSet")).toBe(
        [200, 400, 800, 1200].map((w) => `/media/${hash(i + 1)}-${w}.webp ${w}w`).join(", "),
      );
      expect(attr(img, "sizes")).toMatch(/100vw$/);
    });
  });

  it("puts each picture in a button that opens the zoom view; only the first is a tab stop", () => {
    const opens = tags(five, "button").filter((b) => attr(b, "aria-label")?.startsWith("Ampliar"));
    expect(opens.map((b) => attr(b, "aria-label"))).toEqual([
      "Ampliar imagem: Trena fechada",
      ...Array(4).fill("Ampliar imagem: Trena 5 m"),
    ]);
    expect(opens.map((b) => attr(b, "tabindex"))).toEqual(["0", "-1", "-1", "-1", "-1"]);
  });

  it("has a thumbnail button per picture, labelled with its place, the first current", () => {
    const thumbs = tags(five, "button").filter((b) => attr(b, "aria-label")?.startsWith("Imagem"));
    expect(thumbs.map((b) => attr(b, "aria-label"))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Imagem ${n} de 5`),
    );
    expect(thumbs.map((b) => attr(b, "aria-current"))).toEqual([
      "true",
      "false",
      "false",
      "false",
      "false",
    ]);
    expect(attr(thumbs[1]!, "style")).toContain(`/media/${hash(2)}-200.webp`);
  });

  it("shows a counter of the picture showing and how many there are", () => {
    expect(five).toMatch(/<p aria-live="polite"[^>]*>1<!-- --> \/ <!-- -->5<\/p>/);
  });

  it("without JavaScript, stacks the pictures as a list and hides what needs a script", () => {
    const lists = tags(five, "ul");
    // The strip of pictures: a row that snaps, a column when scripting is off.
    expect(attr(lists[0]!, "class")).toMatch(/\bsnap-x\b.*\bnoscript:flex-col\b/);
    // The thumbnails and the counter do nothing without a script.
    expect(attr(lists[1]!, "class")).toContain("noscript:hidden");
    expect(five).toMatch(/class="[^"]*noscript:hidden[^"]*"><span[^>]*><svg/);
    expect(tags(five, "li")).toHaveLength(10);
  });

  it("with one picture, shows neither thumbnails nor a counter", () => {
    const one = render([image(1)]);
    expect(tags(one, "img")).toHaveLength(1);
    expect(tags(one, "ul")).toHaveLength(1);
    expect(tags(one, "button")).toHaveLength(1);
    expect(one).not.toContain(" / ");
    expect(one).not.toContain("Imagem 1 de 1");
  });
});
