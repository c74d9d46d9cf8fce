import { describe, expect, it } from "vitest";
import { brandPath, brandSlug, isReservedSlug } from "./slug";

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
    expect(brandPath(brandSlug("A/B Tools"))).toBe("/a%2Fb-tools");
    expect(brandPath(brandSlug("Rock & Roll?"))).toBe("/rock-%26-roll%3F");
    expect(brandPath(brandSlug("Nº 1 #top"))).toBe("/n%C2%BA-1-%23top");
  });

  it("leaves an ordinary slug as it is", () => {
    expect(brandPath("tramontina")).toBe("/tramontina");
  });
});
