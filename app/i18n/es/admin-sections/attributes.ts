import type { adminAttributesPt } from "../../pt/admin-sections/attributes";
import type { Widen } from "../../widen";

export const adminAttributesEs: Widen<typeof adminAttributesPt> = {
  title: "Especificaciones",
};
