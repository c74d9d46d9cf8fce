import { redirect } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import type { Route } from "./+types/import-errors";
import { importErrorsAction } from "./+import/errors-action.server";

// The "Importar" page's full error list: the same form (file and options)
// posted here is planned again and every row error answered as a CSV download, in the
// administrator's language (errorsCsv). A resource route: a file, never a page.

/** Nothing to show: an address typed by hand goes to the import page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/importar");
}

export async function action({ request }: Route.ActionArgs) {
  return importErrorsAction(request);
}
