import { CompiledQuery, IdentifierNode, type Compilable, type RootOperationNode } from "kysely";
import { ROWS_AS_ARRAYS } from "./bounded-sqlite";
import { dbKind, type Db } from "./kysely";

/**
 * A query's rows as arrays of its selected columns' values, in the order selected: for reads of
 * many rows of a few values (a search's 1,000 candidates), where the drivers building an object
 * per row cost more than the query. SQLite's driver gives arrays itself (1,000 rows of two numbers:
 * 1.1 ms as objects, 0.45 as arrays). PostgreSQL's sends the rows as one JSON array of arrays,
 * which its driver parses at once (the same rows: 1.15–1.54 ms of the client's CPU as rows,
 * 0.60–0.74 as JSON); a JSON number is a JavaScript number, so a bigint arrives as one (exact
 * below 2^53), not as text. The rows come in the query's own order (PostgreSQL's aggregate reads
 * its sorted subquery in order).
 */
export async function rowsAsArrays<Row extends readonly unknown[]>(
  db: Db,
  query: Compilable<object>,
): Promise<Row[]> {
  const compiled = query.compile();
  if (dbKind(db) === "postgres") {
    const columns = selectedColumns(compiled.query);
    if (!columns) {
      const { rows } = await db.executeQuery<Record<string, unknown>>(compiled);
      return rows.map((row) => Object.values(row) as unknown as Row);
    }
    const list = columns.map((c) => `q."${c.replaceAll('"', '""')}"`).join(", ");
    const { rows } = await db.executeQuery<{ rows: Row[] }>(
      CompiledQuery.raw(
        `select coalesce(json_agg(json_build_array(${list})), '[]') as rows from (${compiled.sql}) as q`,
        [...compiled.parameters],
      ),
    );
    return rows[0]?.rows ?? [];
  }
  const marked = CompiledQuery.raw(ROWS_AS_ARRAYS + compiled.sql, [...compiled.parameters]);
  return (await db.executeQuery<Row>(marked)).rows;
}

/**
 * The names a select query gives its columns, in order: each selection's alias, else its column's
 * name ("p.id" is "id"). Undefined for anything else (a `select *`, another kind of query): the
 * caller then reads the rows as objects.
 */
function selectedColumns(node: RootOperationNode): string[] | undefined {
  if (node.kind !== "SelectQueryNode" || !node.selections) return undefined;
  const names: string[] = [];
  for (const { selection } of node.selections) {
    if (selection.kind === "AliasNode" && IdentifierNode.is(selection.alias)) {
      names.push(selection.alias.name);
    } else if (selection.kind === "ReferenceNode" && selection.column.kind === "ColumnNode") {
      names.push(selection.column.column.name);
    } else if (selection.kind === "ColumnNode") {
      names.push(selection.column.name);
    } else return undefined;
  }
  return new Set(names).size === names.length ? names : undefined;
}
