import type { adminLinksPt } from "../../pt/admin-sections/links";
import type { Widen } from "../../widen";

export const adminLinksEn: Widen<typeof adminLinksPt> = {
  title: "Accessories and parts of {name}",
  back: "Back to products",
  notFound: "Product not found",
  open: "Accessories and parts",
  openNamed: "Accessories and parts of {name}",
  types: {
    accessory: "Accessories",
    spare_part: "Spare parts",
    compatible: "Compatible with",
  },
  typeOne: {
    accessory: "Accessory",
    spare_part: "Spare part",
    compatible: "Compatible with",
  },
  empty: "No products.",
  derivedTitle: "Also compatible with (linked on the other product)",
  derivedHint:
    "These products name this one as an accessory, part or compatible product. To change that, edit the other product.",
  searchTitle: "Link a product",
  searchLabel: "Search by name or SKU",
  searchButton: "Search",
  noResults: "No product found for “{q}”.",
  typeLabel: "Link type",
  link: "Link",
  linkNamed: "Link {name}",
  up: "Up",
  down: "Down",
  upNamed: "Move {name} up",
  downNamed: "Move {name} down",
  remove: "Remove",
  removeNamed: "Remove {name}",
  sku: "SKU",
  saved: "Links saved.",
  saveFailed: "The links could not be saved.",
  /** Estatísticas: the accessories added from a product's page. */
  insights: {
    title: "Accessories added to the quote from a product's page",
    empty: "No accessory added in the period.",
    accessory: "Accessory",
    from: "On the page of",
    adds: "Adds",
  },
  /** The spreadsheet's link columns: SKUs separated by |. */
  columns: { accessory: "accessories", spare_part: "spare_parts", compatible: "compatible_with" },
};
