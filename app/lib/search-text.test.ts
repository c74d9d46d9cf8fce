import { describe, expect, it } from "vitest";
import { discountBasisPoints, normalizeSearch } from "./search-text";

describe("search normalisation (product rules §5, accent-insensitive per decision 027)", () => {
  it("trims, lower-cases and strips accents", () => {
    expect(normalizeSearch("  Máquinas ELÉTRICAS ")).toBe("maquinas eletricas");
    expect(normalizeSearch("Construção")).toBe("construcao");
  });
});

describe("one-typo tolerance (words of 5+ letters)", () => {
  it("accepts one insertion, deletion, substitution or swap", async () => {
    const { withinOneEdit } = await import("./search-text");
    expect(withinOneEdit("furadera", "furadeira")).toBe(true);
    expect(withinOneEdit("furadeira", "furadera")).toBe(true);
    expect(withinOneEdit("martelo", "martelp")).toBe(true);
    expect(withinOneEdit("martelo", "amrtelo")).toBe(true);
    expect(withinOneEdit("martelo", "martillo")).toBe(false);
    expect(withinOneEdit("serra", "sierra")).toBe(true);
  });
  it("keeps only letter words of 5 or more as vocabulary", async () => {
    const { vocabularyWords } = await import("./search-text");
    expect(vocabularyWords("Furadeira de Impacto 13mm 750W")).toEqual(["furadeira", "impacto"]);
  });
});

describe("biggest-discount rule (product rules §9 sort): only an offer has a discount", () => {
  it("is the original price over the price, in basis points, rounded down", () => {
    expect(discountBasisPoints(3990, 4990, true)).toBe(2004);
    expect(discountBasisPoints(5000, 10000, true)).toBe(5000);
  });
  it("is 0 without an original price above the price", () => {
    expect(discountBasisPoints(4990, 4990, true)).toBe(0);
    expect(discountBasisPoints(4990, 3990, true)).toBe(0);
    expect(discountBasisPoints(4990, null, true)).toBe(0);
  });
  it("is 0 for a product that is not on offer, whatever its original price", () => {
    expect(discountBasisPoints(3990, 4990, false)).toBe(0);
  });
});
