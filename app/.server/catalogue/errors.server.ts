/** Expected failures of a catalogue write, mapped by callers to 4xx and a message key. */
export type ServiceErrorCode =
  | "notFound"
  | "slugTaken"
  | "reservedSlug"
  | "brandInUse"
  | "unknownBrand"
  | "unknownCategory"
  | "orderMismatch"
  | "imageRequired"
  | "logoRequired"
  | "tooManyImages"
  | "unknownImage"
  // Specifications (app/.server/catalogue/attribute-writes*.server.ts).
  | "attributeCodeTaken"
  | "valueCodeTaken"
  | "attributeInUse"
  | "valueInUse"
  | "typeInUse"
  | "notAChoice"
  | "mergeInvalid"
  | "tooManyValues"
  | "unknownAttribute"
  | "invalidAttributeValue"
  // Variants (app/.server/catalogue/variant-writes.server.ts).
  | "invalidOption"
  | "variantsCount"
  | "invalidCombination"
  | "duplicateCombination"
  | "skuTaken"
  // Offer and poster windows (docs/decisions/066-scheduled-offers.md).
  | "windowOrder"
  // Links between products (app/.server/catalogue/product-links.server.ts).
  | "unknownProducts"
  | "selfLink"
  | "tooManyLinks";

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    readonly field?: string,
    /** The message's `{placeholders}` (app/i18n/fill.ts): how many products use what is deleted. */
    readonly values?: Record<string, string | number>,
  ) {
    super(code);
  }
}

export function httpStatusOf(code: ServiceErrorCode): 400 | 404 | 409 {
  switch (code) {
    case "notFound":
      return 404;
    case "slugTaken":
    case "brandInUse":
    case "attributeCodeTaken":
    case "valueCodeTaken":
    case "attributeInUse":
    case "valueInUse":
    case "typeInUse":
    case "skuTaken":
      return 409;
    default:
      return 400;
  }
}
