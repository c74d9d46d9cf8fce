import { describe, expect, it } from "vitest";
import { LIMITS, MAX_PRODUCT_IMAGES } from "~/lib/catalogue-schemas";
import {
  checkText,
  decimalText,
  neutraliseFormula,
  originalAbovePrice,
  parseOptionalPrice,
  parsePrice,
  parseProductId,
  parseYesNo,
  splitImages,
  unneutraliseFormula,
} from "./cells.server";

describe("yes/no cells: sim/não, sí/no, yes/no, true/false, 1/0, x/empty", () => {
  it("reads every pair in any case and with or without accents", () => {
    for (const yes of [
      "sim",
      "SIM",
      "sí",
      "Si",
      "yes",
      "Yes",
      "true",
      "TRUE",
      "1",
      "x",
      "X",
      true,
      1,
    ]) {
      expect(parseYesNo(yes), String(yes)).toEqual({ ok: true, value: true });
    }
    for (const no of ["não", "nao", "NÃO", "no", "No", "false", "0", "", "  ", false, 0]) {
      expect(parseYesNo(no), String(no)).toEqual({ ok: true, value: false });
    }
  });
  it("refuses anything else rather than guess", () => {
    for (const bad of ["talvez", "2", "y", "sim!", 2]) {
      expect(parseYesNo(bad)).toMatchObject({ ok: false, code: "notYesNo" });
    }
  });
});

describe("prices with a decimal comma or point", () => {
  it("reads 19,90 and 19.90, with or without thousands, to cents", () => {
    expect(parsePrice("19,90")).toEqual({ ok: true, value: 1990 });
    expect(parsePrice("19.90")).toEqual({ ok: true, value: 1990 });
    expect(parsePrice("19,9")).toEqual({ ok: true, value: 1990 });
    expect(parsePrice("1.234,56")).toEqual({ ok: true, value: 123456 });
    expect(parsePrice("1,234.56")).toEqual({ ok: true, value: 123456 });
    expect(parsePrice("1.234.567")).toEqual({ ok: true, value: 123456700 });
    expect(parsePrice("50")).toEqual({ ok: true, value: 5000 });
    expect(parsePrice(" $ 19,90 ")).toEqual({ ok: true, value: 1990 });
    expect(parsePrice("US$ 19,90")).toEqual({ ok: true, value: 1990 });
    expect(parsePrice("0")).toEqual({ ok: true, value: 0 });
  });
  it("takes a spreadsheet's number as the cent it shows", () => {
    expect(parsePrice(19.9)).toEqual({ ok: true, value: 1990 });
    expect(parsePrice(20.790000000000003)).toEqual({ ok: true, value: 2079 });
  });
  it("refuses ambiguous or malformed numbers as 'price not a number'", () => {
    for (const bad of [
      "abc",
      "1.234",
      "1,234",
      "19,999",
      "1e3",
      "",
      "12,50,3",
      "NaN",
      "0x10",
      Number.NaN,
    ]) {
      expect(parsePrice(bad), String(bad)).toMatchObject({ ok: false, code: "priceNotNumber" });
    }
    expect(decimalText("1.234")).toBeNull();
  });
  it("refuses a negative price, and one over the limit", () => {
    expect(parsePrice("-5")).toMatchObject({ ok: false, code: "priceNegative" });
    expect(parsePrice("-19,90")).toMatchObject({ ok: false, code: "priceNegative" });
    expect(parsePrice(-1)).toMatchObject({ ok: false, code: "priceNegative" });
    expect(parsePrice(String(LIMITS.priceCents / 100 + 1))).toMatchObject({ code: "priceTooHigh" });
  });
  it("an empty original price is none", () => {
    expect(parseOptionalPrice("")).toEqual({ ok: true, value: null });
    expect(parseOptionalPrice("25,00")).toEqual({ ok: true, value: 2500 });
  });
  it("an original price, when there is one, is above the price", () => {
    expect(originalAbovePrice(1000, null)).toBe(true);
    expect(originalAbovePrice(1000, 1001)).toBe(true);
    expect(originalAbovePrice(1000, 1000)).toBe(false);
    expect(originalAbovePrice(1000, 900)).toBe(false);
  });
});

describe("text cells reuse the catalogue's limits (catalogue-schemas LIMITS)", () => {
  it("trims, empties to null, and refuses text over the limit or with NUL", () => {
    expect(checkText("  Alicate  ", LIMITS.name)).toEqual({ ok: true, value: "Alicate" });
    expect(checkText("   ", LIMITS.name)).toEqual({ ok: true, value: null });
    expect(checkText(12345, LIMITS.name)).toEqual({ ok: true, value: "12345" });
    expect(checkText("x".repeat(LIMITS.name + 1), LIMITS.name)).toEqual({
      ok: false,
      code: "tooLong",
      max: LIMITS.name,
    });
    expect(checkText("a\u0000b", LIMITS.name)).toMatchObject({ ok: false, code: "invalidText" });
  });
});

describe("formula injection: the export neutralises, the import restores", () => {
  it("puts an apostrophe before = + - @ and takes it off again", () => {
    for (const text of ["=cmd|' /C calc'!A0", "+1", "-2", "@SUM(A1)", "\tx"]) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(unneutraliseFormula(neutraliseFormula(text))).toBe(text);
    }
    expect(neutraliseFormula("Alicate")).toBe("Alicate");
    expect(unneutraliseFormula("'quoted'")).toBe("'quoted'");
  });
});

describe("the imagens column: https URLs separated by |", () => {
  it("splits, trims and keeps the order; empty clears the gallery", () => {
    expect(splitImages(" https://a.example/1.jpg | https://a.example/2.jpg |")).toEqual({
      ok: true,
      value: [
        { hash: null, url: "https://a.example/1.jpg" },
        { hash: null, url: "https://a.example/2.jpg" },
      ],
    });
    expect(splitImages("")).toEqual({ ok: true, value: [] });
  });
  it("reads an upload's /media/ path as its hash", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    expect(splitImages(`/media/${hash}-800.webp`)).toEqual({
      ok: true,
      value: [{ hash, url: null }],
    });
  });
  it("refuses a URL that is not https, and more than the gallery holds", () => {
    for (const bad of ["http://a.example/1.jpg", "ftp://x/y", "javascript:alert(1)", "foto.jpg"]) {
      expect(splitImages(bad), bad).toMatchObject({ ok: false, code: "notHttps" });
    }
    const many = Array.from({ length: MAX_PRODUCT_IMAGES + 1 }, (_, i) => `https://a.example/${i}`);
    expect(splitImages(many.join("|"))).toMatchObject({ ok: false, code: "tooManyImages" });
  });
});

describe("the id column names a product by its number", () => {
  it("reads digits, empty as none, refuses anything else", () => {
    expect(parseProductId("12")).toEqual({ ok: true, value: 12 });
    expect(parseProductId(12)).toEqual({ ok: true, value: 12 });
    expect(parseProductId("")).toEqual({ ok: true, value: null });
    expect(parseProductId("abc")).toMatchObject({ ok: false, code: "invalidId" });
    expect(parseProductId("-1")).toMatchObject({ ok: false, code: "invalidId" });
  });
});
