import type { filtersPt } from "../pt/filters";
import type { Widen } from "../widen";

export const filtersEn: Widen<typeof filtersPt> = {
  title: "Filters",
};
