import { data } from "react-router";
import { quoteItemsNow } from "~/.server/catalogue/quote-items.server";
import { getDb } from "~/.server/db/kysely";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/languages";
import { QUOTE_MAX_LINES } from "~/lib/quote-list";
import { parseRefKey, refKey, type ProductRef } from "~/lib/stored-list";
import type { Route } from "./+types/quote-items";

/**
 * `/orcamento/itens?ids=1,2:55,2:56&lang=`: the quote list's lines as the shop has them now (a
 * product's id, or `product:variant`), so the list the browser keeps shows current prices, stock
 * and option labels. A line the catalogue no longer has is left out, and a variant it no longer
 * has is answered by its product (the list marks both); entries past QUOTE_MAX_LINES or not ids
 * are ignored.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const refs = new Map<string, ProductRef>();
  for (const token of (url.searchParams.get("ids") ?? "").split(",")) {
    const ref = parseRefKey(token);
    if (ref && refs.size < QUOTE_MAX_LINES) refs.set(refKey(ref), ref);
  }
  const items = await quoteItemsNow(getDb(), [...refs.values()], locale);
  // Never kept by a shared cache: a price the shopper checks is the price now.
  return data({ items }, { headers: { "Cache-Control": "no-store" } });
}
