import { describe, expect, it } from "vitest";
import {
  MAX_GROUP_VALUES,
  filterEntries,
  formatPriceRange,
  isFiltered,
  parseFilters,
  parsePriceRange,
  toggleValue,
  withoutGroup,
  type FilterVocabulary,
} from "./filters";

const vocabulary: FilterVocabulary = {
  brands: new Set(["bosch", "makita", "stanley"]),
  attributes: new Map([
    ["voltagem", { type: "choice", values: new Set(["127v", "220v", "bivolt"]) }],
    ["potencia", { type: "number", values: new Set<string>() }],
    ["isolado", { type: "boolean", values: new Set<string>() }],
  ]),
};

const normal = (query: string) =>
  new URLSearchParams(
    filterEntries(parseFilters(new URLSearchParams(query), vocabulary)),
  ).toString();

describe("the filters' normal form", () => {
  it("is the same whatever the order, repetition or commas of the parameters", () => {
    const expected = "estoque=1&marca=bosch%2Cmakita&oferta=1&voltagem=220v%2Cbivolt";
    expect(
      normal("voltagem=bivolt&marca=makita&estoque=1&oferta=1&voltagem=220v&marca=bosch"),
    ).toBe(expected);
    expect(normal("marca=makita,bosch,makita&voltagem=220v,bivolt&oferta=1&estoque=1")).toBe(
      expected,
    );
    expect(normal("oferta=1&estoque=1&voltagem=BIVOLT, 220v&marca=Bosch&marca=makita")).toBe(
      expected,
    );
  });

  it("drops unknown codes and values, so they give the list without them", () => {
    expect(normal("marca=nobody&cor=azul&voltagem=380v&utm_source=x")).toBe("");
    expect(normal("marca=nobody,bosch&voltagem=380v,127v")).toBe("marca=bosch&voltagem=127v");
  });

  it("ignores a group past its limits (500 values, a 10 kB value) and malformed values", () => {
    const many = Array.from({ length: 500 }, (_, i) => `v${i}`).join(",");
    expect(normal(`marca=${many},bosch`)).toBe("");
    expect(normal(`marca=bosch&voltagem=${"x".repeat(10_000)}`)).toBe("marca=bosch");
    expect(normal("preco=abc&oferta=yes&estoque=2&potencia=alto&isolado=3")).toBe("");
    expect(MAX_GROUP_VALUES).toBeLessThan(500);
  });

  it("writes numbers as JSON does and yes/no as 1/0", () => {
    expect(normal("potencia=0650,1.50&isolado=1")).toBe("isolado=1&potencia=1.5%2C650");
  });

  it("reads a number specification's range in its normal form, and not for a yes/no", () => {
    expect(normal("potencia=0500-999.0,1500-")).toBe("potencia=1500-%2C500-999");
    expect(normal("potencia=999-500")).toBe("");
    expect(normal("isolado=0-1")).toBe("");
  });

  it("reads the form's price fields (with a decimal comma) as one `preco` range", () => {
    expect(normal("preco_min=50&preco_max=149,90")).toBe("preco=50-149.9");
    expect(normal("preco_min=&preco_max=&preco=10-20")).toBe("preco=10-20");
    expect(normal("preco_min=20")).toBe("preco=20-");
  });

  it("tells a filtered state from an unfiltered one", () => {
    expect(isFiltered(parseFilters(new URLSearchParams("sort=name&page=2"), vocabulary))).toBe(
      false,
    );
    expect(isFiltered(parseFilters(new URLSearchParams("estoque=1"), vocabulary))).toBe(true);
  });
});

describe("price ranges", () => {
  it("are dollars with both ends included, either end open, never reversed", () => {
    expect(parsePriceRange("50-150")).toEqual({ min: 5000, max: 15000 });
    expect(parsePriceRange("-99.99")).toEqual({ min: null, max: 9999 });
    expect(parsePriceRange("500-")).toEqual({ min: 50000, max: null });
    expect(parsePriceRange("150-50")).toBeNull();
    expect(parsePriceRange("-")).toBeNull();
    expect(parsePriceRange("abc")).toBeNull();
    expect(formatPriceRange({ min: 4999, max: null })).toBe("49.99-");
  });
});

describe("changing a selection", () => {
  const state = parseFilters(new URLSearchParams("marca=bosch&voltagem=220v"), vocabulary);

  it("adds or removes one value of a group; a checked value can always be unchecked", () => {
    expect(toggleValue(state, "marca", "makita").brands).toEqual(["bosch", "makita"]);
    expect(toggleValue(state, "marca", "bosch").brands).toEqual([]);
    expect(toggleValue(state, "voltagem", "220v").attributes).toEqual([]);
    expect(toggleValue(state, "oferta", "1").offer).toBe(true);
  });

  it("leaves one group out (its counts are computed so)", () => {
    expect(withoutGroup(state, "marca")).toMatchObject({
      brands: [],
      attributes: [["voltagem", ["220v"]]],
    });
    expect(withoutGroup(state, "voltagem").attributes).toEqual([]);
  });
});
