import { describe, expect, it } from "vitest";
import { textsFor } from "./texts";
import { formatDateTime, formatNumber } from "./format";
import { LANGUAGES, LOCALES, language, type Locale } from "./languages";
import { fill } from "./fill";
import { isPlural, plural, type Plural } from "./plural";

// Every message that takes a count is a plural message (app/i18n/plural.ts), found
// here by walking the whole catalogue of every language, so a new one is swept without a change.

const SWEEP = [0, 1, 2, 1_000, 100_000];

/**
 * Languages whose plural adds letters to the singular (marca → marcas, pôster → pôsteres,
 * sugestão → sugestões, product → products): there a plural form no longer than its singular is a
 * form written in the wrong slot. A new language must say whether it is one of them.
 */
const PLURAL_ADDS_LETTERS: Record<Locale, boolean> = { pt: true, en: true, es: true };

interface Found<T> {
  path: string;
  value: T;
}

function walk(node: unknown, path: string, plurals: Found<Plural>[], texts: Found<string>[]) {
  if (typeof node === "string") texts.push({ path, value: node });
  else if (isPlural(node)) plurals.push({ path, value: node });
  else if (typeof node === "object" && node !== null) {
    for (const [key, child] of Object.entries(node)) {
      walk(child, path ? `${path}.${key}` : key, plurals, texts);
    }
  }
}

function catalogue(locale: Locale) {
  const plurals: Found<Plural>[] = [];
  const texts: Found<string>[] = [];
  walk(textsFor(locale), "", plurals, texts);
  return { plurals, texts };
}

const withoutCount = (form: string) => form.replace("{count}", "").trim();

describe("counts read right in every language (Intl.PluralRules and Intl.NumberFormat)", () => {
  it("finds the count messages of the store and the back office", () => {
    const paths = catalogue("pt").plurals.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "catalog.list.count",
        "store.search.count",
        "adminSections.brands.total",
        "adminSections.posters.total",
        "adminSections.products.total",
        "adminSections.users.total",
      ]),
    );
  });

  for (const locale of LOCALES) {
    const { intl } = language(locale);
    const rules = new Intl.PluralRules(intl);
    const categories = new Set<string>(rules.resolvedOptions().pluralCategories);
    const { plurals, texts } = catalogue(locale);

    describe(`${locale} (${intl})`, () => {
      it("has the same count messages as Portuguese", () => {
        expect(plurals.map((p) => p.path)).toEqual(catalogue("pt").plurals.map((p) => p.path));
      });

      it("writes {count} only in plural messages, never in a plain text", () => {
        expect(texts.filter((t) => t.value.includes("{count}")).map((t) => t.path)).toEqual([]);
      });

      it("gives one and other, only forms its language has, each writing {count}", () => {
        for (const { path, value } of plurals) {
          for (const [form, text] of Object.entries(value)) {
            expect(categories, `${path}.${form}`).toContain(form);
            expect(text, `${path}.${form}`).toContain("{count}");
          }
          expect(value.one, path).not.toBe(value.other);
          if (PLURAL_ADDS_LETTERS[locale]) {
            expect(
              withoutCount(value.other).length,
              `${path}: "${value.other}" is no plural of "${value.one}"`,
            ).toBeGreaterThan(withoutCount(value.one).length);
          }
        }
      });

      it("gives every form its language picks for the counts a shop shows", () => {
        const picked = new Set(
          [...Array.from({ length: 201 }, (_, n) => n), ...SWEEP].map((n) => rules.select(n)),
        );
        for (const { path, value } of plurals) {
          for (const form of picked) expect(Object.keys(value), path).toContain(form);
        }
      });

      it("at 0, 1, 2, 1,000 and 100,000 picks the language's form and groups the digits", () => {
        for (const { path, value } of plurals) {
          for (const n of SWEEP) {
            const shown = plural(locale, value, n);
            const form = rules.select(n);
            expect(shown, `${path} at ${n}`).toBe(
              fill(value[form] ?? value.other, { count: formatNumber(locale, n) }),
            );
            expect(shown, `${path} at ${n}`).toContain(new Intl.NumberFormat(intl).format(n));
            expect(shown, `${path} at ${n}: an ungrouped number`).not.toMatch(/\d{4}/);
          }
          // 1 in the singular, 2 in the plural, whatever the language calls them.
          expect(plural(locale, value, 1), path).toBe(fill(value.one, { count: "1" }));
          expect(plural(locale, value, 2), path).toBe(fill(value.other, { count: "2" }));
        }
      });
    });
  }

  it("reads naturally: 1 marca / 2 marcas, 1 pôster, 1 product, 1 producto", () => {
    const count = (locale: Locale, n: number, pick: (m: ReturnType<typeof textsFor>) => Plural) =>
      plural(locale, pick(textsFor(locale)), n);
    const brands = (m: ReturnType<typeof textsFor>) => m.adminSections.brands.total;
    const posters = (m: ReturnType<typeof textsFor>) => m.adminSections.posters.total;
    const products = (m: ReturnType<typeof textsFor>) => m.catalog.list.count;
    expect(count("pt", 1, brands)).toBe("1 marca");
    expect(count("pt", 2, brands)).toBe("2 marcas");
    expect(count("es", 1, brands)).toBe("1 marca");
    expect(count("en", 1, brands)).toBe("1 brand");
    expect(count("pt", 1, posters)).toBe("1 pôster");
    expect(count("pt", 3, posters)).toBe("3 pôsteres");
    expect(count("en", 1, products)).toBe("1 product");
    expect(count("es", 1, products)).toBe("1 producto");
    expect(count("es", 2, products)).toBe("2 productos");
  });

  it("groups the digits as each language does: 100.000 produtos, 100,000 products, 100.000 productos", () => {
    const products = (locale: Locale) =>
      plural(locale, textsFor(locale).catalog.list.count, 100_000);
    expect(products("pt")).toBe("100.000 produtos");
    expect(products("en")).toBe("100,000 products");
    expect(products("es")).toBe("100.000 productos");
    expect(formatNumber("pt", 1_234)).toBe("1.234");
    expect(formatNumber("en", 1_234)).toBe("1,234");
    expect(formatNumber("es", 1_234)).toBe("1.234");
  });
});

describe("dates read right in every language (Intl.DateTimeFormat, on the shop's clock)", () => {
  // 15:04 UTC is 12:04 in Salto del Guairá (UTC−3), whatever zone the test runs in.
  const at = "2026-11-25T15:04:00.000Z";

  it("writes day and month in each language's order", () => {
    expect(formatDateTime("pt", at)).toMatch(/^25\/11\/2026,? 12:04$/);
    expect(formatDateTime("en", at)).toMatch(/^11\/25\/26,? 12:04\sPM$/);
    expect(formatDateTime("es", at)).toMatch(/^25\/11\/26,? 12:04\sp\.\sm\.$/);
  });

  it("formats as the languages table's Intl locale does, in every language", () => {
    for (const row of LANGUAGES) {
      const expected = new Intl.DateTimeFormat(row.intl, {
        dateStyle: "short",
        timeStyle: "short",
        timeZone: "America/Asuncion",
      }).format(new Date(at));
      expect(formatDateTime(row.code, at)).toBe(expected);
      expect(formatDateTime(row.code, new Date(at))).toBe(expected);
    }
  });
});
