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
  | "unknownImage";

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    readonly field?: string,
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
      return 409;
    default:
      return 400;
  }
}
