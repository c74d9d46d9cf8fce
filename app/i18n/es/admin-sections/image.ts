import type { adminImagePt } from "../../pt/admin-sections/image";
import type { Widen } from "../../widen";

export const adminImageEs: Widen<typeof adminImagePt> = {
  url: "URL de la imagen (https)",
  file: "Archivo de imagen",
  preview: "Vista previa",
  remove: "Quitar imagen",
  preparing: "Preparando la imagen...",
  urlDisabled: "Se eligió un archivo: la URL no se usará.",
};
