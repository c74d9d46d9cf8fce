import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "./demo-data";
import { categoryNamesEs, productsEs } from "./demo-data-es";

describe("Spanish demo data", () => {
  it("gives every demo category and product its Spanish, and nothing else", () => {
    expect(Object.keys(categoryNamesEs).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
    expect(Object.keys(productsEs).sort()).toEqual(DEMO_PRODUCTS.map((p) => p[0]).sort());
    for (const { name, description } of Object.values(productsEs)) {
      expect(name.trim()).not.toBe("");
      expect(description.trim()).not.toBe("");
    }
  });

  it("names drills, hammers and wrenches as Paraguayan shoppers search for them", () => {
    const spanishOf = (pt: string) => productsEs[pt]!.name.toLowerCase();
    expect(spanishOf("Furadeira de Impacto 13mm 750W")).toContain("taladro");
    expect(spanishOf("Martelo de Unha 27 mm")).toContain("martillo");
    expect(spanishOf('Chave Inglesa 10"')).toContain("llave");
    expect(spanishOf("Jogo de Chaves Combinadas 12 peças")).toContain("llave");
  });
});
