import { summarize } from "./seo/meta";
import { escapeXml } from "./seo/xml";
import {
  FEED_ADDITIONAL_IMAGES_MAX,
  FEED_DETAIL_NAME_MAX,
  FEED_DETAIL_VALUE_MAX,
  feedTexts,
  feedPrices,
  saleEffectiveDate,
  type FeedProduct,
  type FeedDetail,
} from "./feeds";

// The feeds' two formats (./feeds.ts has what goes in them): Google Merchant Center's RSS 2.0
// with the `g:` namespace, and Meta's catalogue CSV.

/** The channel's opening: the shop's name, home page and language. */
export function googleFeedOpen(channel: {
  title: string;
  link: string;
  description: string;
  language: string;
}): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
    `<title>${escapeXml(channel.title)}</title>\n<link>${escapeXml(channel.link)}</link>\n` +
    `<description>${escapeXml(channel.description)}</description>\n` +
    `<language>${escapeXml(channel.language)}</language>\n`
  );
}
export const GOOGLE_FEED_CLOSE = `</channel>\n</rss>\n`;

/** One product as a Google Merchant Center item (RSS 2.0, `g:` attributes). */
export function googleItem(p: FeedProduct): string {
  const { title, description } = feedTexts(p);
  const { price, salePrice } = feedPrices(p);
  const [image, ...more] = p.images;
  const g = (name: string, value: string | null | undefined) =>
    value ? `<g:${name}>${escapeXml(value)}</g:${name}>` : "";
  return (
    "<item>" +
    g("id", p.id) +
    g("item_group_id", p.groupId) +
    g("size", p.size) +
    `<title>${escapeXml(title)}</title>` +
    `<description>${escapeXml(description)}</description>` +
    `<link>${escapeXml(p.link)}</link>` +
    g("image_link", image) +
    more
      .slice(0, FEED_ADDITIONAL_IMAGES_MAX)
      .map((url) => g("additional_image_link", url))
      .join("") +
    g("availability", p.inStock ? "in_stock" : "out_of_stock") +
    g("price", price) +
    g("sale_price", salePrice) +
    g(
      "sale_price_effective_date",
      salePrice && p.saleWindow ? saleEffectiveDate(p.saleWindow, Date.now()) : null,
    ) +
    g("brand", p.brand) +
    g("condition", "new") +
    // No GTIN or MPN in the catalogue: Google is told so.
    g("identifier_exists", "no") +
    g("product_type", p.productType) +
    p.details.map(productDetail).join("") +
    "</item>\n"
  );
}

/**
 * A specification as Google's `product_detail` (section, attribute name and value). Meta's CSV has
 * no such column: its rows carry none.
 */
function productDetail(d: FeedDetail): string {
  const g = (name: string, value: string, max: number) =>
    `<g:${name}>${escapeXml(summarize(value, max))}</g:${name}>`;
  return (
    "<g:product_detail>" +
    g("section_name", d.section, FEED_DETAIL_NAME_MAX) +
    g("attribute_name", d.name, FEED_DETAIL_NAME_MAX) +
    g("attribute_value", d.value, FEED_DETAIL_VALUE_MAX) +
    "</g:product_detail>"
  );
}

/** Meta's catalogue columns: the required ones first, then what the store also knows. */
export const META_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
  "sale_price",
  "sale_price_effective_date",
  "additional_image_link",
  "product_type",
  "item_group_id",
] as const;

/** One product as a row of Meta's catalogue CSV, in META_COLUMNS' order. */
export function metaRow(p: FeedProduct): string[] {
  const { title, description } = feedTexts(p);
  const { price, salePrice } = feedPrices(p);
  const [image, ...more] = p.images;
  const row: Record<(typeof META_COLUMNS)[number], string> = {
    id: p.id,
    title,
    description,
    availability: p.inStock ? "in stock" : "out of stock",
    condition: "new",
    price,
    link: p.link,
    image_link: image ?? "",
    brand: p.brand,
    sale_price: salePrice ?? "",
    sale_price_effective_date:
      salePrice && p.saleWindow ? saleEffectiveDate(p.saleWindow, Date.now()) : "",
    // Comma-separated: a URL holding a comma would split in two, so it is left out.
    additional_image_link: more
      .filter((url) => !url.includes(","))
      .slice(0, FEED_ADDITIONAL_IMAGES_MAX)
      .join(","),
    product_type: p.productType ?? "",
    item_group_id: p.groupId ?? "",
  };
  return META_COLUMNS.map((column) => row[column]);
}
