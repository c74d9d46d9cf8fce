import { describe, expect, it } from "vitest";
import { localeFromPath, pathInLocale } from "./locale";

describe("a store path's language (decision 016)", () => {
  it("is its prefix's, else the default language's", () => {
    expect(localeFromPath("/")).toBe("pt");
    expect(localeFromPath("/produtos/2")).toBe("pt");
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/es/produto/1")).toBe("es");
    // A brand whose slug starts like a prefix is not that language's page.
    expect(localeFromPath("/english-tools")).toBe("pt");
    expect(localeFromPath("/estrela")).toBe("pt");
  });

  it("a client navigation's data request for a language's home page (/en.data) is that language", () => {
    expect(localeFromPath("/en.data")).toBe("en");
    expect(localeFromPath("/es.data")).toBe("es");
    expect(localeFromPath("/_root.data")).toBe("pt");
    expect(localeFromPath("/en/ofertas.data")).toBe("en");
  });

  it("the same page in another language keeps its path words", () => {
    expect(pathInLocale("/en/produtos?x", "es")).toBe("/es/produtos?x");
    expect(pathInLocale("/es", "pt")).toBe("/");
    expect(pathInLocale("/", "en")).toBe("/en");
  });
});
