import { describe, expect, it } from "vitest";
import { toProductCard, type CardVariants, type ProductCardSource } from "./product-card";

// What a product card shows of a product and its variants (docs/decisions/065-product-variants.md).

const product: ProductCardSource = {
  id: 12,
  name: "Furadeira de Impacto",
  name_en: "Impact Drill",
  name_es: "Taladro Percutor",
  price_cents: 6990,
  original_price_cents: 8990,
  is_special_offer: true,
  live: {
    price_cents: 6990,
    original_price_cents: 8990,
    is_special_offer: true,
    offer_ends_at: "2026-12-01T03:00:00.000Z",
  },
  offer_shows_end: false,
  in_stock: true,
  image_hash: null,
  image_url: null,
  brand: { name: "Bosch" },
};

const voltage = {
  code: "voltagem",
  name: "Voltagem",
  name_en: "Voltage",
  name_es: "Voltaje",
  values: [
    { label: "127 V", label_en: "127 V", label_es: "127 V" },
    { label: "220 V", label_en: "220 V", label_es: "220 V" },
    { label: "Bateria 18 V", label_en: "Battery 18 V", label_es: "Batería 18 V" },
  ],
};
const size = {
  code: "tamanho",
  name: "Tamanho",
  name_en: "Size",
  name_es: "Tamaño",
  values: [{ label: '10"' }, { label: '12"' }],
};
const withVariants = (variantSummary: CardVariants) => ({ ...product, variantSummary });

describe("a product card", () => {
  it("shows what a shopper sees now: a scheduled offer outside its window is the regular price", () => {
    const before = toProductCard(
      {
        ...product,
        live: {
          price_cents: 8990,
          original_price_cents: null,
          is_special_offer: false,
          offer_ends_at: null,
        },
      },
      "pt",
    );
    expect(before).toMatchObject({
      priceCents: 8990,
      originalPriceCents: null,
      discountPercent: null,
    });
    expect(before.offerEndsAt).toBeNull();
  });

  it("says until when the offer runs only when the shop chose to", () => {
    expect(toProductCard(product, "pt").offerEndsAt).toBeNull();
    expect(toProductCard({ ...product, offer_shows_end: true }, "pt").offerEndsAt).toBe(
      "2026-12-01T03:00:00.000Z",
    );
  });

  it("shows a product without options as before: its price, offer and voltage, no 'a partir de'", () => {
    const card = toProductCard(
      { ...product, voltage: { label: "220 V", label_es: "220 V" } },
      "pt",
    );
    expect(card).toMatchObject({
      name: "Furadeira de Impacto",
      priceCents: 6990,
      originalPriceCents: 8990,
      discountPercent: 22,
      priceFrom: false,
      voltage: "220 V",
      options: [],
    });
    expect(toProductCard(product, "pt").voltage).toBeNull();
  });

  it("leads a product with options to its page to choose one, and adds a product without options at once", () => {
    expect(
      toProductCard(withVariants({ pricesDiffer: false, options: [size] }), "pt").hasOptions,
    ).toBe(true);
    expect(toProductCard(product, "pt").hasOptions).toBe(false);
    expect(toProductCard(withVariants({ pricesDiffer: false, options: [] }), "pt").hasOptions).toBe(
      false,
    );
  });

  it("says 'a partir de' when the variants differ in price, and not when they cost the same", () => {
    expect(
      toProductCard(withVariants({ pricesDiffer: true, options: [voltage] }), "pt").priceFrom,
    ).toBe(true);
    expect(
      toProductCard(withVariants({ pricesDiffer: false, options: [voltage] }), "pt").priceFrom,
    ).toBe(false);
  });

  it("shows a voltage option's values where the voltage goes, in the page's language", () => {
    const card = (locale: "pt" | "es") =>
      toProductCard(withVariants({ pricesDiffer: true, options: [voltage] }), locale);
    expect(card("pt").voltage).toBe("127 V · 220 V · Bateria 18 V");
    expect(card("es").voltage).toBe("127 V · 220 V · Batería 18 V");
    expect(card("pt").options).toEqual([]);
  });

  it("shows its voltages, not the one voltage a product's specifications may still name", () => {
    const card = toProductCard(
      {
        ...withVariants({ pricesDiffer: false, options: [voltage] }),
        voltage: { label: "Bivolt" },
      },
      "pt",
    );
    expect(card.voltage).toBe("127 V · 220 V · Bateria 18 V");
  });

  it("shows another option beside the price by its name and values; a voltage beside it stays", () => {
    const card = toProductCard(
      { ...withVariants({ pricesDiffer: true, options: [size] }), voltage: { label: "220 V" } },
      "es",
    );
    expect(card.voltage).toBe("220 V");
    // A value without its Spanish label shows the Portuguese one.
    expect(card.options).toEqual([{ name: "Tamaño", values: '10" · 12"' }]);
  });

  it("keeps the options in the product's order, the voltage apart", () => {
    const card = toProductCard(
      withVariants({ pricesDiffer: true, options: [size, voltage] }),
      "en",
    );
    expect(card.voltage).toBe("127 V · 220 V · Battery 18 V");
    expect(card.options).toEqual([{ name: "Size", values: '10" · 12"' }]);
  });
});
