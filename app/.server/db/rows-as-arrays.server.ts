import { CompiledQuery, type Compilable } from "kysely";
import { ROWS_AS_ARRAYS } from "./bounded-sqlite";
import { dbKind, type Db } from "./kysely";

/**
 * A query's rows as arrays of its selected columns' values, in the order selected: for reads of
 * many rows of a few numbers (a search's 1,000 candidates), where SQLite's driver building an
 * object per row was most of the query's cost. PostgreSQL's rows are objects made by its driver
 * either way; they are turned into arrays here, so callers read one shape.
 */
export async function rowsAsArrays<Row extends readonly unknown[]>(
  db: Db,
  query: Compilable<object>,
): Promise<Row[]> {
  const compiled = query.compile();
  if (dbKind(db) === "postgres") {
    const { rows } = await db.executeQuery<Record<string, unknown>>(compiled);
    return rows.map((row) => Object.values(row) as unknown as Row);
  }
  const marked = CompiledQuery.raw(ROWS_AS_ARRAYS + compiled.sql, [...compiled.parameters]);
  return (await db.executeQuery<Row>(marked)).rows;
}
