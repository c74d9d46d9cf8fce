import type { comparePt } from "../pt/compare";
import type { Widen } from "../widen";

export const compareEn: Widen<typeof comparePt> = {
  title: "Compare",
};
