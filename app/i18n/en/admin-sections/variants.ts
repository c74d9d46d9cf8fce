import type { adminVariantsPt } from "../../pt/admin-sections/variants";
import type { Widen } from "../../widen";

export const adminVariantsEn: Widen<typeof adminVariantsPt> = {
  title: "Variants of {name}",
  back: "Back to products",
  notFound: "Product not found",
  optionsTitle: "Options",
  optionsHint:
    "Tick the values of up to 3 options and generate the combinations. With no value ticked, the product has no options and a single variant.",
  noChoices:
    "This product's category has no list specifications to use as options: it has a single variant.",
  generate: "Generate combinations",
  tooManyOptions: "At most 3 options: untick the values of one of them.",
  tooManyCombinations:
    "These values make {combinations} combinations; the most is {max}. Untick some values.",
  rowsTitle: "Variants",
  count: { one: "{count} variant", other: "{count} variants" },
  rowsHint: "Empty stock: not tracked. On saving, variants not in the list are removed.",
  tableLabel: "Variants of {name}",
  columns: {
    combination: "Combination",
    sku: "SKU",
    price: "Price",
    originalPrice: "Original price",
    offer: "Offer",
    stock: "Stock",
    picture: "Picture",
  },
  single: "No options",
  isNew: "New",
  samePrice: "Same price for all",
  sameStock: "Same stock for all",
  sameHint: "When filled, it applies to every row.",
  pictureNone: "The product's pictures",
  picture: "Picture {number}",
  pictureAlt: "Picture {number}: {alt}",
  save: "Save variants",
  saved: "Variants saved!",
  saveFailed: "Variants not saved: correct the fields shown.",
  perVariant: "This product's prices, offers and stock are set per variant.",
  edit: "Edit variants",
  removal: {
    title: "Remove combinations named in enquiries?",
    named: {
      one: "{count} open enquiry names combinations this change removes:",
      other: "{count} open enquiries name combinations this change removes:",
    },
    kept: "The enquiries keep each line's SKU and options, even once removed.",
    confirm: "Save and remove",
    cancel: "Back without saving",
  },
};
