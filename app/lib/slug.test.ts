import { describe, expect, it } from "vitest";
import { brandPath, brandSlug, categorySlug, isReservedSlug } from "./slug";

describe("brand slug (product rules §3)", () => {
  it("lower-cases the name and turns runs of whitespace into hyphens", () => {
    expect(brandSlug("Black  Decker")).toBe("black-decker");
    expect(brandSlug(" Tramontina Pro\tLine ")).toBe("tramontina-pro-line");
  });
  it("refuses slugs the router uses (decision 016)", () => {
    expect(isReservedSlug(brandSlug("Admin"))).toBe(true);
    expect(isReservedSlug(brandSlug("Produtos"))).toBe(true);
    expect(isReservedSlug(brandSlug("EN"))).toBe(true);
    expect(isReservedSlug(brandSlug("Es"))).toBe(true); // the Spanish pages' prefix, /es
    // public/'s files answer before the router: no brand page could be reached there.
    expect(isReservedSlug(brandSlug("manifest.es.webmanifest"))).toBe(true);
    expect(isReservedSlug(brandSlug("Bosch"))).toBe(false);
  });
});

describe("brandPath: a brand's page is one path segment whatever its name", () => {
  it("encodes characters that would start another segment, a query or a fragment", () => {
    // Slugs made now hold none of them (below); older ones still link right.
    expect(brandPath("a/b-tools")).toBe("/a%2Fb-tools");
    expect(brandPath("rock-&-roll?")).toBe("/rock-%26-roll%3F");
    expect(brandPath(brandSlug("Nº 1 & Co"))).toBe("/n%C2%BA-1-%26-co");
  });

  it("leaves an ordinary slug as it is", () => {
    expect(brandPath("tramontina")).toBe("/tramontina");
  });
});

describe("brand slug of any name is one working path segment", () => {
  it("turns / \\ ? # % into hyphens like whitespace, so the link is neither another path nor a query", () => {
    expect(brandSlug("A/B Tools")).toBe("a-b-tools");
    expect(brandSlug("Rock & Roll?")).toBe("rock-&-roll");
    expect(brandSlug("Nº 1 #top")).toBe("nº-1-top");
    expect(brandSlug("50% Off / Pro")).toBe("50-off-pro");
    expect(brandSlug("C:\\Tools")).toBe("c:-tools");
    expect(brandSlug("/ ? #")).toBe("-");
  });

  it("never makes . or .., which a browser resolves to the home page", () => {
    expect(brandSlug(".")).toBe("-");
    expect(brandSlug("..")).toBe("--");
    expect(brandSlug(" .. ")).toBe("--");
    expect(brandSlug("...")).toBe("...");
    for (const name of [".", "..", "/", "?", "#", "A/B", "x?y#z", "Ação & Cia"]) {
      const path = brandPath(brandSlug(name));
      // What a browser makes of the link: the same one segment, with no query or fragment.
      const url = new URL(path, "https://shop.example");
      expect(url.pathname, name).toBe(path);
      expect(url.search + url.hash, name).toBe("");
      expect(url.pathname, name).not.toBe("/");
    }
  });

  it("keeps accents and & (links encode them)", () => {
    expect(brandSlug("Ação & Cia")).toBe("ação-&-cia");
  });
});

describe("category slug (categories an import creates)", () => {
  it("drops accents and joins words with hyphens", () => {
    expect(categorySlug("Máquinas Elétricas")).toBe("maquinas-eletricas");
    expect(categorySlug("  Jardim & Agricultura! ")).toBe("jardim-agricultura");
    expect(categorySlug("???")).toBe("categoria");
  });
});
