import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { discountPercent, formatAdminPrice, formatPrice, parsePriceToCents } from "./money";

describe("price format (decision 019)", () => {
  it("shows US dollars with the narrow $ symbol in Portuguese, not US$", () => {
    expect(formatPrice(1990, "pt")).toBe("$\u00a019,90");
    expect(formatPrice(123456, "pt")).toBe("$\u00a01.234,56");
  });
  it("shows US dollars in English", () => {
    expect(formatPrice(1990, "en")).toBe("$19.90");
  });
  it("shows US dollars in Spanish as Paraguay writes them (es-PY: $ 1.234,56)", () => {
    expect(formatPrice(1990, "es")).toBe("$\u00a019,90");
    expect(formatPrice(123456, "es")).toBe("$\u00a01.234,56");
  });
  it("admin cards show 2 decimals or N/A (product rules §2), in the admin's language", () => {
    expect(formatAdminPrice(1990, "en")).toBe("19.90");
    expect(formatAdminPrice(5000, "en")).toBe("50.00");
    expect(formatAdminPrice(123450, "en")).toBe("1,234.50");
    expect(formatAdminPrice(1990, "pt")).toBe("19,90");
    expect(formatAdminPrice(123450, "pt")).toBe("1.234,50");
    expect(formatAdminPrice(123450, "es")).toBe("1.234,50");
    expect(formatAdminPrice(100_000_000, "es")).toBe("1.000.000,00");
    expect(formatAdminPrice(0, "pt")).toBe("0,00");
    for (const locale of LOCALES) {
      expect(formatAdminPrice(null, locale)).toBe("N/A");
      expect(formatAdminPrice(undefined, locale)).toBe("N/A");
    }
  });
});

describe("price parsing (product rules §5: decimal, step 0.01, minimum 0)", () => {
  it("accepts decimal text with a dot or a comma", () => {
    expect(parsePriceToCents("19.9")).toBe(1990);
    expect(parsePriceToCents("19,90")).toBe(1990);
    expect(parsePriceToCents(" 7 ")).toBe(700);
    expect(parsePriceToCents(0.1 + 0.2)).toBe(30);
  });
  it("refuses negatives, more than two decimals and non-numbers", () => {
    for (const bad of ["-1", "1.234", "abc", "", "1e3", Number.NaN, -5, null, undefined]) {
      expect(parsePriceToCents(bad)).toBeNull();
    }
  });
  it("computes the percent off for offer badges, rounded down", () => {
    expect(discountPercent(3990, 4990)).toBe(20);
    expect(discountPercent(4990, 4990)).toBeNull();
    expect(discountPercent(4990, null)).toBeNull();
  });
});
