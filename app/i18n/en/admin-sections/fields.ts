import type { adminFieldsPt } from "../../pt/admin-sections/fields";
import type { Widen } from "../../widen";

export const adminFieldsEn: Widen<typeof adminFieldsPt> = {
  required: "Required field.",
  tooLong: "Text too long.",
  invalidEmail: "Enter a valid e-mail address.",
  httpsOnly: "Enter an https:// address.",
  invalid: "Invalid value.",
  uploadTooLarge: "The upload is over 10 MB.",
  tooManyImages: "At most 12 images per product.",
  invalidDate: "Enter a date and time (e.g. 30/11/2026 23:59).",
  windowOrder: "The end must come after the start.",
};
