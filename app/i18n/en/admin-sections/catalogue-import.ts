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
    in_stock: "in stock",
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
    in_stock: "stock|available",
    images: "image|pictures|photos",
  },
  languageNames: { en: "english", es: "spanish" },
  yes: "yes",
  no: "no",
  errorsFile: { row: "row", column: "column", code: "code", message: "error" },
  rowErrors: {
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
  },
  skipped: {
    unknownSku: "A SKU the shop does not carry: row left aside.",
    noSku: "Row without a SKU: left aside (update only).",
  },
};
