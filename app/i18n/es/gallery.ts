import type { galleryPt } from "../pt/gallery";
import type { Widen } from "../widen";

export const galleryEs: Widen<typeof galleryPt> = {
  open: "Ampliar imagen: {alt}",
  image: "Imagen {n} de {count}",
  dialog: "Imagen ampliada: {alt}",
  close: "Cerrar",
  zoom: "Acercar",
  previous: "Imagen anterior",
  next: "Imagen siguiente",
};
