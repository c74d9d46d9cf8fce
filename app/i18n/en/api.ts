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
    internal: "Internal error. Please try again.",
    emailTaken: adminEn.errors.emailTaken,
    tooManyAttempts: adminEn.errors.tooManyAttempts,
    invalidCredentials: adminEn.errors.invalidCredentials,
    registrationFailed: adminEn.errors.registrationFailed,
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
  },
};
