import type { adminCommonPt } from "../../pt/admin-sections/common";
import type { Widen } from "../../widen";

export const adminCommonEs: Widen<typeof adminCommonPt> = {
  save: "Guardar",
  saving: "Guardando...",
  cancel: "Cancelar",
  edit: "Editar",
  delete: "Eliminar",
  deleting: "Eliminando...",
  confirmYes: "Sí, eliminar",
  close: "Cerrar",
  optional: "(opcional)",
  moveUp: "Subir",
  moveDown: "Bajar",
  drag: "Arrastrar",
  moved: "{name} está ahora en la posición {position} de {total}.",
  reorderHint: "Arrastre para cambiar el orden, o use los botones Subir y Bajar.",
  reorderHintButtons: "Use los botones Subir y Bajar para cambiar el orden.",
  pageOf: "Página {page} de {pages}",
  previous: "Anterior",
  next: "Siguiente",
  pagination: "Paginación",
  notifications: "Notificaciones",
  requiredSummary: "Complete los campos obligatorios: {fields}.",
  invalidSummary: "Corrija los campos marcados abajo.",
  noImage: "Sin imagen",
  languageNames: {
    pt: "portugués",
    en: "inglés",
    es: "español",
  },
};
