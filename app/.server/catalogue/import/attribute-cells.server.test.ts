import { describe, expect, it } from "vitest";
import type { AttributeDef } from "~/lib/attributes";
import type { AttributeCatalogue } from "../attributes.server";
import {
  exportAttributeCell,
  exportNumberText,
  numberText,
  readAttributeCell,
} from "./attribute-cells.server";
import { attributeTitle, matchAttributeHeader } from "./attribute-columns.server";

// The rules of a specification's cell and title, without a database.

const def = (over: Partial<AttributeDef> & Pick<AttributeDef, "id" | "code" | "type">) =>
  ({
    name: over.code,
    name_en: null,
    name_es: null,
    unit: null,
    unitCode: null,
    isFilter: true,
    position: over.id,
    values: [],
    ...over,
  }) as AttributeDef;

const voltage = def({
  id: 1,
  code: "voltagem",
  name: "Voltagem",
  name_en: "Voltage",
  name_es: "Voltaje",
  type: "choice",
  values: [
    { id: 11, code: "220v", label: "220 V", label_en: null, label_es: null, position: 0 },
    {
      id: 12,
      code: "bivolt",
      label: "Bivolt",
      label_en: "Dual voltage",
      label_es: "Bivoltaje",
      position: 1,
    },
    {
      id: 13,
      code: "bateria-18v",
      label: "Bateria 18 V",
      label_en: "18 V battery",
      label_es: "Batería 18 V",
      position: 2,
    },
    // A label that is another value's code, and one that is another value's label.
    { id: 14, code: "x1", label: "Bivolt", label_en: "Dual Voltage", label_es: null, position: 3 },
  ],
});
const power = def({
  id: 2,
  code: "potencia",
  name: "Potência",
  name_en: "Power",
  name_es: "Potencia",
  type: "number",
  unit: "W",
});
const chuck = def({
  id: 3,
  code: "mandril",
  name: "Mandril",
  name_en: "Chuck",
  type: "number",
  unit: "mm",
});
const cordless = def({
  id: 4,
  code: "sem-fio",
  name: "Sem fio",
  name_en: "Cordless",
  name_es: "Inalámbrico",
  type: "boolean",
});
const offer = def({ id: 5, code: "oferta", name: "Oferta relâmpago", type: "boolean" });
const kind = def({ id: 6, code: "tipo", name: "Tipo", type: "choice" });
const kind2 = def({ id: 7, code: "tipo-motor", name: "Tipo", type: "choice" });

const catalogue: AttributeCatalogue = {
  attributes: [voltage, power, chuck, cordless, offer, kind, kind2],
  byId: new Map(),
  byCode: new Map(),
  byCategory: new Map(),
};

const value = (d: AttributeDef, cell: string | number | boolean) => {
  const read = readAttributeCell(d, cell);
  return read.ok ? read.value : read.code;
};

describe("a specification's column title", () => {
  it("is its code or its name in Portuguese, English or Spanish, in any case, with or without accents", () => {
    for (const title of ["voltagem", "VOLTAGEM", "Voltagem", "voltage", "Voltaje", "VOLTAJE"]) {
      expect(matchAttributeHeader(title, catalogue), title).toBe(voltage);
    }
    for (const title of ["potencia", "Potência", "POTENCIA", "power", "Potência (W)", "power_w"]) {
      expect(matchAttributeHeader(title, catalogue), title).toBe(power);
    }
    expect(matchAttributeHeader("Inalambrico", catalogue)).toBe(cordless);
    expect(matchAttributeHeader("sem_fio", catalogue)).toBe(cordless);
    expect(matchAttributeHeader("attributes.sem-fio", catalogue)).toBe(cordless);
  });
  it("a code wins over a name; a name two attributes share names neither", () => {
    expect(matchAttributeHeader("tipo", catalogue)).toBe(kind);
    expect(matchAttributeHeader("Tipo Motor", catalogue)).toBe(kind2);
    const shared = {
      ...catalogue,
      attributes: [kind2, def({ id: 8, code: "tipo-b", name: "Tipo", type: "choice" })],
    };
    expect(matchAttributeHeader("Tipo", shared)).toBeNull();
    expect(matchAttributeHeader("cor", catalogue)).toBeNull();
  });
  it("the export titles it by its code, or by attributes.{code} when a product field answers to the code", () => {
    expect(attributeTitle(voltage)).toBe("voltagem");
    expect(attributeTitle(offer)).toBe("attributes.oferta");
    expect(matchAttributeHeader(attributeTitle(offer), catalogue)).toBe(offer);
  });
});

describe("a choice cell: a value's code or label in any language, case and accents aside", () => {
  it("finds the value by code and by each language's label", () => {
    for (const cell of ["220v", "220V", "220 V", "220 v", " 220-v "])
      expect(value(voltage, cell), cell).toEqual({ valueId: 11, number: null });
    for (const cell of [
      "bateria-18v",
      "Bateria 18 V",
      "BATERIA 18V",
      "18 V battery",
      "Batería 18 V",
      "bateria 18 v",
    ]) {
      expect(value(voltage, cell), cell).toEqual({ valueId: 13, number: null });
    }
    expect(value(voltage, "bivoltaje")).toEqual({ valueId: 12, number: null });
  });
  it("a value's code wins over another value's label: the export writes codes", () => {
    expect(value(voltage, "bivolt")).toEqual({ valueId: 12, number: null });
    expect(value(voltage, "BIVOLT")).toEqual({ valueId: 12, number: null });
  });
  it("an unknown value is the row's error, quoting the cell; one that fits two values is ambiguous", () => {
    expect(readAttributeCell(voltage, "230 V")).toEqual({
      ok: false,
      code: "attributeUnknownValue",
      value: "230 V",
    });
    expect(value(voltage, "dual voltage")).toBe("attributeAmbiguousValue");
    const long = readAttributeCell(voltage, "z".repeat(500));
    expect(long.ok === false && long.value.length).toBe(60);
  });
  it("an empty cell is no value", () => {
    expect(value(voltage, "")).toBeNull();
    expect(value(voltage, "   ")).toBeNull();
  });
});

describe("a number cell: with or without its unit, a decimal comma or point", () => {
  it("reads 650, 650 W, 650w, 1,5 mm, 1.5, 1.234,5 and a spreadsheet's number", () => {
    expect(value(power, "650")).toEqual({ valueId: null, number: 650 });
    expect(value(power, "650 W")).toEqual({ valueId: null, number: 650 });
    expect(value(power, "650w")).toEqual({ valueId: null, number: 650 });
    expect(value(chuck, "1,5 mm")).toEqual({ valueId: null, number: 1.5 });
    expect(value(chuck, "1.5MM")).toEqual({ valueId: null, number: 1.5 });
    expect(value(power, "1.234,5 W")).toEqual({ valueId: null, number: 1234.5 });
    expect(value(power, "1,234.5")).toEqual({ valueId: null, number: 1234.5 });
    expect(value(power, "1.234.567")).toEqual({ valueId: null, number: 1234567 });
    expect(value(chuck, "9,5250")).toEqual({ valueId: null, number: 9.525 });
    expect(value(chuck, 9.525)).toEqual({ valueId: null, number: 9.525 });
    expect(value(power, "-5")).toEqual({ valueId: null, number: -5 });
  });
  it("refuses another unit, words, and a lone separator before three digits (1.500: 1500 or 1.5?)", () => {
    expect(value(power, "650 kW")).toBe("attributeNotNumber");
    expect(value(power, "muito")).toBe("attributeNotNumber");
    expect(value(power, true)).toBe("attributeNotNumber");
    expect(value(power, "1.500 W")).toBe("attributeAmbiguousNumber");
    expect(value(power, "1,500")).toBe("attributeAmbiguousNumber");
    expect(numberText("1e5")).toBeNull();
  });
});

describe("a yes/no cell reads as the import's other yes/no columns; empty is no value", () => {
  it("sim/não, sí/no, yes/no, true/false, 1/0, x", () => {
    for (const yes of ["sim", "Sí", "yes", "TRUE", "1", "x", true])
      expect(value(cordless, yes), String(yes)).toEqual({ valueId: null, number: 1 });
    for (const no of ["não", "no", "false", "0", false])
      expect(value(cordless, no), String(no)).toEqual({ valueId: null, number: 0 });
    expect(value(cordless, "")).toBeNull();
    expect(readAttributeCell(cordless, "talvez")).toEqual({
      ok: false,
      code: "attributeNotYesNo",
      value: "talvez",
    });
  });
});

describe("the export writes what the import reads back equal", () => {
  const words = { yes: "sim", no: "não", decimalSign: "," };
  it("numbers in the language's decimal sign, every digit, three decimals with a fourth zero", () => {
    for (const n of [650, 1.5, 9.525, 0.1 + 0.2, -2.25, 1234567.125, 0.0000001, 0]) {
      for (const sign of [",", "."]) {
        const text = exportNumberText(n, sign);
        expect(value(power, text), `${n} as ${text}`).toEqual({ valueId: null, number: n });
      }
    }
    expect(exportNumberText(9.525, ",")).toBe("9,5250");
    expect(exportNumberText(1.5, ",")).toBe("1,5");
  });
  it("a choice as its code, yes/no in the export's words, none as an empty cell", () => {
    expect(exportAttributeCell(voltage, { valueId: 13, number: null }, words, "csv")).toBe(
      "bateria-18v",
    );
    expect(exportAttributeCell(cordless, { valueId: null, number: 0 }, words, "csv")).toBe("não");
    expect(exportAttributeCell(power, { valueId: null, number: 1.5 }, words, "xlsx")).toBe(1.5);
    expect(exportAttributeCell(power, undefined, words, "csv")).toBeNull();
  });
});
