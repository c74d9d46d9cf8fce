import { redirect } from "react-router";
import { sectionTexts } from "~/.server/admin/forms.server";
import { ApiError } from "~/.server/api/errors.server";
import { requireAdmin, requireAdminData } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { errorsCsv } from "~/.server/catalogue/import/messages.server";
import type { Route } from "./+types/import-errors";
import { planFromForm, readImportForm } from "./+import/import-plan.server";

// The "Importar" page's full error list: the same form (file and options)
// posted here is planned again and every row error answered as a CSV download, in the
// administrator's language (errorsCsv). A resource route: a file, never a page.

const text = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** Nothing to show: an address typed by hand goes to the import page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/importar");
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminData(request);
  const t = await sectionTexts(request);
  let form: FormData;
  try {
    form = await readImportForm(request);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.status === 413
      ? text(t.api.errors.importTooLarge, 413)
      : text(t.api.errors.validation, 400);
  }
  const planned = await planFromForm(form, t);
  if ("refusal" in planned) return text(planned.refusal.message, planned.refusal.status);
  const { locale } = await adminLocale(request);
  const name = t.adminSections.importPage.errorsFileName;
  return new Response(errorsCsv(planned.plan.errors, locale), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
