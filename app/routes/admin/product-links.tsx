import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { parseId } from "~/lib/id";
import type { Route } from "./+types/product-links";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";
import { productSectionLoader } from "./+shared/product-section.server";
import { ProductSectionMissing } from "./+shared/product-section-missing";
import { linksAction } from "./+links/links-action.server";
import { LinksEditor } from "./+links/links-editor";
import { linksEditorData } from "./+links/links-page.server";

/**
 * One product's accessories, spare parts and compatible products
 * (docs/decisions/067-product-links.md): found by name or SKU, linked with a type, ordered and
 * removed. Works without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return productSectionLoader(request, params.id, linksEditorData);
}

export async function action({ request, params }: Route.ActionArgs) {
  return linksAction(request, parseId(params.id) ?? 0);
}

/** A save that never reaches the server keeps the page (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function ProductLinks({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts("adminSections").links;
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
  return <LinksEditor editor={editor} />;
}
