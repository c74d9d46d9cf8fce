import type { adminPostersPt } from "../../pt/admin-sections/posters";
import type { Widen } from "../../widen";

export const adminPostersEs: Widen<typeof adminPostersPt> = {
  title: "Afiches",
  total: { one: "{count} afiche", other: "{count} afiches" },
  addTitle: "Agregar afiche",
  titlePt: "Título",
  titleIn: "Título en {language}",
  image: "Imagen del afiche",
  submit: "Agregar afiche",
  imageRequired: "Indique una URL de imagen o suba un archivo.",
  confirmDelete: "¿Eliminar este afiche?",
  active: "Activo",
  inactive: "Inactivo",
  activate: "Activar",
  deactivate: "Desactivar",
  empty: "Todavía no hay afiches.",
  untitled: "Afiche {id}",
  listLabel: "Afiches, en el orden del carrusel",
};
