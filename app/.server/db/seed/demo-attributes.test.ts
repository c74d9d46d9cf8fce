import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/languages";
import { CODE_MAX_LENGTH, CODE_PATTERN } from "~/lib/attributes";
import { DEMO_ATTRIBUTES, DEMO_CATEGORY_ATTRIBUTES } from "./demo-attributes";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "./demo-data";
import { DEMO_PRODUCT_ATTRIBUTES } from "./demo-product-attributes";
import { demoSpecText } from "./seed-attributes.server";

// Demo data with real specifications.
const byCode = new Map(DEMO_ATTRIBUTES.map((a) => [a.code, a]));

describe("demo specifications", () => {
  it("gives every attribute a code as in a URL, a name in every language, and a well-formed type", () => {
    expect(byCode.size).toBe(DEMO_ATTRIBUTES.length);
    for (const a of DEMO_ATTRIBUTES) {
      expect(a.code).toMatch(CODE_PATTERN);
      expect(a.code.length).toBeLessThanOrEqual(CODE_MAX_LENGTH);
      for (const l of LOCALES) expect(a.name[l]?.trim(), `${a.code} ${l}`).toBeTruthy();
      if (a.type === "choice") expect(a.values?.length, a.code).toBeGreaterThan(1);
      else expect(a.values, a.code).toBeUndefined();
      // A number's unit is shown and has its UN/CEFACT code for JSON-LD; yes/no has none.
      if (a.type === "number") expect([a.unit, a.unitCode].every(Boolean), a.code).toBe(true);
      else expect([a.unit, a.unitCode], a.code).toEqual([undefined, undefined]);
    }
  });

  it("gives every choice value a code as in a URL, unique in its attribute, and a label in every language", () => {
    for (const a of DEMO_ATTRIBUTES) {
      const values = a.values ?? [];
      expect(new Set(values.map((v) => v.code)).size, a.code).toBe(values.length);
      for (const v of values) {
        expect(v.code).toMatch(CODE_PATTERN);
        for (const l of LOCALES)
          expect(v.label[l]?.trim(), `${a.code}=${v.code} ${l}`).toBeTruthy();
      }
    }
    const voltages = byCode.get("voltagem")!.values!.map((v) => v.code);
    expect(voltages).toEqual(
      expect.arrayContaining([
        "127v",
        "220v",
        "bivolt",
        "bateria-12v",
        "bateria-18v",
        "bateria-20v",
      ]),
    );
  });

  it("lists at least three filterable attributes for every category, each defined once", () => {
    expect(Object.keys(DEMO_CATEGORY_ATTRIBUTES).map(Number).sort()).toEqual(
      DEMO_CATEGORIES.map((c) => c.id).sort(),
    );
    for (const codes of Object.values(DEMO_CATEGORY_ATTRIBUTES)) {
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.length).toBeGreaterThanOrEqual(3);
      for (const code of codes) expect(byCode.has(code), code).toBe(true);
    }
    expect(DEMO_CATEGORY_ATTRIBUTES[2]).toEqual(["voltagem", "potencia", "mandril", "tipo"]);
  });

  it("states every attribute of a product's category, and no other: a value, or null where it does not apply; at least one value each", () => {
    expect(Object.keys(DEMO_PRODUCT_ATTRIBUTES).sort()).toEqual(
      DEMO_PRODUCTS.map((p) => p[0]).sort(),
    );
    for (const [name, , , category] of DEMO_PRODUCTS) {
      const stated = DEMO_PRODUCT_ATTRIBUTES[name]!;
      expect(
        Object.values(stated).some((v) => v !== null),
        `${name} has a value`,
      ).toBe(true);
      expect(Object.keys(stated).sort(), name).toEqual(
        [...DEMO_CATEGORY_ATTRIBUTES[category]!].sort(),
      );
    }
  });

  it("gives each value the shape of its attribute: a choice's code, a positive number, yes/no", () => {
    for (const [name, stated] of Object.entries(DEMO_PRODUCT_ATTRIBUTES)) {
      for (const [code, value] of Object.entries(stated)) {
        if (value === null) continue;
        const def = byCode.get(code)!;
        const where = `${name}: ${code}`;
        if (def.type === "choice")
          expect(
            def.values!.map((v) => v.code),
            where,
          ).toContain(value);
        if (def.type === "number") {
          expect(typeof value, where).toBe("number");
          expect(value as number, where).toBeGreaterThan(0);
        }
        if (def.type === "boolean") expect(typeof value, where).toBe("boolean");
      }
    }
  });

  it("has products with values for every attribute of every category, so each filter offers something", () => {
    for (const [category, codes] of Object.entries(DEMO_CATEGORY_ATTRIBUTES)) {
      const products = DEMO_PRODUCTS.filter((p) => p[3] === Number(category));
      for (const code of codes) {
        const given = products.filter((p) => DEMO_PRODUCT_ATTRIBUTES[p[0]]![code] != null);
        expect(given.length, `${category} ${code}`).toBeGreaterThan(0);
      }
      // Null is the exception (a garden's hoes and hoses have no voltage): under 60% of a category's.
      const stated = products.flatMap((p) => codes.map((c) => DEMO_PRODUCT_ATTRIBUTES[p[0]]![c]));
      expect(stated.filter((v) => v === null).length, category).toBeLessThan(stated.length * 0.6);
    }
  });

  it("reads voltages from the products: a cordless tool its battery, a corded one its mains voltage", () => {
    const voltage = (name: string) => DEMO_PRODUCT_ATTRIBUTES[name]!.voltagem;
    expect(voltage("Parafusadeira a Bateria 12V")).toBe("bateria-12v");
    expect(voltage("Soprador de Folhas a Bateria 18V")).toBe("bateria-18v");
    expect(voltage("Betoneira 150 L")).toBe("220v"); // "Motor de 1/2 cv, 220 V."
    expect(voltage("Furadeira de Impacto 13mm 750W")).toMatch(/^(127v|220v|bivolt)$/);
  });

  it("puts a product's values in its search text, measures apart and together", () => {
    const blower = DEMO_PRODUCTS.find((p) => p[0] === "Soprador de Folhas a Bateria 18V")!;
    expect(demoSpecText(blower)).toContain("bateria 18v");
    expect(demoSpecText(blower)).toContain("bateria 18 v");
    const saw = DEMO_PRODUCTS.find((p) => p[0] === 'Motosserra 18" 45cc')!;
    expect(demoSpecText(saw).split(" ")).toEqual(expect.arrayContaining(["nafta", "45cm"]));
  });
});
