import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { SectionHeader } from "~/components/admin/form-controls";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import type { Route } from "./+types/import";
import { importAction } from "./+import/import-action.server";
import { ExportPanel } from "./+import/export-panel";
import { ImportForm } from "./+import/import-form";
import type { ImportPageResult } from "./+import/import-types";
import { PhotosForm } from "./+import/photos-form";
import { unlessOffline } from "./+shared/offline";

/**
 * The back office's "Importar": a spreadsheet's preview and apply, the export, and
 * photos in bulk (docs/decisions/047-catalogue-import.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({});
}

export async function action({ request }: Route.ActionArgs) {
  return importAction(request);
}

/** As every admin page: a sign-out that never reached the server must not reload it (offline.ts). */
export const shouldRevalidate = unlessOffline;

export default function Import({ actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <ImportPage result={actionData} />
    </ToastProvider>
  );
}

function ImportPage({ result }: { result: ImportPageResult | undefined }) {
  const t = useTexts("adminSections").importPage;
  useResultToast(result);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeader id="import-title" title={t.title} />
      <ImportForm result={result} />
      <PhotosForm result={result} />
      <ExportPanel />
    </div>
  );
}
