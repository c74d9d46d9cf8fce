import { describe, expect, it } from "vitest";
import { hrefWithVariant } from "./variant-url";

// The language menu's links follow a variant chosen in place (docs/decisions/065-product-variants.md).

const base = "https://loja.example/produto/12?variante=E2E-220";

describe("a link to the page in another language", () => {
  it("takes the variant chosen in place, replacing the one the page was loaded with", () => {
    expect(hrefWithVariant("/es/produto/12?variante=E2E-127", "E2E-220", base)).toBe(
      "/es/produto/12?variante=E2E-220",
    );
  });

  it("gains the variant when the page was loaded without one, keeping its path and other parameters", () => {
    expect(hrefWithVariant("/en/produto/12", "55", base)).toBe("/en/produto/12?variante=55");
    expect(hrefWithVariant("/produto/12?utm_source=x", "A B&C", base)).toBe(
      "/produto/12?utm_source=x&variante=A+B%26C",
    );
  });

  it("keeps an absolute address on another origin absolute", () => {
    expect(hrefWithVariant("https://outra.example/es/produto/12", "K", base)).toBe(
      "https://outra.example/es/produto/12?variante=K",
    );
  });
});
