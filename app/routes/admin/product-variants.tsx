import { data, Link } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { getDb } from "~/.server/db/kysely";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { parseId } from "~/lib/id";
import type { Route } from "./+types/product-variants";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";
import { PRODUCTS_LIST, VariantsEditor } from "./+variants/variants-editor";
import { variantsAction } from "./+variants/variants-action.server";
import { variantsEditorData } from "./+variants/variants-page.server";

/**
 * One product's variants (docs/decisions/065-product-variants.md): its options chosen among its
 * category's choice attributes, their values ticked and combined (a GET form), then each
 * variant's SKU, prices, offer, stock and picture saved at once. Works without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const { locale } = await adminLocale(request);
  const { searchParams } = new URL(request.url);
  const editor =
    id === null ? undefined : await variantsEditorData(getDb(), id, locale, searchParams);
  if (!editor) return data({ found: false as const }, { status: 404 });
  return data({ found: true as const, ...editor });
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
  return (
    <ToastProvider initial={[actionData?.toast]}>
      {loaderData.found ? <Found editor={loaderData} result={actionData} /> : <NotFound />}
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

function NotFound() {
  const t = useTexts("adminSections").variants;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t.notFound}</h1>
      <Link to={PRODUCTS_LIST} className="self-start font-semibold text-brand-dark underline">
        {t.back}
      </Link>
    </div>
  );
}
