import type { comparePt } from "../pt/compare";
import type { Widen } from "../widen";

export const compareEs: Widen<typeof comparePt> = {
  title: "Comparar",
  toggleNamed: "Comparar {name}",
  full: "Compare hasta {max} productos: quite uno para agregar otro.",
  refused: "Su navegador no permitió guardar su elección.",
  bar: {
    label: "Productos para comparar",
    remove: "Quitar {name} de la comparación",
    open: "Comparar ({number})",
  },
};
