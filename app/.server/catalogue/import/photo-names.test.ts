import { describe, expect, it } from "vitest";
import { candidateSkus, photoName, photoTarget } from "./photo-names";

// The SKU a photo's file name gives (docs/decisions/047-catalogue-import.md,
// "Photos in bulk").

const catalogue = ["ABC", "ABC-12", "FUR-1", "x-2"];
const find = (sku: string) => catalogue.find((s) => s.toLowerCase() === sku.toLowerCase());
const target = (file: string) => photoTarget(photoName(file).stem, find);

describe("a photo's file name", () => {
  it("SKU.jpg is the product's first new photo, matched without case", () => {
    expect(target("abc.JPG")).toEqual({ product: "ABC", order: 1 });
    expect(target("fur-1.jpeg")).toEqual({ product: "FUR-1", order: 1 });
  });

  it("SKU-N.jpg with N from 2 to 12 is its N-th", () => {
    expect(target("ABC-2.jpg")).toEqual({ product: "ABC", order: 2 });
    expect(target("FUR-1-3.png")).toEqual({ product: "FUR-1", order: 3 });
  });

  it("a whole name that is a SKU wins over its -N suffix (ABC-12 is a SKU, not ABC's 12th)", () => {
    expect(target("ABC-12.jpg")).toEqual({ product: "ABC-12", order: 1 });
    expect(target("ABC-12-2.jpg")).toEqual({ product: "ABC-12", order: 2 });
    expect(target("x-2.webp")).toEqual({ product: "x-2", order: 1 });
  });

  it("a suffix out of 2..12, or with a leading zero, is part of the name: no SKU, never guessed", () => {
    expect(target("ABC-1.jpg")).toBeNull();
    expect(target("ABC-13.jpg")).toBeNull();
    expect(target("ABC-02.jpg")).toBeNull();
    expect(target("ABCD.jpg")).toBeNull();
    expect(target("AB.jpg")).toBeNull();
  });

  it("folders of a zip entry are dropped; the extension says whether it may be an image", () => {
    expect(photoName("fotos/sub/ABC-2.JPG")).toEqual({
      stem: "ABC-2",
      extension: "jpg",
      isImageName: true,
    });
    expect(photoName("C:\\fotos\\ABC.png").stem).toBe("ABC");
    expect(photoName("ABC.pdf").isImageName).toBe(false);
    expect(photoName("ABC").isImageName).toBe(false);
    expect(photoName(".jpg").isImageName).toBe(false);
  });

  it("asks the catalogue about the whole name and its prefix only", () => {
    expect(candidateSkus("ABC-12")).toEqual(["ABC-12", "ABC"]);
    expect(candidateSkus("ABC")).toEqual(["ABC"]);
  });
});
