import { adminForm, formIntent } from "~/.server/admin/admin-form.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { errorsCsv } from "~/.server/catalogue/import/messages.server";
import { RequestRefused } from "~/.server/http/refusal.server";
import { textsFor } from "~/i18n/texts";
import { importFileSchema, planFromForm, readImportBody } from "./import-plan.server";

// The "Importar" page's full error list: the same form (file and options) posted here is planned
// again and every row error answered as a CSV download, in the administrator's language
// (errorsCsv). A file, never a page: its answers are thrown as the Responses they are, which a
// resource route sends as they are, and a refusal is plain text.

const text = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The import's body; one refused (too large, not a form) is its message as text. */
async function readBody(request: Request) {
  try {
    return await readImportBody(request);
  } catch (error) {
    if (!(error instanceof RequestRefused)) throw error;
    const t = textsFor((await adminLocale(request)).locale);
    throw text(t.api.errors[error.code], error.status);
  }
}

/** Sent by the preview's "download" button, or by the form submitted from script (no intent). */
export const importErrorsAction = adminForm(
  {
    errors: formIntent({
      schema: importFileSchema,
      failed: (s) => s.toasts.error,
      async handle(input, { t, locale }) {
        const planned = await planFromForm(input, t);
        if ("refusal" in planned) throw text(planned.refusal.message, planned.refusal.status);
        const name = t.adminSections.importPage.errorsFileName;
        const day = new Date().toISOString().slice(0, 10);
        throw new Response(errorsCsv(planned.plan.errors, locale), {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
            "Cache-Control": "no-store",
          },
        });
      },
    }),
  },
  { defaultIntent: "errors", readBody },
);
