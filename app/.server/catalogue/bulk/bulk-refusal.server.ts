import type { BulkErrorCode } from "~/lib/bulk-schemas";

/** A bulk change refused, with the reason's key (adminSections.productTable.bulk.errors). */
export class BulkRefusal extends Error {
  constructor(
    readonly code: BulkErrorCode,
    readonly status = 400,
  ) {
    super(code);
    this.name = "BulkRefusal";
  }
}
