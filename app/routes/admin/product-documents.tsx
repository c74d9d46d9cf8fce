import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { parseId } from "~/lib/id";
import type { Route } from "./+types/product-documents";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";
import { productSectionLoader } from "./+shared/product-section.server";
import { ProductSectionMissing } from "./+shared/product-section-missing";
import { documentsAction } from "./+documents/documents-action.server";
import { DocumentsEditor } from "./+documents/documents-editor";
import { documentsEditorData } from "./+documents/documents-page.server";

/**
 * One product's manuals, datasheets and videos
 * (docs/decisions/068-product-documents-and-videos.md): PDFs uploaded with their titles in every
 * language and checked, ordered, retitled and removed; the videos' addresses, one a line. Works
 * without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return productSectionLoader(request, params.id, documentsEditorData);
}

export async function action({ request, params }: Route.ActionArgs) {
  return documentsAction(request, parseId(params.id) ?? 0);
}

/** A save that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function ProductDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts("adminSections").documents;
  return (
    <ToastProvider initial={[actionData?.toast]}>
      {loaderData.found ? (
        <Found editor={loaderData} result={actionData} />
      ) : (
        <ProductSectionMissing texts={t} />
      )}
    </ToastProvider>
  );
}

function Found({
  editor,
  result,
}: {
  editor: Extract<Route.ComponentProps["loaderData"], { found: true }>;
  result: ClientResult | undefined;
}) {
  useResultToast(result);
  return <DocumentsEditor editor={editor} result={result} />;
}
