import { describe, expect, it } from "vitest";
import type { AttributeDef } from "./attributes";
import { specProperties, specRows, voltageText } from "./product-specs";

// A product's specifications as its page and its JSON-LD show them.

const voltage: AttributeDef = {
  id: 1,
  code: "voltagem",
  name: "Voltagem",
  name_es: "Voltaje",
  type: "choice",
  unit: null,
  unitCode: null,
  isFilter: true,
  position: 0,
  values: [
    { id: 10, code: "bateria-18v", label: "Bateria 18 V", label_es: "Batería 18 V", position: 0 },
  ],
};
const power: AttributeDef = {
  ...voltage,
  id: 2,
  code: "potencia",
  name: "Potência",
  name_es: "Potencia",
  type: "number",
  unit: "W",
  unitCode: "WTT",
  values: [],
};
const cordless: AttributeDef = {
  ...power,
  id: 3,
  code: "sem-fio",
  name: "Sem fio",
  name_es: "Inalámbrico",
  type: "boolean",
  unit: null,
  unitCode: null,
};
const ordered = [
  { def: voltage, value: { attributeId: 1, valueId: 10, number: null } },
  { def: power, value: { attributeId: 2, valueId: null, number: 1200 } },
  { def: cordless, value: { attributeId: 3, valueId: null, number: 1 } },
  // A choice removed since: nothing to show.
  { def: voltage, value: { attributeId: 1, valueId: 99, number: null } },
];
const es = { yes: "Sí", no: "No", intl: "es-PY" };

describe("the specifications table", () => {
  it("names each attribute and writes its value with the unit, in the page's language and order", () => {
    expect(specRows(ordered, "es", es)).toEqual([
      { code: "voltagem", name: "Voltaje", value: "Batería 18 V" },
      { code: "potencia", name: "Potencia", value: "1.200 W" },
      { code: "sem-fio", name: "Inalámbrico", value: "Sí" },
    ]);
  });

  it("is empty for a product without values", () => {
    expect(specRows([], "pt", es)).toEqual([]);
  });
});

describe("JSON-LD additionalProperty", () => {
  it("gives numbers as numbers with unitText and the UN/CEFACT unitCode, choices as labels, yes/no as booleans", () => {
    expect(specProperties(ordered, "pt")).toEqual([
      { name: "Voltagem", value: "Bateria 18 V", unitCode: null, unitText: null },
      { name: "Potência", value: 1200, unitCode: "WTT", unitText: "W" },
      { name: "Sem fio", value: true, unitCode: null, unitText: null },
    ]);
  });
});

describe("the voltage beside the price", () => {
  it("is the choice's label in the page's language; a yes/no attribute never makes one", () => {
    expect(voltageText(voltage, ordered[0]!.value, "es", es)).toBe("Batería 18 V");
    expect(voltageText(voltage, ordered[0]!.value, "en", es)).toBe("Bateria 18 V");
    expect(voltageText(cordless, ordered[2]!.value, "pt", es)).toBeNull();
  });
});
