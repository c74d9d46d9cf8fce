import { describe, expect, it } from "vitest";
import { DEMO_STORE_PROFILE } from "~/lib/store-profile";
import { productGroupJsonLd, productJsonLd, serializeJsonLd, type ProductLdInput } from "./json-ld";
import {
  breadcrumbJsonLd,
  coordinatesFromMapUrl,
  hardwareStoreJsonLd,
  webSiteJsonLd,
} from "./store-json-ld";

const PRODUCT: ProductLdInput = {
  name: "Jogo de Chaves Combinadas 12 peças",
  description: "Chaves combinadas de 6 a 22 mm.",
  url: "https://shop.example/produto/1",
  images: ["https://shop.example/media/abc-1200.webp"],
  sku: "TR-12",
  brand: "Tramontina",
  category: "Ferramentas Manuais",
  priceCents: 3990,
  originalPriceCents: 4990,
  inStock: true,
  seller: "YouTools",
};

/** The JSON a page would carry, read back as a search engine reads it. */
function roundTrip(value: Parameters<typeof serializeJsonLd>[0]) {
  return JSON.parse(serializeJsonLd(value)) as Record<string, unknown> & {
    offers: Record<string, unknown> & { priceSpecification?: Record<string, unknown> };
  };
}

describe("Product JSON-LD (Google Product / merchant listing rich results)", () => {
  it("has every field Google requires: name, image, offers.price, priceCurrency, availability", () => {
    const ld = roundTrip(productJsonLd(PRODUCT));
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Product");
    expect(ld.name).toBe(PRODUCT.name);
    expect(ld.image).toEqual(PRODUCT.images);
    expect(ld.offers["@type"]).toBe("Offer");
    expect(ld.offers.price).toBe(39.9);
    expect(ld.offers.priceCurrency).toBe("USD");
    expect(ld.offers.availability).toBe("https://schema.org/InStock");
    expect(ld.offers.url).toBe(PRODUCT.url);
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Tramontina" });
    expect(ld.sku).toBe("TR-12");
  });

  it("an offer's former price is a StrikethroughPrice UnitPriceSpecification in USD", () => {
    const ld = roundTrip(productJsonLd(PRODUCT));
    expect(ld.offers.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: 49.9,
      priceCurrency: "USD",
    });
  });

  it("a product not on offer has no former price; one out of stock says OutOfStock", () => {
    const ld = roundTrip(productJsonLd({ ...PRODUCT, originalPriceCents: null, inStock: false }));
    expect(ld.offers.priceSpecification).toBeUndefined();
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("specifications are additionalProperty PropertyValues, with unitCode and unitText where they apply", () => {
    const ld = roundTrip(
      productJsonLd({
        ...PRODUCT,
        properties: [
          { name: "Voltagem", value: "220 V", unitCode: null, unitText: null },
          { name: "Potência", value: 650, unitCode: "WTT", unitText: "W" },
          { name: "Sem fio", value: false, unitCode: null, unitText: null },
        ],
      }),
    );
    expect(ld.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Voltagem", value: "220 V" },
      { "@type": "PropertyValue", name: "Potência", value: 650, unitCode: "WTT", unitText: "W" },
      { "@type": "PropertyValue", name: "Sem fio", value: false },
    ]);
    expect(roundTrip(productJsonLd({ ...PRODUCT, properties: [] }))).not.toHaveProperty(
      "additionalProperty",
    );
    expect(roundTrip(productJsonLd(PRODUCT))).not.toHaveProperty("additionalProperty");
  });

  it("prices are exact decimals of the cents", () => {
    for (const cents of [1, 10, 99, 1999, 123456, 50]) {
      const ld = roundTrip(productJsonLd({ ...PRODUCT, priceCents: cents }));
      expect(ld.offers.price).toBe(Number((cents / 100).toFixed(2)));
    }
  });
});

describe("ProductGroup JSON-LD (Google's product variants)", () => {
  const { sku: _sku, priceCents: _p, originalPriceCents: _o, inStock: _i, ...common } = PRODUCT;
  const group = roundTrip(
    productGroupJsonLd({
      ...common,
      name: "Furadeira 750 W",
      url: "https://shop.example/produto/9",
      groupId: "9",
      options: [
        { code: "voltagem", name: "Voltagem" },
        { code: "tamanho", name: "Tamanho" },
      ],
      variants: [
        {
          name: "Furadeira 750 W — 127 V, M",
          sku: "F-127-M",
          url: "https://shop.example/produto/9?variante=F-127-M",
          images: [],
          values: ["127 V", "M"],
          priceCents: 19_990,
          originalPriceCents: 22_990,
          inStock: true,
        },
        {
          name: "Furadeira 750 W — 220 V, M",
          sku: null,
          url: "https://shop.example/produto/9?variante=77",
          images: ["https://shop.example/media/b-1200.webp"],
          values: ["220 V", "M"],
          priceCents: 18_990,
          originalPriceCents: null,
          inStock: false,
        },
      ],
    }),
  ) as unknown as Record<string, unknown> & { hasVariant: Record<string, unknown>[] };

  it("names the group, its id and what it varies by: schema.org terms, else the option's name", () => {
    expect(group["@type"]).toBe("ProductGroup");
    expect(group.productGroupID).toBe("9");
    expect(group.variesBy).toEqual(["Voltagem", "https://schema.org/size"]);
    expect(group).toMatchObject({ name: "Furadeira 750 W", brand: { name: "Tramontina" } });
    expect(group).not.toHaveProperty("offers");
    expect(group).not.toHaveProperty("sku");
  });

  it("each variant is a Product with its name, SKU, address, values and Offer", () => {
    const [first, second] = group.hasVariant;
    expect(first).toMatchObject({
      "@type": "Product",
      name: "Furadeira 750 W — 127 V, M",
      sku: "F-127-M",
      url: "https://shop.example/produto/9?variante=F-127-M",
      size: "M",
      additionalProperty: [{ "@type": "PropertyValue", name: "Voltagem", value: "127 V" }],
      image: PRODUCT.images,
      offers: {
        "@type": "Offer",
        url: "https://shop.example/produto/9?variante=F-127-M",
        price: 199.9,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        priceSpecification: { priceType: "https://schema.org/StrikethroughPrice", price: 229.9 },
      },
    });
    expect(second).not.toHaveProperty("sku");
    expect(second!.image).toEqual(["https://shop.example/media/b-1200.webp"]);
    expect(second!.offers).toMatchObject({
      price: 189.9,
      availability: "https://schema.org/OutOfStock",
    });
    expect(second!.offers).not.toHaveProperty("priceSpecification");
  });
});

describe("JSON-LD escaping: no text can close the script or open a comment in it", () => {
  const hostile = "Serra </script><script>alert(1)</script> <!-- & --> \u2028\u2029 fim";

  it("writes <, >, & and U+2028/2029 as \\u escapes", () => {
    const json = serializeJsonLd(productJsonLd({ ...PRODUCT, name: hostile }));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<!--");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u2028\\u2029");
  });

  it("still parses back to the very same name", () => {
    expect(roundTrip(productJsonLd({ ...PRODUCT, name: hostile })).name).toBe(hostile);
  });
});

describe("BreadcrumbList", () => {
  it("numbers the steps from 1, each with its absolute URL", () => {
    const ld = breadcrumbJsonLd([
      { name: "Início", url: "https://shop.example/" },
      { name: "Tramontina", url: "https://shop.example/tramontina" },
    ]);
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: "https://shop.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Tramontina",
        item: "https://shop.example/tramontina",
      },
    ]);
  });
});

describe("WebSite with SearchAction", () => {
  it("points the search box at /busca?q={search_term_string}", () => {
    const ld = roundTrip(
      webSiteJsonLd({
        name: "YouTools",
        url: "https://shop.example/",
        locale: "pt",
        searchUrl: "https://shop.example/busca?q={search_term_string}",
      }),
    );
    expect(ld["@type"]).toBe("WebSite");
    expect(ld.inLanguage).toBe("pt-BR");
    expect(ld.potentialAction).toEqual({
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: "https://shop.example/busca?q={search_term_string}",
      },
      "query-input": "required name=search_term_string",
    });
  });

  it("names the page's language by its BCP-47 tag (inLanguage) in every language", () => {
    const inLanguage = (locale: "pt" | "en" | "es") =>
      webSiteJsonLd({ name: "YouTools", url: "https://shop.example/", locale, searchUrl: "" })
        .inLanguage;
    expect([inLanguage("pt"), inLanguage("en"), inLanguage("es")]).toEqual(["pt-BR", "en", "es"]);
  });
});

describe("HardwareStore from the store profile", () => {
  const ld = roundTrip(
    hardwareStoreJsonLd(DEMO_STORE_PROFILE, {
      url: "https://shop.example/en",
      description: DEMO_STORE_PROFILE.description_en,
      image: null,
    }),
  );

  it("names the shop, its address and one id in both languages", () => {
    expect(ld["@type"]).toBe("HardwareStore");
    expect(ld["@id"]).toBe("https://shop.example/#store");
    expect(ld.name).toBe("YouTools");
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Centro",
      addressLocality: "Salto del Guairá",
      addressCountry: "Paraguay",
    });
  });

  it("lists the phones without the shop's remarks", () => {
    expect(ld.telephone).toBe("+595 900 000 001");
    expect(ld.contactPoint).toHaveLength(4);
  });

  it("gives the opening hours of the profile's weekday, Saturday and Sunday lines", () => {
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "07:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday"],
        opens: "07:00",
        closes: "12:00",
      },
    ]);
  });

  it("places the shop on the map link's coordinates", () => {
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: -24.0596, longitude: -54.3096 });
    expect(coordinatesFromMapUrl("https://www.google.com/maps/@-24.06,-54.31,15z")).toEqual({
      latitude: -24.06,
      longitude: -54.31,
    });
    expect(coordinatesFromMapUrl("https://example.com/map")).toBeNull();
  });
});
