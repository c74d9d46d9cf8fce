import type { ActionResult } from "./admin-result";

// The variants editor's second step (docs/decisions/065-product-variants.md): a save that removes
// combinations open enquiries name asks first, and is sent again with CONFIRM_REMOVAL.

/** The field of the second step's button: "1" saves and removes. */
export const CONFIRM_REMOVAL = "confirm_removal";

/** How many open enquiries name the combinations a save removes, and those combinations. */
export interface VariantRemovalQuestion {
  enquiries: number;
  /** Each as the administrator reads it: "220 V (FUR-220)". */
  combinations: string[];
}

export interface VariantsResult extends ActionResult {
  removal?: VariantRemovalQuestion;
}

/** The question of a save's answer, when it asks one. */
export function removalOf(result: ActionResult | undefined): VariantRemovalQuestion | undefined {
  return result && "removal" in result ? (result as VariantsResult).removal : undefined;
}
