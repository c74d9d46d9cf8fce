import type { Transaction } from "kysely";
import { contentColumns, perLanguage } from "~/lib/localized";
import {
  searchDoc,
  searchName,
  sortName,
  vocabularyWords,
  type SearchDocParts,
} from "~/lib/search-text";
import { writeProductUpdates } from "../catalogue/import/apply-updates.server";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import { specSearchText, type SpecForSearch } from "./spec-text.server";

type Executor = Db | Transaction<Database>;

const CHUNK = 500;

/**
 * A product's full-search document: its names, brand and descriptions in every language, then its
 * specifications' text (specSearchText). Empty `specs` for a product without any.
 */
export function productSearchDoc(p: SearchDocParts, specs: string): string {
  return specs ? `${searchDoc(p)} ${specs}` : searchDoc(p);
}

/**
 * The search and name-sort columns of a product row; the dialect's index follows the search ones
 * (triggers or GIN). Every write of a product's names or descriptions sets them all, with the
 * product's specifications' text (specSearchTexts) when it has any: a new product has none yet.
 */
export function searchColumns(p: SearchDocParts, specs = "") {
  return {
    search_name: searchName(p),
    search_doc: productSearchDoc(p, specs),
    ...perLanguage("sort_name", (locale) => sortName(p, locale)),
  };
}

/** Adds a product's words to the vocabulary used for typo tolerance. */
export async function addVocabulary(db: Executor, texts: string[]): Promise<void> {
  const words = [...new Set(texts.flatMap(vocabularyWords))];
  for (let i = 0; i < words.length; i += 200) {
    await db
      .insertInto("search_word")
      .values(words.slice(i, i + 200).map((word) => ({ word, length: word.length })))
      .onConflict((oc) => oc.column("word").doNothing())
      .execute();
  }
}

/**
 * The products' specifications as search text (specSearchText), by product id; a product without
 * any has no entry. Read from the tables, not the per-version cache: a write that just renamed a
 * value in this transaction must see the new label.
 */
export async function specSearchTexts(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  const specs = new Map<number, SpecForSearch[]>();
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom("product_attribute as pa")
      .innerJoin("attribute as a", "a.id", "pa.attribute_id")
      .leftJoin("attribute_value as v", "v.id", "pa.value_id")
      .select([
        "pa.product_id",
        "a.type",
        "a.unit",
        "pa.number_value",
        ...contentColumns("label").map((c) => `v.${c}` as const),
      ])
      .where("pa.product_id", "in", productIds.slice(i, i + CHUNK))
      // The attributes' own order, so the same values always give the same document.
      .orderBy("pa.product_id")
      .orderBy("a.position")
      .orderBy("a.id")
      .execute();
    for (const r of rows) {
      const list = specs.get(r.product_id) ?? [];
      list.push({
        type: r.type,
        unit: r.unit,
        number: r.number_value,
        labels: contentColumns("label").map((c) => r[c]),
      });
      specs.set(r.product_id, list);
    }
    // Its options' values, which live on its variants ("furadeira 220 v" finds the drill).
    const options = await db
      .selectFrom("variant_value as vv")
      .innerJoin("variant as vr", "vr.id", "vv.variant_id")
      .innerJoin("attribute_value as v", "v.id", "vv.value_id")
      .select(["vr.product_id", ...contentColumns("label").map((c) => `v.${c}` as const)])
      .distinct()
      .where("vr.product_id", "in", productIds.slice(i, i + CHUNK))
      .orderBy("vr.product_id")
      .orderBy("v.label")
      .execute();
    for (const r of options) {
      const list = specs.get(r.product_id) ?? [];
      list.push({
        type: "choice",
        unit: null,
        number: null,
        labels: contentColumns("label").map((c) => r[c]),
      });
      specs.set(r.product_id, list);
    }
  }
  const out = new Map<number, string>();
  for (const [id, list] of specs) {
    const text = specSearchText(list);
    if (text) out.set(id, text);
  }
  return out;
}

/**
 * Recomputes the search document of these products from the database (names, descriptions, brand,
 * specifications), writing only the ones that changed, and adds their specifications' words to
 * the vocabulary. Call it in the transaction of any write that changes a product's attribute
 * values, renames or merges a value, or renames an attribute's unit. Returns how many it rewrote.
 */
export async function refreshSearchDocs(
  trx: Transaction<Database>,
  productIds: readonly number[],
): Promise<number> {
  const ids = [...new Set(productIds)];
  const words = new Set<string>();
  let rewritten = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const rows = await trx
      .selectFrom("product as p")
      .innerJoin("brand as b", "b.id", "p.brand_id")
      .select([
        "p.id",
        "p.search_doc",
        "b.name as brandName",
        ...contentColumns("name").map((c) => `p.${c}` as const),
        ...contentColumns("description").map((c) => `p.${c}` as const),
      ])
      .where("p.id", "in", chunk)
      .execute();
    const specs = await specSearchTexts(trx, chunk);
    const changed = rows.flatMap((r) => {
      const spec = specs.get(r.id) ?? "";
      for (const word of vocabularyWords(spec)) words.add(word);
      const doc = productSearchDoc(r, spec);
      return doc === r.search_doc ? [] : [{ id: r.id, set: { search_doc: doc } }];
    });
    await writeProductUpdates(trx, changed);
    rewritten += changed.length;
  }
  await addVocabulary(trx, [...words]);
  return rewritten;
}

/** Recomputes the search document of every product of a brand (after a rename), in batches. */
export async function refreshBrandSearch(
  trx: Transaction<Database>,
  brandId: number,
  brandName: string,
) {
  let after = 0;
  for (;;) {
    const rows = await trx
      .selectFrom("product")
      .select("id")
      .where("brand_id", "=", brandId)
      .where("id", ">", after)
      .orderBy("id")
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    await refreshSearchDocs(
      trx,
      rows.map((r) => r.id),
    );
    after = rows[rows.length - 1]!.id;
  }
  await addVocabulary(trx, [brandName]);
}
