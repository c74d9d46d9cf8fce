import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import {
  FEED_DESCRIPTION_MAX,
  FEED_TITLE_MAX,
  feedPrice,
  feedPrices,
  variantItems,
  variantSize,
  type FeedProduct,
  type FeedVariant,
} from "./feeds";
import { googleItem, META_COLUMNS, metaRow } from "./feed-formats";

// What Google Merchant Center and Meta's catalogues read of each product.

const product: FeedProduct = {
  id: "7",
  groupId: null,
  title: "Furadeira de Impacto 650 W",
  description: "Furadeira com mandril de 13 mm.\n\nInclui maleta & brocas <3>.",
  link: "https://shop.example/produto/7",
  images: [
    "https://shop.example/media/a-1200.webp",
    "https://shop.example/media/b-1200.webp",
    "https://cdn.example/c,d.png",
  ],
  inStock: true,
  priceCents: 4990,
  originalPriceCents: null,
  brand: "Bosch",
  productType: "Máquinas Elétricas",
  details: [],
};

describe("feed prices", () => {
  it("write dollars with two decimals and the currency: 19.90 USD", () => {
    expect(feedPrice(1990)).toBe("19.90 USD");
    expect(feedPrice(5)).toBe("0.05 USD");
    expect(feedPrice(123456)).toBe("1234.56 USD");
  });

  it("an offer is the price before it with the sale price; no higher old price, no sale", () => {
    expect(feedPrices({ priceCents: 990, originalPriceCents: 1290 })).toEqual({
      price: "12.90 USD",
      salePrice: "9.90 USD",
    });
    expect(feedPrices({ priceCents: 990, originalPriceCents: null })).toEqual({
      price: "9.90 USD",
      salePrice: null,
    });
    expect(feedPrices({ priceCents: 990, originalPriceCents: 990 }).salePrice).toBeNull();
  });
});

describe("the Google Merchant Center item", () => {
  it("carries the required attributes, escaped, the cover and the other pictures", () => {
    const item = googleItem(product);
    expect(item).toBe(
      "<item><g:id>7</g:id><title>Furadeira de Impacto 650 W</title>" +
        "<description>Furadeira com mandril de 13 mm. Inclui maleta &amp; brocas &lt;3&gt;.</description>" +
        "<link>https://shop.example/produto/7</link>" +
        "<g:image_link>https://shop.example/media/a-1200.webp</g:image_link>" +
        "<g:additional_image_link>https://shop.example/media/b-1200.webp</g:additional_image_link>" +
        "<g:additional_image_link>https://cdn.example/c,d.png</g:additional_image_link>" +
        "<g:availability>in_stock</g:availability><g:price>49.90 USD</g:price>" +
        "<g:brand>Bosch</g:brand><g:condition>new</g:condition>" +
        "<g:identifier_exists>no</g:identifier_exists>" +
        "<g:product_type>Máquinas Elétricas</g:product_type></item>\n",
    );
  });

  it("titles stop at 150 characters and descriptions at 5,000; no description gives the title", () => {
    const long = googleItem({
      ...product,
      title: "Serra ".repeat(60),
      description: "palavra ".repeat(1000),
      inStock: false,
      originalPriceCents: 5990,
    });
    const title = /<title>([^<]*)<\/title>/.exec(long)![1]!;
    const description = /<description>([^<]*)<\/description>/.exec(long)![1]!;
    expect([...title].length).toBeLessThanOrEqual(FEED_TITLE_MAX);
    expect([...description].length).toBeLessThanOrEqual(FEED_DESCRIPTION_MAX);
    expect(long).toContain("<g:availability>out_of_stock</g:availability>");
    expect(long).toContain("<g:price>59.90 USD</g:price><g:sale_price>49.90 USD</g:sale_price>");
    expect(googleItem({ ...product, description: "  " })).toContain(
      "<description>Furadeira de Impacto 650 W</description>",
    );
  });

  it("names at most 10 additional pictures, and no product type without a category", () => {
    const many = Array.from({ length: 12 }, (_, i) => `https://shop.example/media/${i}.webp`);
    const item = googleItem({ ...product, images: many, productType: null });
    expect(item.match(/<g:additional_image_link>/g)).toHaveLength(10);
    expect(item).not.toContain("product_type");
  });

  it("carries each specification as a product_detail with its section, name and value", () => {
    const item = googleItem({
      ...product,
      details: [
        { section: "Especificações", name: "Voltagem", value: "220 V" },
        { section: "Especificações", name: "Potência", value: "650 W" },
        { section: "Especificações", name: "Tipo <A&B>", value: "x".repeat(1200) },
      ],
    });
    const details = [...item.matchAll(/<g:product_detail>(.*?)<\/g:product_detail>/g)].map(
      (m) => m[1],
    );
    expect(details.slice(0, 2)).toEqual([
      "<g:section_name>Especificações</g:section_name><g:attribute_name>Voltagem</g:attribute_name>" +
        "<g:attribute_value>220 V</g:attribute_value>",
      "<g:section_name>Especificações</g:section_name><g:attribute_name>Potência</g:attribute_name>" +
        "<g:attribute_value>650 W</g:attribute_value>",
    ]);
    // Escaped, and within Google's 1,000 characters for a value.
    expect(details[2]).toContain("<g:attribute_name>Tipo &lt;A&amp;B&gt;</g:attribute_name>");
    expect(/<g:attribute_value>([^<]*)</.exec(details[2]!)![1]!.length).toBeLessThanOrEqual(1000);
    expect(item.endsWith("</g:product_detail></item>\n")).toBe(true);
    // Meta's CSV has no column for them.
    expect(metaRow({ ...product, details: [{ section: "S", name: "N", value: "V" }] })).toEqual(
      metaRow(product),
    );
  });

  it("drops characters XML forbids", () => {
    expect(googleItem({ ...product, title: "Serra\u0007 circular" })).toContain(
      "<title>Serra circular</title>",
    );
  });
});

describe("the Meta catalogue row", () => {
  it("fills the required columns, Meta's availability words and the pictures comma-separated", () => {
    const row = Object.fromEntries(META_COLUMNS.map((c, i) => [c, metaRow(product)[i]]));
    expect(row).toEqual({
      id: "7",
      title: "Furadeira de Impacto 650 W",
      description: "Furadeira com mandril de 13 mm. Inclui maleta & brocas <3>.",
      availability: "in stock",
      condition: "new",
      price: "49.90 USD",
      link: "https://shop.example/produto/7",
      image_link: "https://shop.example/media/a-1200.webp",
      brand: "Bosch",
      sale_price: "",
      sale_price_effective_date: "",
      // A URL with a comma would split in two: left out.
      additional_image_link: "https://shop.example/media/b-1200.webp",
      product_type: "Máquinas Elétricas",
      item_group_id: "",
    });
    expect(metaRow({ ...product, inStock: false })[3]).toBe("out of stock");
  });

  it("reads back intact through CSV quoting", () => {
    const tricky = { ...product, title: 'Serra "Pro", 7"', brand: "Irwin; Co." };
    const [header, row] = parse(stringify([[...META_COLUMNS], metaRow(tricky)])) as string[][];
    expect(header).toEqual([...META_COLUMNS]);
    expect(row![1]).toBe('Serra "Pro", 7"');
    expect(row![8]).toBe("Irwin; Co.");
  });
});

describe("a product with options in the feeds", () => {
  const variant = (over: Partial<FeedVariant>): FeedVariant => ({
    id: 31,
    sku: "FI-220",
    options: [{ name: "Voltagem", value: "220 V" }],
    priceCents: 5290,
    originalPriceCents: null,
    inStock: true,
    images: [],
    ...over,
  });
  const drill = {
    ...product,
    details: [{ section: "Especificações", name: "Potência", value: "650 W" }],
  };

  it("is one item per variant, grouped by the product's id, each with its SKU, link, price and availability", () => {
    const items = variantItems(
      drill,
      [
        variant({ id: 30, sku: "FI-127", options: [{ name: "Voltagem", value: "127 V" }] }),
        variant({ originalPriceCents: 5990, inStock: false }),
      ],
      "Especificações",
    );
    expect(items.map((i) => [i.id, i.groupId, i.title, i.link, i.inStock])).toEqual([
      [
        "FI-127",
        "7",
        "Furadeira de Impacto 650 W 127 V",
        "https://shop.example/produto/7?variante=FI-127",
        true,
      ],
      [
        "FI-220",
        "7",
        "Furadeira de Impacto 650 W 220 V",
        "https://shop.example/produto/7?variante=FI-220",
        false,
      ],
    ]);
    const item = googleItem(items[1]!);
    expect(item).toContain("<g:id>FI-220</g:id><g:item_group_id>7</g:item_group_id>");
    expect(item).toContain("<g:availability>out_of_stock</g:availability>");
    expect(item).toContain("<g:price>59.90 USD</g:price><g:sale_price>52.90 USD</g:sale_price>");
    // Its values come first among the details, then the product's specifications.
    expect(items[1]!.details).toEqual([
      { section: "Especificações", name: "Voltagem", value: "220 V" },
      { section: "Especificações", name: "Potência", value: "650 W" },
    ]);
    const row = metaRow(items[1]!);
    expect(row[META_COLUMNS.indexOf("id")]).toBe("FI-220");
    expect(row[META_COLUMNS.indexOf("item_group_id")]).toBe("7");
    expect(row[META_COLUMNS.indexOf("availability")]).toBe("out of stock");
  });

  it("sends a size option's value as Google's size, and no size for a voltage or a product", () => {
    const wrench = variant({
      options: [
        { name: "Tamanho", value: "13 mm", code: "tamanho" },
        { name: "Voltagem", value: "220 V", code: "voltagem" },
      ],
    });
    expect(variantSize(wrench)).toBe("13 mm");
    expect(
      variantSize(variant({ options: [{ name: "Voltagem", value: "220 V", code: "voltagem" }] })),
    ).toBeNull();
    const [item] = variantItems(drill, [wrench], "Especificações");
    expect(googleItem(item!)).toContain(
      "<g:id>FI-220</g:id><g:item_group_id>7</g:item_group_id><g:size>13 mm</g:size>",
    );
    expect(googleItem(variantItems(drill, [variant({})], "Especificações")[0]!)).not.toContain(
      "g:size",
    );
    expect(googleItem(product)).not.toContain("g:size");
  });

  it("names a variant without a SKU by the product's and its own id, and links to it by its id", () => {
    const [item] = variantItems(drill, [variant({ sku: null })], "Especificações");
    expect(item!.id).toBe("7-31");
    expect(item!.link).toBe("https://shop.example/produto/7?variante=31");
  });

  it("shows a variant's own pictures, else the product's gallery", () => {
    const own = ["https://shop.example/media/v-1200.webp"];
    const [withOwn, without] = variantItems(
      drill,
      [variant({ images: own }), variant({ id: 32, sku: "FI-BIV" })],
      "Especificações",
    );
    expect(withOwn!.images).toEqual(own);
    expect(without!.images).toEqual(product.images);
  });

  it("leaves a product without options one item, with no group", () => {
    expect(googleItem(product)).not.toContain("item_group_id");
    expect(metaRow(product)[META_COLUMNS.indexOf("item_group_id")]).toBe("");
  });
});
