import { describe, expect, it } from "vitest";
import { catalogEn } from "~/i18n/en/catalog";
import { catalogEs } from "~/i18n/es/catalog";
import { catalogPt } from "~/i18n/pt/catalog";
import type { AttributeDef } from "./attributes";
import {
  chooseVariant,
  galleryChoice,
  pickerOptions,
  rowAsVariant,
  stockText,
  variantName,
  variantOffers,
  type VariantSource,
} from "./product-variants";
import { variantSearch } from "./variant-url";

// Pure rules: a made-up drill in voltages and sizes, no database.

const value = (id: number, label: string, label_es = label) => ({
  ...{ id, code: label.toLowerCase().replace(/\W+/g, ""), position: id },
  ...{ label, label_en: "", label_es },
});
const attribute = (id: number, code: string, name: string, values: AttributeDef["values"]) =>
  ({
    ...{ id, code, type: "choice", unit: null, unitCode: null, isFilter: true, position: id },
    ...{ name, name_en: "", name_es: code === "voltagem" ? "Voltaje" : "", values },
  }) as AttributeDef;

const VOLTAGE = attribute(1, "voltagem", "Voltagem", [
  value(11, "127 V"),
  value(12, "220 V"),
  value(13, "Bivolt"),
  value(14, "Bateria 18 V", "Batería 18 V"),
]);
const SIZE = attribute(2, "tamanho", "Tamanho", [value(21, "P"), value(22, "M"), value(23, "G")]);

let nextId = 100;
function variant(
  sku: string | null,
  values: [AttributeDef, number][],
  price: number,
  stock: number | null,
  images: string[] = [],
): VariantSource {
  return {
    ...{ id: nextId++, sku, price_cents: price, stock },
    ...{ original_price_cents: null, is_special_offer: false },
    values: values.map(([a, id]) => ({ attribute: a, value: a.values.find((v) => v.id === id)! })),
    images: images.map((h) => ({ image_hash: h, image_url: null })),
  };
}

const GALLERY = ["a", "b", "c"].map((h) => ({ image_hash: h, image_url: null }));
const COVER = { hash: "a", url: null };

/** A drill in two voltages and three sizes, (127 V, G) missing: five combinations. */
function drill(stocks: Partial<Record<string, number | null>> = {}) {
  const s = (sku: string, fallback: number | null) => (sku in stocks ? stocks[sku]! : fallback);
  return variantOffers(
    {
      options: [VOLTAGE, SIZE],
      variants: [
        variant(
          "D-127-P",
          [
            [VOLTAGE, 11],
            [SIZE, 21],
          ],
          10_000,
          s("D-127-P", 5),
        ),
        variant(
          "D-127-M",
          [
            [VOLTAGE, 11],
            [SIZE, 22],
          ],
          10_500,
          s("D-127-M", 0),
        ),
        variant(
          "D-220-P",
          [
            [VOLTAGE, 12],
            [SIZE, 21],
          ],
          11_000,
          s("D-220-P", 2),
          ["c"],
        ),
        variant(
          "D-220-M",
          [
            [VOLTAGE, 12],
            [SIZE, 22],
          ],
          11_500,
          s("D-220-M", null),
          ["b", "c"],
        ),
        variant(
          "D-220-G",
          [
            [VOLTAGE, 12],
            [SIZE, 23],
          ],
          12_000,
          s("D-220-G", 0),
        ),
      ],
    },
    GALLERY,
    COVER,
    "pt",
    3,
  );
}

describe("a product page's variants in the page's language", () => {
  it("offers only the values a variant has, in the attribute's order, named in the page's language", () => {
    const { options } = drill();
    expect(options.map((o) => [o.name, o.values.map((v) => v.label)])).toEqual([
      ["Voltagem", ["127 V", "220 V"]],
      ["Tamanho", ["P", "M", "G"]],
    ]);
    const es = variantOffers(
      { options: [VOLTAGE], variants: [variant("B", [[VOLTAGE, 14]], 1, null)] },
      [],
      COVER,
      "es",
      3,
    );
    expect(es.options[0]!.name).toBe("Voltaje");
    expect(es.variants[0]!.labels).toEqual(["Batería 18 V"]);
  });

  it("gives each variant its stock state by the shop's threshold, and its own pictures' positions", () => {
    const { variants } = drill();
    expect(variants.map((v) => [v.key, v.stock.kind, v.available])).toEqual([
      ["D-127-P", "available", true],
      ["D-127-M", "soldOut", false],
      ["D-220-P", "low", true],
      ["D-220-M", "untracked", true],
      ["D-220-G", "soldOut", false],
    ]);
    expect(variants[2]!.pictures).toEqual([2]);
    expect(variants[3]!.pictures).toEqual([1, 2]);
    expect(variants[3]!.image).toEqual({ hash: "b", url: null });
    // Without pictures of its own: the whole gallery, and the cover in the quote list.
    expect(variants[0]!.pictures).toEqual([]);
    expect(variants[0]!.image).toEqual(COVER);
  });

  it("shows an offer's former price only with a real discount", () => {
    const on = { ...variant("X", [], 8_000, null), original_price_cents: 10_000 };
    const [offer, notOffer] = variantOffers(
      { options: [], variants: [{ ...on, is_special_offer: true }, on] },
      [],
      COVER,
      "pt",
      3,
    ).variants;
    expect([offer!.originalPriceCents, offer!.discountPercent]).toEqual([10_000, 20]);
    expect([notOffer!.originalPriceCents, notOffer!.discountPercent]).toEqual([null, null]);
  });
});

describe("the variant an address chooses", () => {
  const { variants } = drill({ "D-127-P": 0 });

  it("?variante= a SKU chooses that variant, sold out or not", () => {
    expect(chooseVariant(variants, "D-220-M").key).toBe("D-220-M");
    expect(chooseVariant(variants, "D-127-M").key).toBe("D-127-M");
  });

  it("without one, or with one the product does not have, the first variant not sold out", () => {
    expect(chooseVariant(variants, null).key).toBe("D-220-P");
    expect(chooseVariant(variants, "").key).toBe("D-220-P");
    expect(chooseVariant(variants, "NOPE").key).toBe("D-220-P");
  });

  it("all sold out: the first", () => {
    const { variants: none } = drill({ "D-220-P": 0, "D-220-M": 0 });
    expect(chooseVariant(none, undefined).key).toBe("D-127-P");
  });

  it("a variant without a SKU is named by its id", () => {
    const [only] = variantOffers(
      { options: [], variants: [variant(null, [], 1, null)] },
      [],
      COVER,
      "pt",
      3,
    ).variants;
    expect(only!.key).toBe(String(only!.id));
    expect(chooseVariant([only!], String(only!.id))).toBe(only);
  });
});

describe("the option picker's links", () => {
  const { options, variants } = drill();
  const at = (sku: string) => pickerOptions(options, variants, chooseVariant(variants, sku));
  const links = (sku: string, option: number) =>
    at(sku)[option]!.values.map((v) => [v.label, v.key, v.current, v.soldOut]);

  it("marks the chosen variant's values current; each value leads to a variant that keeps the others", () => {
    expect(links("D-220-M", 0)).toEqual([
      ["127 V", "D-127-M", false, true],
      ["220 V", "D-220-M", true, false],
    ]);
    expect(links("D-220-M", 1)).toEqual([
      ["P", "D-220-P", false, false],
      ["M", "D-220-M", true, false],
      ["G", "D-220-G", false, true],
    ]);
  });

  it("a combination that does not exist is never offered: the value leads to the closest one", () => {
    // (127 V, G) does not exist: from 220 V G, "127 V" leads to a 127 V that is not sold out.
    expect(links("D-220-G", 0)[0]).toEqual(["127 V", "D-127-P", false, false]);
    // From 127 V, "G" leads to the only G there is.
    expect(links("D-127-P", 1)[2]).toEqual(["G", "D-220-G", false, true]);
    for (const v of variants) {
      for (const option of at(v.key))
        for (const link of option.values) expect(variants.map((x) => x.key)).toContain(link.key);
    }
  });

  it("each link is the page's own address with ?variante=", () => {
    expect(variantSearch("D-220-M")).toBe("?variante=D-220-M");
    expect(variantSearch("A B/Ç&1")).toBe("?variante=A+B%2F%C3%87%261");
    expect(new URLSearchParams(variantSearch("A B/Ç&1")).get("variante")).toBe("A B/Ç&1");
  });
});

describe("the stock line in every language", () => {
  const line = (locale: "pt" | "en" | "es", state: Parameters<typeof stockText>[0]) =>
    stockText(state, { pt: catalogPt, en: catalogEn, es: catalogEs }[locale].product, locale);

  it("at or under the threshold, the count, singular and plural right", () => {
    expect(line("pt", { kind: "low", count: 2 })).toBe("Últimas 2 unidades");
    expect(line("pt", { kind: "low", count: 1 })).toBe("Resta 1 unidade");
    expect(line("en", { kind: "low", count: 2 })).toBe("Only 2 units left");
    expect(line("en", { kind: "low", count: 1 })).toBe("Only 1 unit left");
    expect(line("es", { kind: "low", count: 3 })).toBe("Últimas 3 unidades");
    expect(line("es", { kind: "low", count: 1 })).toBe("Queda 1 unidad");
  });

  it("sold out says so; in stock or not tracked, no count", () => {
    expect(line("pt", { kind: "soldOut" })).toBe("Esgotado");
    expect(line("en", { kind: "soldOut" })).toBe("Out of stock");
    expect(line("es", { kind: "soldOut" })).toBe("Agotado");
    for (const kind of ["available", "untracked"] as const) {
      expect(line("pt", { kind })).toBe("Em estoque");
      expect(line("en", { kind })).toBe("In stock");
      expect(line("es", { kind })).toBe("En stock");
    }
  });
});

describe("what the rest of the page takes from the chosen variant", () => {
  it("a variant's name is the product's with its option labels", () => {
    expect(variantName("Furadeira", ["220 V", "M"])).toBe("Furadeira — 220 V, M");
    expect(variantName("Furadeira", [])).toBe("Furadeira");
  });

  it("the gallery follows the variant only when one has pictures of its own", () => {
    const view = drill();
    const choice = galleryChoice(view, view.variants[3]!);
    expect(choice.chosen).toBe("D-220-M");
    expect(choice.variants?.map((v) => v.pictures)).toEqual([[], [], [2], [1, 2], []]);
    const plain = variantOffers(
      { options: [VOLTAGE], variants: [variant("P", [[VOLTAGE, 11]], 1, null)] },
      GALLERY,
      COVER,
      "pt",
      3,
    );
    expect(galleryChoice(plain, plain.variants[0]!)).toEqual({});
  });

  it("a product read without a variant row is its row's one variant", () => {
    const row = {
      sku: "R-1",
      price_cents: 500,
      original_price_cents: null,
      is_special_offer: false,
      offer_starts_at: null,
      offer_ends_at: null,
    };
    expect(rowAsVariant({ ...row, in_stock: false })).toMatchObject({ ...row, stock: 0 });
    expect(rowAsVariant({ ...row, in_stock: true }).stock).toBeNull();
  });
});
