import { describe, expect, it } from "vitest";
import { brandSlug, isReservedSlug } from "./slug";

describe("brand slug (spec §3)", () => {
  it("lower-cases the name and turns runs of whitespace into hyphens", () => {
    expect(brandSlug("Black  Decker")).toBe("black-decker");
    expect(brandSlug(" Tramontina Pro\tLine ")).toBe("tramontina-pro-line");
  });
  it("refuses slugs the router uses (design.md Routes)", () => {
    expect(isReservedSlug(brandSlug("Admin"))).toBe(true);
    expect(isReservedSlug(brandSlug("Produtos"))).toBe(true);
    expect(isReservedSlug(brandSlug("Bosch"))).toBe(false);
  });
});
