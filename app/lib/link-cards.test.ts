import { describe, expect, it } from "vitest";
import type { AttributeDef, AttributeValueDef } from "./attributes";
import { linkCards } from "./link-cards";
import type { ProductCardSource } from "./product-card";

const product = (id: number, name: string, withOptions = false) =>
  [
    id,
    {
      id,
      sku: `SKU-${id}`,
      name,
      name_en: `${name} (en)`,
      name_es: null,
      price_cents: 1000 * id,
      original_price_cents: null,
      is_special_offer: false,
      live: {
        price_cents: 1000 * id,
        original_price_cents: null,
        is_special_offer: false,
        offer_ends_at: null,
      },
      offer_shows_end: false,
      in_stock: true,
      image_hash: null,
      image_url: null,
      brand: { name: "Bosch" },
      variantSummary: withOptions ? { pricesDiffer: true, options: [] } : null,
    } as ProductCardSource & { sku: string },
  ] as const;

const noOffer = {
  original_price_cents: null,
  is_special_offer: false,
  offer_starts_at: null,
  offer_ends_at: null,
};
const voltage = { id: 1, code: "voltagem", name: "Voltagem" } as unknown as AttributeDef;
const value = (label: string) => ({ id: 2, code: label, label }) as unknown as AttributeValueDef;

describe("a product page's linked cards", () => {
  const products = new Map([product(2, "Bateria"), product(3, "Disco", true), product(4, "Broca")]);
  const variants = new Map([
    [
      3,
      {
        variants: [
          {
            id: 30,
            sku: "D-1",
            price_cents: 900,
            ...noOffer,
            stock: 0,
            values: [{ attribute: voltage, value: value("115 mm") }],
          },
          {
            id: 31,
            sku: "D-2",
            price_cents: 1200,
            ...noOffer,
            stock: null,
            values: [{ attribute: voltage, value: value("180 mm") }],
          },
        ],
      },
    ],
  ]);

  it("lists each section in the sides' order, in the page's language, leaving out products not in the catalogue and empty sections", () => {
    const sections = linkCards(
      { accessories: [4, 99, 2], spareParts: [99], compatibleWith: [] },
      products,
      variants,
      "en",
    );
    expect(sections.map((s) => s.section)).toEqual(["accessories"]);
    expect(sections[0]!.cards.map((c) => c.card.name)).toEqual(["Broca (en)", "Bateria (en)"]);
    expect(sections[0]!.cards[0]!.quote).toEqual({
      id: 4,
      name: "Broca (en)",
      sku: "SKU-4",
      priceCents: 4000,
      image: { hash: null, url: null },
    });
  });

  it("offers a product with options as its variants, each with its labels, price and whether it is available", () => {
    const [section] = linkCards(
      { accessories: [], spareParts: [], compatibleWith: [3] },
      products,
      variants,
      "pt",
    );
    expect(section!.section).toBe("compatibleWith");
    expect(section!.cards[0]!.variants).toEqual([
      {
        variantId: 30,
        sku: "D-1",
        priceCents: 900,
        available: false,
        options: [{ name: "Voltagem", value: "115 mm" }],
      },
      {
        variantId: 31,
        sku: "D-2",
        priceCents: 1200,
        available: true,
        options: [{ name: "Voltagem", value: "180 mm" }],
      },
    ]);
  });
});
