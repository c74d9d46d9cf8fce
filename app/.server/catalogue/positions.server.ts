import type { Transaction } from "kysely";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import { ServiceError } from "./errors.server";

type Positioned = "brand" | "product" | "poster";

/**
 * docs/product-rules.md §9: a new item's position is the highest position plus one, starting at 1.
 */
export async function nextPosition(db: Db | Transaction<Database>, table: Positioned) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>("position").as("max"))
    .executeTakeFirst();
  return (row?.max ?? 0) + 1;
}

type Ordered = "brand" | "poster" | "attribute" | "attribute_value";

/**
 * docs/decisions/018-ordering-and-positions.md: a new order is every id of the list exactly once
 * (`known`, the list's ids now), written as positions 1..n in the order given; anything else is
 * refused (`orderMismatch`) with nothing written. Runs inside the caller's transaction.
 */
export async function writePositions(
  trx: Transaction<Database>,
  table: Ordered,
  ids: readonly number[],
  known: readonly number[],
): Promise<void> {
  const listed = new Set(known);
  if (
    ids.length !== listed.size ||
    new Set(ids).size !== ids.length ||
    !ids.every((i) => listed.has(i))
  ) {
    throw new ServiceError("orderMismatch", "ids");
  }
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable(table)
      .set({ position: index + 1 })
      .where("id", "=", id)
      .execute();
  }
}
