import type { Transaction } from "kysely";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";

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
