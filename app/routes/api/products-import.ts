import { requireApiAdmin } from "~/.server/api/auth.server";
import { importProducts } from "~/.server/api/catalogue-import.server";
import { api, methodNotAllowed } from "~/.server/api/handler.server";
import type { Route } from "./+types/products-import";

/** GET is not served: the import is a POST (405 in the error shape). */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => methodNotAllowed("POST"));
}

/**
 * POST /api/products/import (administrators): a CSV or XLSX file; `?dry_run=1` answers
 * the plan, `?plan_token=` applies it (docs/decisions/047-catalogue-import.md).
 */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("POST");
    const actor = await requireApiAdmin(request);
    return importProducts(request, actor);
  });
}
