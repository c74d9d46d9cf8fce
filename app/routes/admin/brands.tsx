import { data, useFetcher, useLocation } from "react-router";
import { readFlash } from "~/.server/admin/flash.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { listBrands } from "~/.server/catalogue/brands.server";
import { getDb } from "~/.server/db/kysely";
import { ConfirmPanel } from "~/components/admin/confirm-form";
import { SectionHeader } from "~/components/admin/form-controls";
import { SortableList } from "~/components/admin/sortable-list";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import type { Route } from "./+types/brands";
import { BrandAddForm } from "./+brands/brand-add-form";
import { BRAND_DELETE_FETCHER, BrandRow } from "./+brands/brand-row";
import { brandsAction } from "./+brands/brands-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/** docs/product-rules.md §2 Manage brands: every brand, in store order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const brands = await listBrands(getDb());
  const flash = await readFlash(request);
  const editing = new URL(request.url).searchParams.get("edit");
  return data({ brands, editing, flash: flash.toast }, { headers: flash.headers });
}

export async function action({ request }: Route.ActionArgs) {
  return brandsAction(request);
}

/** A write that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

/**
 * docs/product-rules.md §4: a failed delete or move reloads the list; an answer made offline does
 * not.
 */
export const shouldRevalidate = sectionShouldRevalidate;

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[loaderData.flash, actionData?.toast]}>
      <BrandsPage brands={loaderData.brands} editing={loaderData.editing} result={actionData} />
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
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections");
  // None at all reads as the empty text below, not as a count.
  const countOf = useAdminPlural();
  const { pathname, search } = useLocation();
  useResultToast(result);
  // One fetcher for deletions, held here: the row disappears at once (docs/product-rules.md §4) and
  // comes back, with the server's reason, when the server refuses.
  const deleter = useFetcher<ClientResult>({ key: BRAND_DELETE_FETCHER });
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
        count={brands.length > 0 ? countOf(t.brands.total, brands.length) : undefined}
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
