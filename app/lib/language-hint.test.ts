import { describe, expect, it } from "vitest";
import { preferredOtherLocale } from "./language-hint";

describe("the language hint's choice (decided from navigator.languages)", () => {
  it("offers Spanish or English when the browser prefers it over Portuguese", () => {
    expect(preferredOtherLocale(["es-PY", "es", "pt-BR"], "pt")).toBe("es");
    expect(preferredOtherLocale(["en-US", "en"], "pt")).toBe("en");
    expect(preferredOtherLocale(["ES"], "pt")).toBe("es");
  });

  it("offers nothing when Portuguese comes first, whatever follows", () => {
    expect(preferredOtherLocale(["pt-BR", "es", "en"], "pt")).toBeNull();
    expect(preferredOtherLocale(["pt"], "pt")).toBeNull();
  });

  it("skips languages the shop does not have and takes the first one it has", () => {
    expect(preferredOtherLocale(["gn", "de-DE", "es-AR", "pt"], "pt")).toBe("es");
    expect(preferredOtherLocale(["fr", "de"], "pt")).toBeNull();
    expect(preferredOtherLocale([], "pt")).toBeNull();
  });
});
