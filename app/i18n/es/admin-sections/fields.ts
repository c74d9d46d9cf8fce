import type { adminFieldsPt } from "../../pt/admin-sections/fields";
import type { Widen } from "../../widen";

export const adminFieldsEs: Widen<typeof adminFieldsPt> = {
  required: "Campo obligatorio.",
  tooLong: "Texto demasiado largo.",
  invalidEmail: "Ingrese un correo electrónico válido.",
  httpsOnly: "Ingrese una dirección https://.",
  invalid: "Valor inválido.",
  uploadTooLarge: "El archivo supera los 10 MB.",
  tooManyImages: "Como máximo 12 imágenes por producto.",
  invalidDate: "Ingrese fecha y hora (ej.: 30/11/2026 23:59).",
  windowOrder: "El fin debe ser posterior al inicio.",
};
