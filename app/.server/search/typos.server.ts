import { withinOneEdit } from "~/lib/search-text";
import type { Db } from "../db/kysely";
import type { TokenGroup } from "./contains.server";

/** Vocabulary words one typo away from each word of 5+ letters (and not already a known word). */
export async function typoGroups(db: Db, tokens: string[]): Promise<TokenGroup[]> {
  return Promise.all(
    tokens.map(async (token) => {
      if (token.length < 5 || !/^\p{L}+$/u.test(token)) return [token];
      const rows = await db
        .selectFrom("search_word")
        .select("word")
        .where("length", ">=", token.length - 1)
        .where("length", "<=", token.length + 1)
        .where((eb) =>
          eb.or([eb("word", "like", `${token[0]}%`), eb("word", "like", `_${token[1]}%`)]),
        )
        .limit(5000)
        .execute();
      const near = rows.map((r) => r.word).filter((w) => w !== token && withinOneEdit(w, token));
      return [token, ...near];
    }),
  );
}
