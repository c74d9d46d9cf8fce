import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles, FieldError } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { ActionResult } from "~/lib/admin-result";
import type { TableFilters } from "~/lib/admin-table";
import { BULK_KINDS, bulkOf, isBulkKind, type BulkKind } from "~/lib/bulk-schemas";
import { WindowFields } from "../+shared/window-fields";
import { BulkAttributeFields } from "./bulk-attribute-fields";
import { BulkValueField } from "./bulk-value-field";
import { RecentBulkChanges, UndoForm, type RecentBulkChange } from "./bulk-undo";
import type { CategoryOption } from "./products-toolbar";

const control =
  "w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink shadow-sm";

type ValueField = "price" | "percent" | "category_id" | "brand_id" | "attribute";

/** Which value each action asks for. */
const VALUE_OF: Partial<Record<BulkKind, ValueField>> = {
  set_price: "price",
  change_price: "percent",
  offer_on: "percent",
  set_category: "category_id",
  set_brand: "brand_id",
  set_attribute: "attribute",
};

/**
 * The bulk actions of the product table: what to do to the selected rows or to
 * everything the filter matches; then a confirm step with "N produtos serão alterados"; then the
 * result with its Undo, and every change of the last 24 hours with its own Undo.
 */
export function BulkPanel({
  selectedCount,
  total,
  filters,
  categories,
  brands,
  undoable,
  pageResult,
  cancelTo,
  onApplied,
}: {
  selectedCount: number;
  total: number;
  filters: TableFilters;
  categories: CategoryOption[];
  brands: CategoryOption[];
  undoable: RecentBulkChange[];
  pageResult: ActionResult | undefined;
  cancelTo: string;
  onApplied: () => void;
}) {
  const t = useTexts("adminSections").productTable;
  const b = t.bulk;
  const countOf = useAdminPlural();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const bulk = bulkOf(pageResult);
  const failed = pageResult?.intent.startsWith("bulk-") && !pageResult.ok ? pageResult : undefined;
  const [kind, setKind] = useState<BulkKind | "">("");
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const confirm = bulk?.confirm;
  const applied = bulk?.applied;

  useEffect(() => {
    if (confirm) confirmHeading.current?.focus();
  }, [confirm]);
  useEffect(() => {
    if (applied) onApplied();
    // onApplied changes every render; the answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied]);

  // Without JavaScript every value field shows; with it, the one the action asks for.
  const shows = (field: ValueField) => !hydrated || (kind !== "" && VALUE_OF[kind] === field);
  const fieldError = (name: string) => failed?.fields?.[name];
  const confirmKind = confirm?.fields.bulk_action;

  return (
    <div className="mb-4 flex flex-col gap-3">
      {confirm && (
        <section
          aria-labelledby="bulk-confirm-title"
          className="flex flex-col gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
        >
          <h2
            id="bulk-confirm-title"
            ref={confirmHeading}
            tabIndex={-1}
            className="text-lg font-bold text-ink"
          >
            {b.confirmTitle}
          </h2>
          <p className="text-ink">
            <strong>{countOf(b.willChange, confirm.count)}</strong>
            {isBulkKind(confirmKind) && `: ${b.actions[confirmKind]}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="bulk-apply" />
              {Object.entries(confirm.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button
                type="submit"
                disabled={busy}
                className={confirmKind === "delete" ? buttonStyles.danger : buttonStyles.primary}
              >
                {b.apply}
              </button>
            </Form>
            <Link to={cancelTo} className={buttonStyles.secondary}>
              {b.cancel}
            </Link>
          </div>
        </section>
      )}
      {applied && (
        <section
          aria-label={b.title}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-green-300 bg-green-50 p-3"
        >
          <p role="status" className="font-semibold text-green-900">
            {countOf(b.applied, applied.count)}
          </p>
          <UndoForm changeId={applied.changeId} label={b.undo} busy={busy} />
        </section>
      )}
      <Form
        method="post"
        id="bulk-form"
        aria-labelledby="bulk-title"
        className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3"
      >
        <h2 id="bulk-title" className="font-semibold text-ink">
          {b.title}
        </h2>
        <input type="hidden" name="intent" value="bulk-review" />
        <input type="hidden" name="q" value={filters.q} />
        <input type="hidden" name="category" value={filters.category ?? ""} />
        <input type="hidden" name="brand" value={filters.brand ?? ""} />
        <input type="hidden" name="spec" value={filters.spec} />
        <input type="hidden" name="stock" value={filters.stock} />
        <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-ink">{b.scope}</legend>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="scope"
                value="selected"
                defaultChecked
                className="size-4 accent-brand"
              />
              {b.scopeSelected}
              {hydrated && <span className="text-gray-600">({selectedCount})</span>}
            </label>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" name="scope" value="filter" className="size-4 accent-brand" />
              {countOf(b.scopeFilter, total)}
            </label>
          </fieldset>
          <div className="flex flex-col gap-1 lg:w-64">
            <label htmlFor="bulk-action" className="text-sm font-medium text-ink">
              {b.action}
            </label>
            <select
              id="bulk-action"
              name="bulk_action"
              value={kind}
              onChange={(e) =>
                setKind(isBulkKind(e.currentTarget.value) ? e.currentTarget.value : "")
              }
              aria-invalid={fieldError("bulk_action") ? true : undefined}
              aria-describedby={fieldError("bulk_action") ? "bulk-action-error" : undefined}
              className={control}
            >
              <option value="">{b.chooseAction}</option>
              {BULK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {b.actions[k]}
                </option>
              ))}
            </select>
            <FieldError id="bulk-action-error" error={fieldError("bulk_action")} />
          </div>
          {shows("price") && (
            <BulkValueField
              id="bulk-price"
              name="price"
              label={b.price}
              error={fieldError("price")}
            >
              <input
                id="bulk-price"
                name="price"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={fieldError("price") ? true : undefined}
                aria-describedby={fieldError("price") ? "bulk-price-error" : undefined}
                className={control}
              />
            </BulkValueField>
          )}
          {shows("percent") && (
            <BulkValueField
              id="bulk-percent"
              name="percent"
              label={`${kind === "offer_on" ? b.discount : b.percent} (%)`}
              hint={kind === "offer_on" ? b.discountHint : b.percentHint}
              error={fieldError("percent")}
            >
              <input
                id="bulk-percent"
                name="percent"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={fieldError("percent") ? true : undefined}
                aria-describedby={`bulk-percent-hint${fieldError("percent") ? " bulk-percent-error" : ""}`}
                className={control}
              />
            </BulkValueField>
          )}
          {(!hydrated || kind === "offer_on") && (
            <div className="w-full">
              <WindowFields
                idPrefix="bulk"
                kind="offer"
                starts={{ name: "offer_starts_at", value: "" }}
                ends={{ name: "offer_ends_at", value: "" }}
                errors={fieldError}
              />
            </div>
          )}
          {shows("category_id") && (
            <BulkValueField
              id="bulk-category"
              name="category_id"
              label={b.category}
              error={fieldError("category_id")}
            >
              <select id="bulk-category" name="category_id" defaultValue="" className={control}>
                <option value="">—</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </BulkValueField>
          )}
          {shows("brand_id") && (
            <BulkValueField
              id="bulk-brand"
              name="brand_id"
              label={b.brand}
              error={fieldError("brand_id")}
            >
              <select id="bulk-brand" name="brand_id" defaultValue="" className={control}>
                <option value="">—</option>
                {brands.map((br) => (
                  <option key={br.id} value={br.id}>
                    {br.name}
                  </option>
                ))}
              </select>
            </BulkValueField>
          )}
          {shows("attribute") && <BulkAttributeFields errors={failed?.fields} />}
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {b.review}
          </button>
        </div>
      </Form>
      <RecentBulkChanges changes={undoable} busy={busy} />
    </div>
  );
}
