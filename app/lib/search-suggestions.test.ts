import { describe, expect, it } from "vitest";
import {
  pickSuggestions,
  type SuggestionCandidate,
  type SuggestionCandidates,
  type SuggestionType,
} from "./search-suggestions";

function candidates(type: SuggestionType, names: string[]): SuggestionCandidate[] {
  return names.map((name, i) => ({
    type,
    id: i + 1,
    label: name,
    href: `/${type}/${i + 1}`,
    names: [name],
  }));
}

const none: SuggestionCandidates = { product: [], brand: [], category: [] };

describe("header search suggestions (product rules §9: ≤ 6 per type, ≤ 8 in total, products → brands → categories)", () => {
  it("an empty or blank query gives no results", () => {
    const all = { ...none, brand: candidates("brand", ["Bosch"]) };
    expect(pickSuggestions("", all)).toEqual([]);
    expect(pickSuggestions("   ", all)).toEqual([]);
  });

  it("matches a trimmed, case- and accent-insensitive substring of the name", () => {
    const all = {
      ...none,
      category: candidates("category", ["Máquinas Elétricas", "Ferramentas Manuais"]),
    };
    expect(pickSuggestions("  maquinas ", all).map((s) => s.label)).toEqual(["Máquinas Elétricas"]);
    expect(pickSuggestions("ELÉTR", all).map((s) => s.label)).toEqual(["Máquinas Elétricas"]);
    expect(pickSuggestions("xyz", all)).toEqual([]);
  });

  it("matches any of a candidate's names (both languages)", () => {
    const all = {
      ...none,
      product: [
        {
          type: "product" as const,
          id: 7,
          label: "Martelo",
          href: "/produto/7",
          names: ["Martelo", "Hammer"],
        },
      ],
    };
    expect(pickSuggestions("hamm", all)).toEqual([
      { type: "product", id: 7, label: "Martelo", href: "/produto/7" },
    ]);
  });

  it("keeps at most 6 of one type", () => {
    const all = {
      ...none,
      brand: candidates(
        "brand",
        Array.from({ length: 9 }, (_, i) => `Marca ${i}`),
      ),
    };
    expect(pickSuggestions("marca", all)).toHaveLength(6);
  });

  it("keeps at most 8 in total, products first, then brands, then categories", () => {
    const all: SuggestionCandidates = {
      product: candidates(
        "product",
        Array.from({ length: 7 }, (_, i) => `Serra ${i}`),
      ),
      brand: candidates("brand", ["Serra Forte", "Serrana", "Serralheria"]),
      category: candidates("category", ["Serras"]),
    };
    const picked = pickSuggestions("serr", all);
    expect(picked).toHaveLength(8);
    expect(picked.map((s) => s.type)).toEqual([
      "product",
      "product",
      "product",
      "product",
      "product",
      "product",
      "brand",
      "brand",
    ]);
  });

  it("orders products, then brands, then categories when fewer match", () => {
    const all: SuggestionCandidates = {
      category: candidates("category", ["Construção Civil"]),
      brand: candidates("brand", ["Construtora"]),
      product: candidates("product", ["Kit construção"]),
    };
    expect(pickSuggestions("constru", all).map((s) => s.type)).toEqual([
      "product",
      "brand",
      "category",
    ]);
  });
});
