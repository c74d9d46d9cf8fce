import { apiCategory } from "~/.server/api/dto.server";
import { api, readOnlyAction } from "~/.server/api/handler.server";
import { apiLocale } from "~/.server/api/locale.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getDb } from "~/.server/db/kysely";
import type { Route } from "./+types/categories";

/** GET /api/categories: id, name, created_at (docs/product-rules.md §7), ordered by name. */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const categories = await listCategories(getDb(), apiLocale(request));
    return Response.json(categories.map(apiCategory), {
      headers: { "X-Total-Count": String(categories.length) },
    });
  });
}

/** Reads only: other methods answer 405 in the error shape. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyAction(request);
}
