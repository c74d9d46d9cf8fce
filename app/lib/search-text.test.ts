import { describe, expect, it } from "vitest";
import { normalizeSearch } from "./search-text";

describe("search normalisation (spec §5, accent-insensitive per design.md)", () => {
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
