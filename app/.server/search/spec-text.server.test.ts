import { describe, expect, it } from "vitest";
import { queryTerms, specSearchText } from "./spec-text.server";

describe("specifications in the search document", () => {
  it("writes a choice's label in every language, its measures apart and together", () => {
    const text = specSearchText([
      {
        type: "choice",
        unit: null,
        number: null,
        labels: ["Bateria 18 V", "Battery 18 V", "Batería 18 V"],
      },
    ]);
    expect(text.split(" ")).toEqual(
      expect.arrayContaining(["bateria", "battery", "18", "v", "18v"]),
    );
    expect(text).toContain("bateria 18 v");
    expect(text).toContain("bateria 18v");
    expect(text).toContain("battery 18v");
  });

  it("writes a number with its unit apart and together, with a decimal point and a comma", () => {
    const text = specSearchText([
      { type: "number", unit: "mm", number: 6.35, labels: [] },
      { type: "number", unit: "W", number: 750, labels: [] },
    ]);
    expect(text.split(" ")).toEqual(
      expect.arrayContaining(["6.35mm", "6,35mm", "750w", "6.35", "6,35", "750"]),
    );
    expect(text).toContain("750 w");
  });

  it("leaves yes/no values out: 'sim' or 'yes' would match every product", () => {
    expect(specSearchText([{ type: "boolean", unit: null, number: 1, labels: [] }])).toBe("");
  });

  it("skips a language without a label, and repeats no text", () => {
    const text = specSearchText([
      { type: "choice", unit: null, number: null, labels: ["Bivolt", null, "Bivolt"] },
    ]);
    expect(text).toBe("bivolt");
  });
});

describe("measures in a query", () => {
  it("reads a number and the unit after it as one measure: 'bateria 18 v'", () => {
    expect(queryTerms(["bateria", "18", "v"])).toEqual([
      { word: "bateria" },
      { word: "18v", forms: [" 18v", " 18 v"] },
    ]);
  });

  it("reads a number written with its unit as the same measure: '220v', '6,35mm'", () => {
    expect(queryTerms(["220v"])).toEqual([{ word: "220v", forms: [" 220v", " 220 v"] }]);
    expect(queryTerms(["6,35mm"])[0]!.forms).toEqual([" 6,35mm", " 6,35 mm"]);
  });

  it("leaves plain words, lone numbers and numbers before other words as they are", () => {
    expect(queryTerms(["jogo", "12", "pecas"])).toEqual([
      { word: "jogo" },
      { word: "12" },
      { word: "pecas" },
    ]);
    expect(queryTerms(["gws", "850"])).toEqual([{ word: "gws" }, { word: "850" }]);
    expect(queryTerms(["45cc"])[0]!.forms).toEqual([" 45cc", " 45 cc"]);
    expect(queryTerms(["a4"])).toEqual([{ word: "a4" }]);
  });
});
