import { requireApiAdmin } from "~/.server/api/auth.server";
import { exportAnswer } from "~/.server/api/catalogue-import.server";
import { api, readOnlyAction } from "~/.server/api/handler.server";
import type { Route } from "./+types/products-export";

/**
 * GET /api/products/export (administrators): the products the list's filters match, as
 * CSV or XLSX, streamed.
 */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiAdmin(request);
    return exportAnswer(request);
  });
}

export function action({ request }: Route.ActionArgs) {
  return readOnlyAction(request);
}
