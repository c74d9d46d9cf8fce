import type { apiPt } from "../pt/api";
import { adminEn } from "./admin";
import type { Widen } from "../widen";

export const apiEn: Widen<typeof apiPt> = {
  errors: {
    malformedJson: "The request body is not valid JSON.",
    validation: "Some fields are invalid.",
    unauthorized: "You need to sign in to do that.",
    forbidden: "Only administrators can do that.",
    crossOrigin: "Request refused: it did not come from this shop's pages.",
    notFound: "Not found.",
    tooLarge: "The request body is too large.",
    unsupportedType: "Unsupported content type.",
    methodNotAllowed: "Method not allowed.",
    slugTaken: "A brand with that name already exists.",
    reservedSlug: "That name cannot be used by a brand.",
    brandInUse: "This brand still has products and cannot be deleted.",
    unknownBrand: "Unknown brand.",
    unknownCategory: "Unknown category.",
    orderMismatch: "The list must hold every id exactly once.",
    imageRequired: "Give an image URL or upload a file.",
    logoRequired: "Upload a logo.",
    unknownImage: "Unknown image: upload the file before using it in the gallery.",
    tooManyImages: "At most 12 images per product.",
    internal: "Internal error. Please try again.",
    // Catalogue import (issue #18, app/.server/catalogue/import/).
    importTooLarge: "The file is over 20 MB.",
    importFileMissing: "Send the file (the file field, or the request body).",
    importUnreadable: "The file could not be read: send a CSV or an XLSX spreadsheet.",
    importUnsafeArchive: "The spreadsheet is too large once unpacked, or malformed.",
    importEmpty: "The file has no product rows.",
    importTooManyRows: "The file has more than 50,000 rows.",
    importTooManyColumns: "The file has more than 200 columns.",
    importNoColumns: "No known column: the first row must hold the titles (sku, name, price...).",
    importDuplicateColumn: "Two columns of the file are the same field.",
    importNeedsKey: "The file needs a sku, id or name column.",
    importTokenRequired:
      "Send the file with dry_run=1 first, then again with the preview's plan_token.",
    importStale:
      "The catalogue changed since the preview: check the new preview and confirm again.",
    importPlanChanged: "The file or the options changed since the preview: check the new preview.",
    importHasErrors: "Fix the rows' errors before applying the import.",
    emailTaken: adminEn.errors.emailTaken,
    tooManyAttempts: adminEn.errors.tooManyAttempts,
    serverBusy: adminEn.errors.serverBusy,
    invalidCredentials: adminEn.errors.invalidCredentials,
    registrationFailed: adminEn.errors.registrationFailed,
    // POST /api/enquiries (issue #19).
    unknownProducts: "Unknown products, or removed from the catalogue: {ids}.",
    tooManyEnquiries:
      "Too many enquiries from this address: at most 5 every 10 minutes. Try again in {minutes} min.",
    enquiryTooLarge: "The enquiry is over 32 kB: send fewer items or a shorter message.",
    // Specifications (issue #23): the attribute writes of the back office and the API.
    attributeCodeTaken: "There is already a specification with this code.",
    valueCodeTaken: "This specification already has a value with this code.",
    attributeInUse:
      "Products with this specification: {products}. To delete it anyway, send confirm={products}.",
    valueInUse:
      "Products with this value: {products}. To delete it anyway, send confirm={products}.",
    typeInUse: "Products have this specification: its type cannot change.",
    notAChoice: "Only list specifications have values.",
    mergeInvalid: "Choose another value of the same specification.",
    tooManyValues: "A specification has at most 500 values.",
    unknownAttribute: "Unknown specification: see the codes at GET /api/attributes.",
    invalidAttributeValue:
      "Invalid value for this specification: one of its values' codes, a number, or yes/no, by its type.",
  },
  fields: {
    required: "Required field.",
    tooLong: "Text too long.",
    invalidPrice: "Enter a valid price (e.g. 19.90), zero or more.",
    priceTooHigh: "Price too high.",
    httpsOnly: "Enter an https:// address.",
    invalid: "Invalid value.",
    imageTooLarge: "The image is over 10 MB.",
    imageTooManyPixels: "The image is over 40 megapixels.",
    imageUnsupported: "Format not accepted: upload JPEG, PNG, WebP, AVIF or GIF.",
    imageCorrupt: "The file is not a valid image.",
    tooManyImages: "At most 12 images per product.",
    contactInvalid: "Enter an e-mail address or a phone number (8 to 15 digits).",
    controlCharacters: "The text has control characters: use plain text and line breaks only.",
    duplicateProducts: "Each product may appear only once in the list.",
    itemsCount: "Send 1 to 100 items.",
    quantityRange: "The quantity goes from 1 to 999.",
    invalidCode: "Use lower-case letters, digits and dashes (e.g. voltagem, 220v).",
    invalidUnitCode: "Enter the unit's UN/CEFACT code, 2 or 3 letters (e.g. WTT, MMT).",
  },
};
