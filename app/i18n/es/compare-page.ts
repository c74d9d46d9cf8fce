import type { comparePagePt } from "../pt/compare-page";
import type { Widen } from "../widen";

export const comparePageEs: Widen<typeof comparePagePt> = {
  heading: "Comparar productos",
  description: "Productos de {site} lado a lado: precio, marca, disponibilidad y especificaciones.",
  caption: { one: "{count} producto lado a lado", other: "{count} productos lado a lado" },
  product: "Producto",
  onlyDifferences: "Solo diferencias",
  apply: "Aplicar",
  differs: "difiere",
  missing: "sin dato",
  removeShort: "Quitar",
  remove: "Quitar {name} de la comparación",
  noDifferences: "Los productos no difieren en nada de esta tabla.",
  rowsDiffer: {
    one: "{count} fila con diferencias",
    other: "{count} filas con diferencias",
  },
  empty: "No hay productos para comparar.",
  emptyHint:
    "Marque “Comparar” en hasta {max} productos, en las listas o en la página de cada producto.",
  invalid: "La dirección no indica productos que podamos comparar.",
  dropped: {
    one: "{count} producto de la dirección ya no está disponible.",
    other: "{count} productos de la dirección ya no están disponibles.",
  },
  limited: "Solo se comparan los {max} primeros productos de la dirección.",
  browse: "Ver productos",
};
