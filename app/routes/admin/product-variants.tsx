import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { parseId } from "~/lib/id";
import type { Route } from "./+types/product-variants";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";
import { productSectionLoader } from "./+shared/product-section.server";
import { ProductSectionMissing } from "./+shared/product-section-missing";
import { VariantsEditor } from "./+variants/variants-editor";
import { variantsAction } from "./+variants/variants-action.server";
import { variantsEditorData } from "./+variants/variants-page.server";

/**
 * One product's variants (docs/decisions/065-product-variants.md): its options chosen among its
 * category's choice attributes, their values ticked and combined (a GET form), then each
 * variant's SKU, prices, offer, stock and picture saved at once. Works without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return productSectionLoader(request, params.id, variantsEditorData);
}

export async function action({ request, params }: Route.ActionArgs) {
  return variantsAction(request, parseId(params.id) ?? 0);
}

/** A save that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function ProductVariants({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts("adminSections").variants;
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
  return <VariantsEditor editor={editor} result={result} />;
}
