import { describe, expect, it } from "vitest";
import type { AttributeDef } from "./attributes";
import { attributeRows, attributeUnion, parseCompareIds, rowDiffers } from "./compare";

// Which products an address names, the rows of the table and their order, and
// which rows differ.

function def(id: number, code: string, extra: Partial<AttributeDef> = {}): AttributeDef {
  return {
    id,
    code,
    name: code,
    name_en: `${code} (en)`,
    type: "number",
    unit: null,
    unitCode: null,
    isFilter: true,
    position: id,
    values: [],
    ...extra,
  };
}

const voltage = def(1, "voltagem", {
  type: "choice",
  values: [
    { id: 10, code: "220v", label: "220 V", position: 0 },
    { id: 11, code: "bivolt", label: "Bivolt", position: 1 },
  ],
});
const power = def(2, "potencia", { unit: "W" });
const chuck = def(3, "mandril", { unit: "mm" });
const capacity = def(4, "capacidade", { unit: "kg", position: 0 });
const cordless = def(5, "sem-fio", { type: "boolean" });
const lookup = {
  byId: new Map([voltage, power, chuck, capacity, cordless].map((d) => [d.id, d])),
  // Machines list chuck, voltage, power; cargo lists capacity.
  byCategory: new Map([
    [1, [3, 1, 2]],
    [2, [4]],
  ]),
};
const texts = { yes: "Sim", no: "Não", intl: "pt-BR" };
const product = (id: number) => ({ id, variantId: null });

describe("the ids of a comparison's address", () => {
  it("reads 12,34,56 in its order", () => {
    expect(parseCompareIds(["12,34,56"])).toEqual({
      refs: [12, 34, 56].map(product),
      limited: false,
      malformed: false,
    });
  });

  it("is lenient: spaces, empty parts, repeats, repeated parameters and non-ids are dropped", () => {
    expect(parseCompareIds([" 12, ,34,12,abc,-5,0,1.5,", "56"]).refs).toEqual(
      [12, 34, 56].map(product),
    );
    expect(parseCompareIds([]).refs).toEqual([]);
  });

  it("keeps the first four of more and says so", () => {
    expect(parseCompareIds(["1,2,3,4,5,6"])).toEqual({
      refs: [1, 2, 3, 4].map(product),
      limited: true,
      malformed: false,
    });
    expect(parseCompareIds(["1,2,3,4,4"]).limited).toBe(false);
  });

  it("garbage is an empty comparison marked malformed, never an error", () => {
    expect(parseCompareIds(["<script>"])).toEqual({ refs: [], limited: false, malformed: true });
    expect(parseCompareIds(["9".repeat(30)]).malformed).toBe(true);
    expect(parseCompareIds(["x".repeat(10_000)]).refs).toEqual([]);
    expect(parseCompareIds([""]).malformed).toBe(false);
  });

  it("names a variant as product:variant; two variants of one product are two entries", () => {
    expect(parseCompareIds(["12:55,12:56,12,12:55,12:0,:5,12:x"]).refs).toEqual([
      { id: 12, variantId: 55 },
      { id: 12, variantId: 56 },
      { id: 12, variantId: null },
    ]);
  });
});

describe("the rows of a comparison", () => {
  it("are the union of the products' attributes, in their category's order", () => {
    const products = [
      { categoryId: 1, values: [{ attributeId: 2, valueId: null, number: 650 }] },
      { categoryId: 1, values: [{ attributeId: 1, valueId: 10, number: null }] },
    ];
    expect(attributeUnion(lookup, products).map((d) => d.code)).toEqual(["voltagem", "potencia"]);
  });

  it("follow the first product's category, then what another's adds, then the rest by position", () => {
    const products = [
      {
        categoryId: 2,
        values: [
          { attributeId: 5, valueId: null, number: 1 },
          { attributeId: 4, valueId: null, number: 500 },
        ],
      },
      {
        categoryId: 1,
        values: [
          { attributeId: 2, valueId: null, number: 650 },
          { attributeId: 3, valueId: null, number: 13 },
        ],
      },
    ];
    expect(attributeUnion(lookup, products).map((d) => d.code)).toEqual([
      "capacidade",
      "mandril",
      "potencia",
      "sem-fio",
    ]);
  });

  it("a row differs when any product's value is unlike another's, a missing value included", () => {
    expect(rowDiffers(["220 V", "220 V"])).toBe(false);
    expect(rowDiffers(["220 V", "Bivolt"])).toBe(true);
    expect(rowDiffers(["220 V", null])).toBe(true);
    expect(rowDiffers([null, null])).toBe(false);
    expect(rowDiffers([1990, 1990, 2490])).toBe(true);
  });

  it("one product alone differs from nothing", () => {
    expect(rowDiffers(["220 V"])).toBe(false);
  });

  it("are written in the page's language with units, a dash (null) where a product has none", () => {
    const rows = attributeRows(
      lookup,
      [
        {
          categoryId: 1,
          values: [
            { attributeId: 1, valueId: 10, number: null },
            { attributeId: 2, valueId: null, number: 1500.5 },
          ],
        },
        {
          categoryId: 1,
          values: [
            { attributeId: 1, valueId: 10, number: null },
            { attributeId: 5, valueId: null, number: 0 },
          ],
        },
      ],
      "pt",
      texts,
    );
    expect(rows).toEqual([
      { code: "voltagem", name: "voltagem", cells: ["220 V", "220 V"], differs: false },
      { code: "potencia", name: "potencia", cells: ["1.500,5 W", null], differs: true },
      { code: "sem-fio", name: "sem-fio", cells: [null, "Não"], differs: true },
    ]);
    expect(attributeRows(lookup, [], "en", texts)).toEqual([]);
  });

  it("a product with options compared as a whole shows its variants' values, each once", () => {
    const rows = attributeRows(
      lookup,
      [
        {
          categoryId: 1,
          values: [
            { attributeId: 1, valueId: 10, number: null },
            { attributeId: 1, valueId: 11, number: null },
            { attributeId: 1, valueId: 10, number: null },
          ],
        },
        { categoryId: 1, values: [{ attributeId: 1, valueId: 11, number: null }] },
      ],
      "pt",
      texts,
    );
    expect(rows).toEqual([
      { code: "voltagem", name: "voltagem", cells: ["220 V · Bivolt", "Bivolt"], differs: true },
    ]);
  });
});
