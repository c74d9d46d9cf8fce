import { describe, expect, it } from "vitest";
import { LOCALES, OTHER_LOCALES } from "~/i18n/languages";
import { COLUMN_KEYS, columnTitle, matchHeader, normalizeHeader } from "./columns.server";

describe("header matching: Portuguese, English or Spanish, any case, with or without accents", () => {
  it("matches each language's titles", () => {
    const expected = {
      sku: ["sku", "SKU", "Sku"],
      name: ["nome", "Name", "NOMBRE"],
      price: ["preço", "Preco", "PREÇO", "price", "precio", "Precio"],
      brand: ["marca", "Brand"],
      category: ["categoria", "Category", "categoría", "CATEGORIA"],
      original_price: ["preço original", "Preco_Original", "original price", "precio original"],
      is_special_offer: ["oferta", "Offer", "em oferta", "on sale"],
      in_stock: ["em estoque", "In stock", "en stock", "disponível"],
      // "Estoque" is the count, as in the spreadsheets of the shops our administrators know.
      stock: ["estoque", "Estoque", "Stock", "existencias", "quantidade", "qty"],
      group: ["grupo", "Group", "produto pai", "parent"],
      options: ["opções", "Opcoes", "options", "opciones", "variações"],
      description: ["descrição", "descricao", "Description", "descripción"],
      images: ["imagens", "Images", "imágenes", "Imagenes"],
      id: ["id", "ID"],
    } as const;
    for (const [key, titles] of Object.entries(expected)) {
      for (const title of titles) expect(matchHeader(title), title).toBe(key);
    }
  });
  it("matches each other language's name and description column however it is written", () => {
    for (const l of OTHER_LOCALES) {
      for (const title of [`nome (${l})`, `Name_${l.toUpperCase()}`, `nombre ${l}`, `nome-${l}`]) {
        expect(matchHeader(title), title).toBe(`name_${l}`);
      }
      expect(matchHeader(`descrição (${l})`)).toBe(`description_${l}`);
    }
    expect(matchHeader("nome inglês")).toBe(`name_${OTHER_LOCALES[0]}`);
    expect(matchHeader("Name (English)")).toBe(`name_${OTHER_LOCALES[0]}`);
    expect(matchHeader("nombre (pt)")).toBe("name");
  });
  it("knows no other title", () => {
    for (const title of ["", "foo", "preço de custo", "nome (fr)", "=cmd"]) {
      expect(matchHeader(title), title).toBeNull();
    }
  });
  it("normalises titles: accents, case and separators do not matter", () => {
    expect(normalizeHeader("  Preço_Original ")).toBe("preco original");
    expect(normalizeHeader("Nome (EN)")).toBe("nome en");
  });
  it("every title the export writes, in every language, is read back as its column", () => {
    for (const locale of LOCALES) {
      for (const key of COLUMN_KEYS) expect(matchHeader(columnTitle(key, locale))).toBe(key);
    }
  });
});
