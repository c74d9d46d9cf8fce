import { data } from "react-router";
import { getProductsByIds } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/languages";
import { localizedName } from "~/lib/product-card";
import { QUOTE_MAX_LINES, type QuoteCurrent } from "~/lib/quote-list";
import type { Route } from "./+types/quote-items";

/**
 * `/orcamento/itens?ids=1,2,3&lang=`: the quote list's products as the shop has them now, so the
 * list the browser keeps shows current prices and stock. An id the catalogue no
 * longer has is left out (the list marks it); ids past QUOTE_MAX_LINES or not numbers are ignored.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const ids = [
    ...new Set(
      (url.searchParams.get("ids") ?? "")
        .split(",")
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ].slice(0, QUOTE_MAX_LINES);
  const products = await getProductsByIds(getDb(), ids);
  const items: QuoteCurrent[] = products.map((p) => ({
    id: p.id,
    name: localizedName(p, locale),
    sku: p.sku,
    priceCents: p.price_cents,
    inStock: p.in_stock,
    image: { hash: p.image_hash, url: p.image_url },
  }));
  // Never kept by a shared cache: a price the shopper checks is the price now.
  return data({ items }, { headers: { "Cache-Control": "no-store" } });
}
