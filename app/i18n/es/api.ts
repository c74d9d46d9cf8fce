import type { apiPt } from "../pt/api";
import { adminEs } from "./admin";
import type { Widen } from "../widen";

export const apiEs: Widen<typeof apiPt> = {
  errors: {
    malformedJson: "El cuerpo de la solicitud no es un JSON válido.",
    validation: "Algunos campos no son válidos.",
    unauthorized: "Debe iniciar sesión para hacer esto.",
    forbidden: "Solo los administradores pueden hacer esto.",
    crossOrigin: "Solicitud rechazada: no provino de las páginas de esta tienda.",
    notFound: "No encontrado.",
    tooLarge: "El cuerpo de la solicitud es demasiado grande.",
    unsupportedType: "Tipo de contenido no admitido.",
    methodNotAllowed: "Método no permitido.",
    slugTaken: "Ya existe una marca con ese nombre.",
    reservedSlug: "Ese nombre no puede usarse para una marca.",
    brandInUse: "Esta marca todavía tiene productos y no puede eliminarse.",
    unknownBrand: "Marca desconocida.",
    unknownCategory: "Categoría desconocida.",
    orderMismatch: "La lista debe contener cada id exactamente una vez.",
    imageRequired: "Indique una URL de imagen o suba un archivo.",
    logoRequired: "Suba un logotipo.",
    internal: "Error interno. Intente nuevamente.",
    emailTaken: adminEs.errors.emailTaken,
    tooManyAttempts: adminEs.errors.tooManyAttempts,
    invalidCredentials: adminEs.errors.invalidCredentials,
    registrationFailed: adminEs.errors.registrationFailed,
  },
  fields: {
    required: "Campo obligatorio.",
    tooLong: "Texto demasiado largo.",
    invalidPrice: "Ingrese un precio válido (ej.: 19,90), cero o más.",
    priceTooHigh: "Precio demasiado alto.",
    httpsOnly: "Ingrese una dirección https://.",
    invalid: "Valor inválido.",
    imageTooLarge: "La imagen supera los 10 MB.",
    imageTooManyPixels: "La imagen supera los 40 megapíxeles.",
    imageUnsupported: "Formato no aceptado: suba JPEG, PNG, WebP, AVIF o GIF.",
    imageCorrupt: "El archivo no es una imagen válida.",
  },
};
