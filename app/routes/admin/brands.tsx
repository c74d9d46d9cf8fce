import { data, useFetcher, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { readFlash } from "~/.server/admin/flash.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { listBrands } from "~/.server/catalogue/brands.server";
import { getDb } from "~/.server/db/kysely";
import { ConfirmPanel } from "~/components/admin/confirm-form";
import { SectionHeader } from "~/components/admin/form-controls";
import { SortableList } from "~/components/admin/sortable-list";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useSectionMessages } from "~/components/admin/use-section-messages";
import { fill } from "~/i18n/messages";
import type { ActionResult } from "~/lib/admin-result";
import type { Route } from "./+types/brands";
import { BrandAddForm } from "./+brands/brand-add-form";
import { BRAND_DELETE_FETCHER, BrandRow } from "./+brands/brand-row";
import { brandsAction } from "./+brands/brands-action.server";

/** Spec §2 Manage brands: every brand, in store order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const brands = await listBrands(getDb());
  const flash = readFlash(request);
  const editing = new URL(request.url).searchParams.get("edit");
  return data({ brands, editing, flash: flash.toast }, { headers: flash.headers });
}

export async function action({ request }: Route.ActionArgs) {
  return brandsAction(request);
}

/** Spec §4: a failed delete or move reloads the list (a 4xx answer would skip that by default). */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "delete" || intent === "move" ? true : defaultShouldRevalidate;
}

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return (
    <ToastProvider initial={[loaderData.flash, result?.toast]}>
      <BrandsPage brands={loaderData.brands} editing={loaderData.editing} result={result} />
    </ToastProvider>
  );
}

function BrandsPage({
  brands,
  editing,
  result,
}: {
  brands: Route.ComponentProps["loaderData"]["brands"];
  editing: string | null;
  result: ActionResult | undefined;
}) {
  const t = useSectionMessages();
  const { pathname, search } = useLocation();
  useResultToast(result);
  // One fetcher for deletions, held here: the row disappears at once (spec §4) and comes back,
  // with the server's reason, when the server refuses.
  const deleter = useFetcher<ActionResult>({ key: BRAND_DELETE_FETCHER });
  useResultToast(deleter.data);
  const deleting =
    deleter.state !== "idle" && deleter.formData?.get("intent") === "delete"
      ? Number(deleter.formData.get("id"))
      : null;
  const shown = brands.filter((b) => b.id !== deleting);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeader
        id="brands-title"
        title={t.brands.title}
        count={fill(t.brands.total, { count: brands.length })}
      />
      {result?.confirm && (
        <ConfirmPanel
          question={t.brands.confirmDelete}
          label={result.confirm.label}
          intent="delete"
          id={result.confirm.target}
          cancelTo={`${pathname}${search}`}
        />
      )}
      <BrandAddForm result={result?.intent === "create" ? result : undefined} />
      {shown.length === 0 ? (
        <p className="text-gray-700">{t.brands.empty}</p>
      ) : (
        <SortableList
          items={shown}
          idOf={(b) => b.id}
          nameOf={(b) => b.name}
          label={t.brands.listLabel}
          idPrefix="brands"
          renderItem={(brand) => (
            <BrandRow
              brand={brand}
              startEditing={editing === String(brand.id)}
              pageResult={result?.target === String(brand.id) ? result : undefined}
            />
          )}
        />
      )}
    </div>
  );
}
