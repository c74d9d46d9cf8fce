import { data, Link } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { getDb } from "~/.server/db/kysely";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { parseId } from "~/lib/id";
import type { Route } from "./+types/product-links";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";
import { linksAction } from "./+links/links-action.server";
import { LinksEditor } from "./+links/links-editor";
import { linksEditorData } from "./+links/links-page.server";
import { PRODUCTS_LIST } from "./+variants/variants-editor";

/**
 * One product's accessories, spare parts and compatible products
 * (docs/decisions/067-product-links.md): found by name or SKU, linked with a type, ordered and
 * removed. Works without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const { locale } = await adminLocale(request);
  const { searchParams } = new URL(request.url);
  const editor = id === null ? undefined : await linksEditorData(getDb(), id, locale, searchParams);
  if (!editor) return data({ found: false as const }, { status: 404 });
  return data({ found: true as const, ...editor });
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
  return <LinksEditor editor={editor} />;
}

function NotFound() {
  const t = useTexts("adminSections").links;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t.notFound}</h1>
      <Link to={PRODUCTS_LIST} className="self-start font-semibold text-brand-dark underline">
        {t.back}
      </Link>
    </div>
  );
}
