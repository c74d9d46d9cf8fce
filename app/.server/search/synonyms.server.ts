import type { Transaction } from "kysely";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/languages";
import { insightTerm } from "~/lib/insights";
import { contentColumns, localized } from "~/lib/localized";
import { queryTokens } from "~/lib/search-text";
import { recordAudit } from "../audit/audit.server";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";

// Search synonyms (docs/decisions/059-insights.md): a term shoppers search for and find nothing
// ("parafusadeira" where the catalogue says "furadeira"), mapped by the administrator to a word of
// the catalogue or to one product. The full search reads them on every query (one primary-key
// read of the query's words), and adding one bumps the catalogue version, so cached result pages
// follow at once.

/** Where a term leads: a catalogue word (or words), or one product. */
export type SynonymTarget = { word: string; productId: null } | { word: null; productId: number };

export interface Synonym {
  term: string;
  word: string | null;
  productId: number | null;
}

/** Why a synonym was refused: the message keys of the Insights page. */
export type SynonymProblem = "termEmpty" | "targetEmpty" | "targetUnknown" | "sameAsTerm";

/**
 * What the administrator typed as the target: a product by its SKU (or `#id`), else words that
 * all occur in the catalogue's vocabulary. Null with the reason when it is neither.
 */
export async function resolveSynonymTarget(
  db: Db,
  typed: string,
): Promise<SynonymTarget | { problem: SynonymProblem }> {
  const text = typed.trim();
  if (!text) return { problem: "targetEmpty" };
  const byId = /^#(\d{1,9})$/.exec(text);
  const product = await db
    .selectFrom("product")
    .select("id")
    .where((eb) =>
      byId ? eb("id", "=", Number(byId[1])) : eb(eb.fn("lower", ["sku"]), "=", text.toLowerCase()),
    )
    .executeTakeFirst();
  if (product) return { word: null, productId: product.id };
  const words = queryTokens(text);
  if (words.length === 0) return { problem: "targetEmpty" };
  const known = await db
    .selectFrom("search_word")
    .select("word")
    .where("word", "in", words)
    .execute();
  if (new Set(known.map((k) => k.word)).size < new Set(words).size)
    return { problem: "targetUnknown" };
  return { word: words.join(" "), productId: null };
}

/**
 * Maps `term` (normalised as search reads it) to what `target` names, replacing an earlier
 * mapping of the same term; audit-logged, and the catalogue version bumped in the same
 * transaction so cached search pages are not served past it.
 */
export async function addSynonym(
  db: Db,
  { term: typedTerm, target: typedTarget }: { term: string; target: string },
  actor: string | null,
): Promise<{ ok: true; synonym: Synonym } | { ok: false; problem: SynonymProblem }> {
  const term = insightTerm(typedTerm);
  if (!term) return { ok: false, problem: "termEmpty" };
  const target = await resolveSynonymTarget(db, typedTarget);
  if ("problem" in target) return { ok: false, problem: target.problem };
  if (target.word === term) return { ok: false, problem: "sameAsTerm" };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("search_synonym")
      .values({
        term,
        word: target.word,
        product_id: target.productId,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc.column("term").doUpdateSet({ word: target.word, product_id: target.productId }),
      )
      .execute();
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, {
      actor,
      action: "create",
      entity: "synonym",
      entityId: term,
      detail: JSON.stringify(target),
    });
  });
  return { ok: true, synonym: { term, ...target } };
}

/** Removes a term's synonym (audit-logged, catalogue version bumped); false when there was none. */
export async function removeSynonym(db: Db, term: string, actor: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const result = await trx
      .deleteFrom("search_synonym")
      .where("term", "=", term)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, { actor, action: "delete", entity: "synonym", entityId: term });
    return true;
  });
}

/** The synonyms of these terms (a query as a whole and each of its words), by term. */
export async function synonymsOf(db: Db, terms: string[]): Promise<Map<string, Synonym>> {
  const wanted = [...new Set(terms.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("search_synonym")
    .select(["term", "word", "product_id"])
    .where("term", "in", wanted)
    .execute();
  return new Map(
    rows.map((r) => [r.term, { term: r.term, word: r.word, productId: r.product_id }]),
  );
}

/**
 * Every synonym, the newest first, with the product's name (in `namesIn`) and SKU where one is
 * the target.
 */
export async function listSynonyms(db: Db, namesIn: Locale = DEFAULT_LOCALE) {
  const rows = await db
    .selectFrom("search_synonym")
    .select(["term", "word", "product_id", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("term")
    .execute();
  const ids = rows.flatMap((r) => (r.product_id ? [r.product_id] : []));
  const products = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom("product")
            .select(["id", "sku", ...contentColumns("name")])
            .where("id", "in", ids)
            .execute()
        ).map((p) => [p.id, { name: localized(p, "name", namesIn), sku: p.sku }]),
  );
  return rows.map((r) => {
    const product = r.product_id ? products.get(r.product_id) : undefined;
    return {
      term: r.term,
      word: r.word,
      productId: r.product_id,
      productName: product?.name ?? null,
      sku: product?.sku ?? null,
      createdAt: r.created_at,
    };
  });
}
