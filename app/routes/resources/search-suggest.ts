import { data } from "react-router";
import { getDb } from "~/.server/db/kysely";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/languages";
import { suggest } from "~/.server/search/suggest.server";
import type { SuggestionsData } from "~/lib/search-suggestions";
import type { Route } from "./+types/search-suggest";

/** `/busca/sugestoes?q=&lang=`: the header search box's suggestions, as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  // Any language of the table (app/i18n/languages.ts); anything else, the default one.
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const suggestions = await suggest(getDb(), url.searchParams.get("q") ?? "", locale);
  // Short, shared caching: suggestions follow catalogue edits within seconds.
  return data<SuggestionsData>(
    { suggestions },
    { headers: { "Cache-Control": "public, max-age=15" } },
  );
}
