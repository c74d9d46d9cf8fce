import type { comparePagePt } from "../pt/compare-page";
import type { Widen } from "../widen";

export const comparePageEn: Widen<typeof comparePagePt> = {
  heading: "Compare products",
  description: "{site} products side by side: price, brand, availability and specifications.",
  caption: { one: "{count} product side by side", other: "{count} products side by side" },
  product: "Product",
  onlyDifferences: "Only differences",
  apply: "Apply",
  differs: "differs",
  missing: "not given",
  removeShort: "Remove",
  remove: "Remove {name} from the comparison",
  noDifferences: "The products do not differ in anything in this table.",
  rowsDiffer: { one: "{count} row with differences", other: "{count} rows with differences" },
  empty: "No products to compare.",
  emptyHint: "Tick “Compare” on up to {max} products, in the lists or on each product's page.",
  invalid: "The address does not name products we can compare.",
  dropped: {
    one: "{count} product in the address is no longer available.",
    other: "{count} products in the address are no longer available.",
  },
  limited: "Only the first {max} products in the address are compared.",
  browse: "See products",
};
