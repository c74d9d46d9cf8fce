import type { Widen } from "../widen";
import type { linksPt } from "../pt/links";

export const linksEs: Widen<typeof linksPt> = {
  headings: {
    accessories: "Accesorios",
    spareParts: "Repuestos",
    compatibleWith: "Compatible con",
  },
  add: "Agregar al presupuesto",
  added: "En el presupuesto",
  variant: "Opción de {name}",
  soldOut: "agotado",
};
