import { parseId } from "~/lib/id";
import type { Db } from "../../db/kysely";
import { loadAttributes } from "../attributes.server";
import { readAttributeValues } from "./attribute-changes.server";
import { matchAttributeColumns } from "./attribute-columns.server";
import { planLinkColumns } from "./link-columns.server";
import { planGroup, planPartials } from "./plan-group.server";
import { planRow, type PlanContext, type ReadRow } from "./plan-row.server";
import type { ImportPlan } from "./plan-types";
import { brandResolver, categoryResolver, type Ref } from "./references.server";
import { groupKey, readRowValues } from "./row-values.server";
import { readCatalogueBase, readProducts } from "./snapshot.server";
import type { ColumnKey, ImportOptions, ParsedFile, ParsedRow } from "./types";

export type { ImportPlan, PlannedCreate, PlannedUpdate } from "./plan-types";

// The preview. A plan says what applying the file would do, row by row, and is
// made without writing anything; apply.server.ts writes exactly it, at the version it was made at.

/** Rows planned together: the products they name are read in one go, then dropped. */
const CHUNK_ROWS = 2_000;

/**
 * The file's rows as the products they describe, in the order of their first rows: the rows that
 * share a `grupo` together (wherever they are in the file), every other row alone; then in chunks
 * of about CHUNK_ROWS rows, a group never split.
 */
function* chunksOf(
  rows: readonly ParsedRow[],
): Generator<{ key: string | null; rows: ParsedRow[] }[]> {
  const units: { key: string | null; rows: ParsedRow[] }[] = [];
  const byKey = new Map<string, ParsedRow[]>();
  for (const row of rows) {
    const key = groupKey(row.cells.group);
    const group = key === null ? undefined : byKey.get(key);
    if (group) group.push(row);
    else {
      units.push({ key, rows: [row] });
      if (key !== null) byKey.set(key, units[units.length - 1]!.rows);
    }
  }
  let chunk: typeof units = [];
  let size = 0;
  for (const unit of units) {
    chunk.push(unit);
    size += unit.rows.length;
    if (size >= CHUNK_ROWS) {
      yield chunk;
      chunk = [];
      size = 0;
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Keeps only the new brands or categories rows use, renumbering the refs that point at them. */
function keepUsed<T>(created: T[], refs: (Ref | undefined)[]): T[] {
  const used = [...new Set(refs.flatMap((r) => (r && "newIndex" in r ? [r.newIndex] : [])))].sort(
    (a, b) => a - b,
  );
  const renumber = new Map(used.map((old, i) => [old, i]));
  for (const ref of refs) if (ref && "newIndex" in ref) ref.newIndex = renumber.get(ref.newIndex)!;
  return used.map((i) => created[i]!);
}

/**
 * The plan of an import: reads the catalogue (the products the file names, its brands and
 * categories) and compares each row with it. Every row's problems are errors with its row number
 * and column; a row with errors is neither created nor updated.
 */
export async function planImport(
  db: Db,
  parsed: ParsedFile,
  options: ImportOptions,
): Promise<ImportPlan> {
  const titles = new Map(parsed.columns.flatMap((c) => (c.key ? [[c.key, c.header]] : [])));
  const titleOf = (key: ColumnKey) => titles.get(key) ?? null;
  const base = await readCatalogueBase(db);
  // After the version (read first by readCatalogueBase): a change to them since moves it on.
  const attributes = await loadAttributes(db);
  const attributeColumns = matchAttributeColumns(parsed.columns, attributes);
  const plan: ImportPlan = {
    catalogueVersion: base.version,
    options,
    file: {
      format: parsed.format,
      encoding: parsed.encoding,
      delimiter: parsed.delimiter,
      columns: parsed.columns.map((c, i) => ({
        header: c.header,
        key: c.key ?? attributeColumns.find((a) => a.index === i)?.key ?? null,
      })),
    },
    rows: parsed.rows.length + parsed.unreadableRows.length,
    creates: [],
    updates: [],
    unchanged: [],
    skipped: [],
    newBrands: [],
    newCategories: [],
    errors: parsed.unreadableRows.map((row) => ({
      row,
      column: null,
      field: null,
      code: "malformedRow",
    })),
  };
  const ctx: PlanContext = {
    plan,
    options,
    titleOf,
    brands: brandResolver(base, options.createMissing),
    categories: categoryResolver(base, options.createMissing),
    attributes,
    attributeColumns,
    seenSku: new Map(),
    seenProduct: new Map(),
    partials: new Map(),
  };
  const read = (r: ParsedRow): ReadRow => {
    const { values, errors } = readRowValues(r, (k) => titleOf(k)!);
    if (attributeColumns.length === 0) return { row: r.row, values, errors };
    const specs = readAttributeValues(r, attributeColumns);
    values.attributes = specs.values;
    return { row: r.row, values, errors: [...errors, ...specs.errors] };
  };
  // A chunk of rows at a time: their values and the products they name are dropped after it.
  for (const chunk of chunksOf(parsed.rows)) {
    const units = chunk.map((u) => ({ key: u.key, reads: u.rows.map(read) }));
    const reads = units.flatMap((u) => u.reads);
    const found = await readProducts(db, {
      skus: reads.flatMap((r) => (r.values.sku ? [r.values.sku] : [])),
      ids: [
        ...reads.flatMap((r) => (r.values.id ? [r.values.id] : [])),
        ...units.flatMap((u) => {
          const id = u.key === null ? null : parseId(u.key);
          return id === null ? [] : [id];
        }),
      ],
      mediaHashes: reads.flatMap((r) => r.values.images?.flatMap((i) => i.hash ?? []) ?? []),
      attributes: attributeColumns.length > 0,
    });
    for (const r of reads) {
      if (r.values.images?.some((i) => i.hash !== null && !found.media.has(i.hash))) {
        r.errors.push({
          row: r.row,
          column: titleOf("images"),
          field: "images",
          code: "unknownImage",
        });
      }
    }
    for (const unit of units) {
      if (unit.key === null) planRow(ctx, found, unit.reads[0]!);
      else planGroup(ctx, found, unit.reads, unit.key);
    }
  }
  planPartials(ctx);
  // Accessories, spare parts and compatible products (docs/decisions/067-product-links.md).
  await planLinkColumns(db, parsed, plan);
  const used = [...plan.creates, ...plan.updates];
  plan.newBrands = keepUsed(
    ctx.brands.created,
    used.map((c) => c.brand),
  );
  plan.newCategories = keepUsed(
    ctx.categories.created,
    used.map((c) => c.category),
  );
  plan.errors.sort((a, b) => a.row - b.row);
  return plan;
}
