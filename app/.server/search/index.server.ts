import type { Transaction } from "kysely";
import { contentColumns, perLanguage } from "~/lib/localized";
import {
  searchDoc,
  searchName,
  sortName,
  vocabularyWords,
  type SearchDocParts,
} from "~/lib/search-text";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";

type Executor = Db | Transaction<Database>;

/**
 * The search and name-sort columns of a product row; the dialect's index follows the search ones
 * (triggers or GIN). Every write of a product's names or descriptions sets them all.
 */
export function searchColumns(p: SearchDocParts) {
  return {
    search_name: searchName(p),
    search_doc: searchDoc(p),
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

/** Recomputes the search document of every product of a brand (after a rename), in batches. */
export async function refreshBrandSearch(db: Executor, brandId: number, brandName: string) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("product")
      .select(["id", ...contentColumns("name"), ...contentColumns("description")])
      .where("brand_id", "=", brandId)
      .where("id", ">", after)
      .orderBy("id")
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      await db
        .updateTable("product")
        .set({ search_doc: searchDoc({ ...r, brandName }) })
        .where("id", "=", r.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
  await addVocabulary(db, [brandName]);
}
