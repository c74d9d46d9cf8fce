import { describe, expect, it } from "vitest";
import type { ProductVariantsView, VariantOffer } from "../product-variants";
import { productPageJsonLd } from "./product-page-ld";

// The product page's JSON-LD: a Product for a product without options, a ProductGroup for one
// with options (docs/decisions/065-product-variants.md).

const offer = (key: string, over: Partial<VariantOffer> = {}): VariantOffer => ({
  key,
  id: 1,
  sku: key,
  priceCents: 10_000,
  originalPriceCents: null,
  discountPercent: null,
  offerEndsAt: null,
  stock: { kind: "available" },
  available: true,
  values: [],
  labels: [],
  pictures: [],
  image: { hash: null, url: null },
  ...over,
});

const product = {
  id: 9,
  name: "Furadeira",
  description: "",
  url: "https://shop.example/es/produto/9",
  images: ["https://shop.example/a.jpg", "https://shop.example/b.jpg"],
  brand: "Bosch",
  category: null,
  seller: "Loja",
  properties: [],
};
const gallery = product.images;

describe("the product page's JSON-LD", () => {
  it("a product without options keeps its Product, with its one variant's SKU and offer", () => {
    const only = offer("F-1", { priceCents: 5_000, available: false });
    const ld = productPageJsonLd({
      product,
      gallery,
      offers: { options: [], variants: [only] },
      offer: only,
    });
    expect(ld).toMatchObject({
      "@type": "Product",
      sku: "F-1",
      url: product.url,
      offers: { price: 50, availability: "https://schema.org/OutOfStock" },
    });
  });

  it("a product with options is a ProductGroup of its id, each variant at its own address", () => {
    const offers: ProductVariantsView = {
      options: [{ id: 1, code: "voltagem", name: "Voltaje", values: [] }],
      variants: [
        offer("F-127", { labels: ["127 V"], values: [11] }),
        offer("F-220", { labels: ["220 V"], values: [12], pictures: [1], available: false }),
      ],
    };
    const ld = productPageJsonLd({ product, gallery, offers, offer: offers.variants[1]! });
    expect(ld).toMatchObject({
      "@type": "ProductGroup",
      productGroupID: "9",
      variesBy: ["Voltaje"],
      // The group's address is the product's: the canonical page, whichever variant is chosen.
      url: "https://shop.example/es/produto/9",
    });
    expect(ld.hasVariant).toMatchObject([
      {
        name: "Furadeira — 127 V",
        sku: "F-127",
        url: "https://shop.example/es/produto/9?variante=F-127",
        image: gallery,
        offers: { availability: "https://schema.org/InStock" },
      },
      {
        name: "Furadeira — 220 V",
        url: "https://shop.example/es/produto/9?variante=F-220",
        image: ["https://shop.example/b.jpg"],
        offers: { availability: "https://schema.org/OutOfStock" },
      },
    ]);
  });
});
