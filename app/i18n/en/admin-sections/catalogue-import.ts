import type { adminCatalogueImportPt } from "../../pt/admin-sections/catalogue-import";
import type { Widen } from "../../widen";

export const adminCatalogueImportEn: Widen<typeof adminCatalogueImportPt> = {
  columns: {
    id: "id",
    sku: "sku",
    name: "name",
    description: "description",
    brand: "brand",
    category: "category",
    price: "price",
    original_price: "original price",
    is_special_offer: "offer",
    offer_starts_at: "offer start",
    offer_ends_at: "offer end",
    in_stock: "in stock",
    stock: "stock",
    group: "group",
    options: "options",
    images: "images",
  },
  synonyms: {
    id: "product id",
    sku: "code|reference|ref|item code",
    name: "product|product name|title",
    description: "",
    brand: "manufacturer|make",
    category: "",
    price: "sale price|unit price",
    original_price: "regular price|list price",
    is_special_offer: "on offer|special offer|on sale",
    offer_starts_at: "offer starts|offer from|start of offer",
    offer_ends_at: "offer ends|offer until|end of offer",
    in_stock: "available",
    stock: "quantity|stock quantity|inventory|qty",
    group: "group id|parent|item group id|handle",
    options: "option names|varies by",
    images: "image|pictures|photos",
  },
  languageNames: { en: "english", es: "spanish" },
  yes: "yes",
  no: "no",
  errorsFile: { row: "row", column: "column", code: "code", message: "error" },
  rowErrors: {
    unknownLinkSku: 'Column {column}: no product has the SKU "{value}" (nor does this sheet).',
    required: "Required to create a product.",
    tooLong: "Text too long (at most {max} characters).",
    invalidText: "The text has invalid characters.",
    priceNotNumber: "The price is not a number (e.g. 19.90).",
    priceNegative: "The price cannot be negative.",
    priceTooHigh: "Price too high.",
    originalNotAbovePrice: "The original price must be above the price.",
    notYesNo: "Use yes or no (or x and empty).",
    notHttps: "Use https:// addresses separated by |.",
    unknownImage: "Unknown image: upload the file before using it.",
    tooManyImages: "At most {max} images per product.",
    unknownBrand: "Unknown brand: add it first or allow creating brands.",
    unknownCategory: "Unknown category: add it first or allow creating categories.",
    ambiguousBrand: "More than one brand has that name: write it as it is registered.",
    ambiguousCategory: "More than one category has that name: use the category's number.",
    reservedBrandName: "That name cannot be used by a brand.",
    duplicateSku: "Repeated SKU: it is already on row {row}.",
    duplicateId: "Repeated product: it is already on row {row}.",
    invalidId: "Invalid id: use the product's number.",
    unknownId: "There is no product with that id.",
    idMismatch: "The id is not that of the product with this SKU (a file from another shop?).",
    malformedRow: "Unreadable row: check its quotes and separators.",
    attributeUnknownValue:
      'Column {column}: there is no value "{value}". Use the code or the name of one of the specification\'s values.',
    attributeAmbiguousValue:
      'Column {column}: "{value}" matches more than one value. Use the value\'s code.',
    attributeNotNumber:
      'Column {column}: "{value}" is not a number. Write the number, with or without its unit (e.g. 650, 650 W, 1.5).',
    attributeAmbiguousNumber:
      'Column {column}: "{value}" is ambiguous (one thousand five hundred, or one and a half?). Write 1500 or 1.5.',
    attributeNotYesNo:
      'Column {column}: "{value}" is neither yes nor no. Use yes or no; empty leaves the product without this value.',
    attributeNotInCategory:
      "Column {column}: this specification is not one of the product's category. Assign it to the category or leave the cell empty.",
    invalidOfferDate:
      "Invalid date: use dd/mm/yyyy, dd/mm/yyyy hh:mm (Asunción time) or ISO 8601 (e.g. 2026-11-30T00:00-03:00); empty leaves the offer without a limit.",
    offerWindowReversed: "The offer's end must come after its start.",
    invalidStock:
      "Invalid stock: use a whole number from 0 to {max}, or leave it empty not to track stock.",
    stockContradiction:
      "Stock and in stock disagree on this row (0 is sold out; above 0, for sale): correct one of the two columns.",
    unknownGroup:
      "No product has this id. For a new product, use a key with letters as its group (e.g. drill-1).",
    groupConflict:
      "Row {row} of the same group has another value in this column: repeat the same value or leave the cell empty.",
    skuElsewhere:
      "This SKU belongs to another product (id {id}): a SKU can be on one product only.",
    invalidOption:
      'Invalid option "{value}": use the code of a choice specification of the product\'s category (e.g. voltagem), each once, separated by |.',
    tooManyOptions: "At most {max} options per product.",
    optionValueMissing: "Column {column}: every variant needs a value of this option.",
    optionColumnMissing:
      "The sheet has no column for the option {column}: add it with each variant's value.",
    duplicateCombination:
      "Repeated combination: row {row} of the same product already has these option values.",
    tooManyVariants: "At most {max} variants per product.",
    variantsNeedOptions:
      "Rows of the same group are variants of one product: say in the options column what differs between them (e.g. voltagem).",
    optionsNeedGroup:
      "To change a product's options, or to create and remove variants, use the group column with the product's id on all its rows.",
    categoryLacksOption:
      "The category does not list \"{value}\", one of this product's options: assign it to the category, or change the product's options (options column, with the group column).",
    variantNeedsSku:
      "This product has variants: name the variant by its SKU, or use the group column.",
  },
  skipped: {
    unknownSku: "A SKU the shop does not carry: row left aside.",
    noSku: "Row without a SKU: left aside (update only).",
  },
};
