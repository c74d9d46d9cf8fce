import type { Widen } from "../widen";
import type { linksPt } from "../pt/links";

export const linksEn: Widen<typeof linksPt> = {
  headings: {
    accessories: "Accessories",
    spareParts: "Spare parts",
    compatibleWith: "Compatible with",
  },
  add: "Add to quote",
  added: "In the quote",
  variant: "Option of {name}",
  soldOut: "sold out",
};
