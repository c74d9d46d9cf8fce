import { sql, type Transaction } from "kysely";
import { variantsFollowProducts } from "../variant-summary.server";
import { recordAudit } from "../../audit/audit.server";
import { dbKind, type Db } from "../../db/kysely";
import type { Database } from "../../db/schema";
import { addVocabulary, refreshSearchDocs } from "../../search/index.server";
import type { Actor } from "../product-writes.server";
import type { GalleryImage } from "../product-images.server";
import { nextPosition } from "../positions.server";
import { vocabularyWords } from "~/lib/search-text";
import { writeAttributes } from "./apply-attributes.server";
import { writeProductUpdates } from "./apply-updates.server";
import { applyPlannedLinks } from "./link-columns.server";
import { variantCounts, writePlannedVariants } from "./apply-variants.server";
import { newProductSearch } from "./changes.server";
import type { ImportPlan } from "./plan.server";
import type { Ref } from "./references.server";
import { refusalCode, sameImport } from "./token.server";
import { ImportRefusal } from "./types";

// A plan is applied exactly, in one transaction, or not at all. The transaction
// first moves the catalogue version on from the version the plan was made at; when another write
// moved it since, nothing is written and the import is refused as stale (applyAsPreviewed plans
// the file again and applies it if it still does what its preview showed). That one bump is also
// what invalidates every instance's page cache, once for the whole import.

type Trx = Transaction<Database>;

/** Rows per INSERT: the products' ~25 columns stay under SQLite's bound-parameter limit. */
const BATCH = 100;

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  newBrands: number;
  newCategories: number;
  /** The catalogue version after the import. */
  catalogueVersion: number;
}

/** Moves the version on only from the plan's: false when another write came first. */
async function bumpFrom(trx: Trx, version: number): Promise<boolean> {
  const result = await trx
    .updateTable("catalogue_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function insertBrands(trx: Trx, plan: ImportPlan, now: string): Promise<number[]> {
  const ids: number[] = [];
  let position = await nextPosition(trx, "brand");
  for (const brand of plan.newBrands) {
    const row = await trx
      .insertInto("brand")
      .values({
        ...brand,
        // Brands an import creates have no logo yet: the store shows the placeholder.
        logo_hash: null,
        logo_url: null,
        position: position++,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function insertCategories(trx: Trx, plan: ImportPlan, now: string): Promise<number[]> {
  const ids: number[] = [];
  for (const { name, slug, translations } of plan.newCategories) {
    const row = await trx
      .insertInto("category")
      .values({ ...translations, name, slug, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function insertGalleries(trx: Trx, galleries: [number, GalleryImage[]][]): Promise<void> {
  const rows = galleries.flatMap(([productId, images]) =>
    images.map((image, i) => ({ ...image, product_id: productId, position: i + 1 })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto("product_image")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Inserts the new products with their galleries; answers their ids, in the plan's order. */
async function insertProducts(
  trx: Trx,
  plan: ImportPlan,
  idOf: (ref: Ref, kind: "brand" | "category") => number,
  now: string,
  words: Set<string>,
): Promise<number[]> {
  if (plan.creates.length === 0) return [];
  const first = await nextPosition(trx, "product");
  // A batch at a time, search columns included: the plan does not hold them (changes.server.ts).
  for (let i = 0; i < plan.creates.length; i += BATCH) {
    const rows = plan.creates.slice(i, i + BATCH).map((c, k) => {
      const search = newProductSearch(c.columns, c.brand.name);
      for (const text of search.names) for (const word of vocabularyWords(text)) words.add(word);
      return {
        ...c.columns,
        ...search.columns,
        brand_id: idOf(c.brand, "brand"),
        category_id: idOf(c.category, "category"),
        position: first + i + k,
        created_at: now,
        updated_at: now,
      };
    });
    await trx.insertInto("product").values(rows).execute();
  }
  // The new rows' ids by their positions (a multi-row RETURNING has no defined order in SQLite).
  const idByPosition = new Map(
    (
      await trx
        .selectFrom("product")
        .select(["id", "position"])
        .where("position", ">=", first)
        .execute()
    ).map((r) => [r.position, r.id]),
  );
  const ids = plan.creates.map((_, i) => idByPosition.get(first + i)!);
  await variantsFollowProducts(trx, ids);
  await insertGalleries(
    trx,
    plan.creates.flatMap((c, i) => (c.gallery.length ? [[ids[i]!, c.gallery]] : [])),
  );
  return ids;
}

async function updateProducts(
  trx: Trx,
  plan: ImportPlan,
  idOf: (ref: Ref, kind: "brand" | "category") => number,
  now: string,
): Promise<void> {
  await writeProductUpdates(
    trx,
    plan.updates.map((u) => ({
      id: u.id,
      set: {
        ...u.set,
        ...(u.brand ? { brand_id: idOf(u.brand, "brand") } : {}),
        ...(u.category ? { category_id: idOf(u.category, "category") } : {}),
        updated_at: now,
      },
    })),
  );
  const galleries = plan.updates.flatMap((u) =>
    u.gallery ? [[u.id, u.gallery] as [number, GalleryImage[]]] : [],
  );
  for (let i = 0; i < galleries.length; i += 500) {
    const ids = galleries.slice(i, i + 500).map(([id]) => id);
    await trx.deleteFrom("product_image").where("product_id", "in", ids).execute();
  }
  await insertGalleries(trx, galleries);
}

/**
 * Writes a plan (plan.server.ts) as it is: new brands, categories and products, the updates, their
 * galleries, search columns and vocabulary, and one audit entry with the counts. Refused with
 * `importHasErrors` (422) while the plan has row errors, and with `importStale` (409) when the
 * catalogue changed since the plan was made.
 */
export async function applyImport(db: Db, plan: ImportPlan, actor: Actor): Promise<ImportResult> {
  if (plan.errors.length > 0) throw new ImportRefusal("importHasErrors", 422);
  const result = await db.transaction().execute(async (trx) => {
    if (!(await bumpFrom(trx, plan.catalogueVersion))) throw new ImportRefusal("importStale", 409);
    const now = new Date().toISOString();
    const ids = {
      brand: await insertBrands(trx, plan, now),
      category: await insertCategories(trx, plan, now),
    };
    const idOf = (ref: Ref, kind: "brand" | "category") =>
      "id" in ref ? ref.id : ids[kind][ref.newIndex]!;
    const words = new Set(plan.updates.flatMap((u) => u.names.flatMap(vocabularyWords)));
    const created = await insertProducts(trx, plan, idOf, now, words);
    await updateProducts(trx, plan, idOf, now);
    await writeAttributes(trx, [
      ...plan.creates.map((c, i) => ({ productId: created[i]!, set: c.attributes, clear: [] })),
      ...plan.updates.flatMap((u) => (u.attributes ? [{ productId: u.id, ...u.attributes }] : [])),
    ]);
    // Once the product rows, galleries and specifications are in: writeVariants checks against them.
    await writePlannedVariants(trx, plan, created, now);
    // Links name products by SKU: once every product of the file is in.
    await applyPlannedLinks(trx, plan.links);
    await addVocabulary(trx, [...words]);
    // A product's search document ends with its specifications' words, which
    // the columns written above (changes.server.ts) leave out: once the values are in, every
    // product whose specifications or texts changed has its document computed again.
    await refreshSearchDocs(trx, [
      ...created.filter((_, i) => plan.creates[i]!.attributes.length > 0),
      ...plan.updates.flatMap((u) => (u.attributes || "search_doc" in u.set ? [u.id] : [])),
    ]);
    const counts = {
      rows: plan.rows,
      created: plan.creates.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged.length,
      skipped: plan.skipped.length,
      newBrands: plan.newBrands.length,
      newCategories: plan.newCategories.length,
    };
    await recordAudit(trx, {
      actor,
      action: "import",
      entity: "product",
      detail: JSON.stringify({ ...counts, ...variantCounts(plan) }),
    });
    return { ...counts, catalogueVersion: plan.catalogueVersion + 1 };
  });
  // As after the demo generator's bulk load: the planner learns of the rows now, not in minutes.
  if (dbKind(db) === "postgres" && result.created + result.updated >= 1000) {
    await sql`vacuum (analyze) product`.execute(db);
  }
  const { rows: _rows, ...answer } = result;
  return answer;
}

/** Plans a write between a plan and its transaction may cost before the import is refused. */
const APPLY_TRIES = 3;

/**
 * Applies the import a preview's token names (`sent`), planned again just now (`planned`): when
 * another write lands between a plan and its transaction (applyImport refuses it as stale), the
 * file is planned again and applied if it still does what the preview showed, a few times at
 * most. Answers the result, or the refusal with the last plan (and its token) to show; `replan`
 * answers null when the file cannot be planned any more (the last plan is shown then).
 */
export async function applyAsPreviewed<P extends { plan: ImportPlan; token: string }>(
  db: Db,
  sent: string,
  planned: P,
  replan: () => Promise<P | null>,
  actor: Actor,
): Promise<{ result: ImportResult } | { refusal: ImportRefusal; planned: P }> {
  let current = planned;
  for (let tries = 1; ; tries++) {
    if (!sameImport(sent, current.token)) {
      return { refusal: new ImportRefusal(refusalCode(sent, current.plan), 409), planned: current };
    }
    try {
      return { result: await applyImport(db, current.plan, actor) };
    } catch (error) {
      if (!(error instanceof ImportRefusal)) throw error;
      const next = error.code === "importStale" ? await replan() : null;
      if (!next || tries >= APPLY_TRIES) return { refusal: error, planned: next ?? current };
      current = next;
    }
  }
}
