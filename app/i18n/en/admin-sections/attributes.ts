import type { adminAttributesPt } from "../../pt/admin-sections/attributes";
import type { Widen } from "../../widen";

export const adminAttributesEn: Widen<typeof adminAttributesPt> = {
  title: "Specifications",
};
