import { data } from "react-router";
import { getDb } from "~/.server/db/kysely";
import { suggest } from "~/.server/search/suggest.server";
import type { SuggestionsData } from "~/lib/search-suggestions";
import type { Route } from "./+types/search-suggest";

/** `/busca/sugestoes?q=&lang=`: the header search box's suggestions, as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = url.searchParams.get("lang") === "en" ? "en" : "pt";
  const suggestions = await suggest(getDb(), url.searchParams.get("q") ?? "", locale);
  // Short, shared caching: suggestions follow catalogue edits within seconds.
  return data<SuggestionsData>(
    { suggestions },
    { headers: { "Cache-Control": "public, max-age=15" } },
  );
}
