import type { filtersPt } from "../pt/filters";
import type { Widen } from "../widen";

export const filtersEs: Widen<typeof filtersPt> = {
  title: "Filtros",
};
