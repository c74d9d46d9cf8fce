import type { comparePt } from "../pt/compare";
import type { Widen } from "../widen";

export const compareEs: Widen<typeof comparePt> = {
  title: "Comparar",
};
