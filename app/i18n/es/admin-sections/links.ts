import type { adminLinksPt } from "../../pt/admin-sections/links";
import type { Widen } from "../../widen";

export const adminLinksEs: Widen<typeof adminLinksPt> = {
  title: "Accesorios y repuestos de {name}",
  back: "Volver a los productos",
  notFound: "Producto no encontrado",
  open: "Accesorios y repuestos",
  openNamed: "Accesorios y repuestos de {name}",
  types: {
    accessory: "Accesorios",
    spare_part: "Repuestos",
    compatible: "Compatible con",
  },
  typeOne: {
    accessory: "Accesorio",
    spare_part: "Repuesto",
    compatible: "Compatible con",
  },
  empty: "Ningún producto.",
  derivedTitle: "También compatible con (vinculado en el otro producto)",
  derivedHint:
    "Estos productos citan a este como accesorio, repuesto o compatible. Para cambiarlo, edite el otro producto.",
  searchTitle: "Vincular un producto",
  searchLabel: "Buscar por nombre o SKU",
  searchButton: "Buscar",
  noResults: "Ningún producto encontrado para “{q}”.",
  typeLabel: "Tipo de vínculo",
  link: "Vincular",
  linkNamed: "Vincular {name}",
  up: "Subir",
  down: "Bajar",
  upNamed: "Subir {name}",
  downNamed: "Bajar {name}",
  remove: "Quitar",
  removeNamed: "Quitar {name}",
  sku: "SKU",
  saved: "Vínculos guardados.",
  saveFailed: "No se pudieron guardar los vínculos.",
  /** Estatísticas: the accessories added from a product's page. */
  insights: {
    title: "Accesorios agregados al presupuesto en la página de un producto",
    empty: "Ningún accesorio agregado en el período.",
    accessory: "Accesorio",
    from: "En la página de",
    adds: "Agregados",
  },
  /** The spreadsheet's link columns: SKUs separated by |. */
  columns: { accessory: "accesorios", spare_part: "repuestos", compatible: "compatible_con" },
};
