import { apiProducts } from "~/.server/api/dto.server";
import { api, readOnlyAction } from "~/.server/api/handler.server";
import { pagingHeaders } from "~/.server/api/paging.server";
import { productQueryFromApi } from "~/.server/api/products.server";
import { listProducts } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import type { Route } from "./+types/special-offers";

/** GET /api/products/special-offers: products on offer (reachable: a static segment beats {id}). */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const url = new URL(request.url);
    const query = await productQueryFromApi(request);
    const { items, total } = query.empty
      ? { items: [], total: 0 }
      : await listProducts(getDb(), { ...query.options, offers: true });
    return Response.json(await apiProducts(getDb(), items), {
      headers: pagingHeaders(url, query.page, query.perPage, total),
    });
  });
}

/** Reads only: other methods answer 405 in the error shape. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyAction(request);
}
