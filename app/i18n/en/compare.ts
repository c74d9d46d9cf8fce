import type { comparePt } from "../pt/compare";
import type { Widen } from "../widen";

export const compareEn: Widen<typeof comparePt> = {
  title: "Compare",
  toggleNamed: "Compare {name}",
  full: "Compare up to {max} products: remove one to add another.",
  refused: "Your browser did not let us keep your choice.",
  bar: {
    label: "Products to compare",
    remove: "Remove {name} from the comparison",
    open: "Compare ({number})",
  },
};
