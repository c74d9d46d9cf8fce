import { Link, useLocation } from "react-router";
import { BoxIcon } from "~/components/admin/box-icon";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { withParams } from "~/components/store/list-href";
import { ProductImage } from "~/components/store/product-image";
import { PencilIcon, TrashIcon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { fill } from "~/i18n/fill";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import type { ActionResult } from "~/lib/admin-result";
import type { AdminProduct } from "~/lib/admin-product";
import { offerScheduleState, shopDayAndTime } from "~/lib/admin-offer-state";
import { SELECT_PREFIX } from "~/lib/bulk-schemas";
import { formatAdminPrice } from "~/lib/money";
import { attributeName, type AttributeDef } from "~/lib/attributes";
import { ProductEditForm } from "./product-edit-form";
import { specText } from "./product-spec-text";
import { ProductStockCell } from "./product-stock-cell";
import { ProductVariantsRow } from "./product-variants-row";
import { useProductActions } from "./use-product-actions";

/** The table's column count without an attribute column: the edit form's row spans them all. */
export const TABLE_COLUMNS = 10;

// Below `xl` (the admin shell's content column is then under ~860 px, too narrow for ten columns)
// the rows stack: each cell on its own line, its column's name before it (data-label), so nothing
// is cut off at 375 px. Stacked rows lose their table roles in Chromium, so each element states
// its own (role="row", "cell", ...) and the table reads the same at any width.
const cell =
  "block px-3 py-1 xl:table-cell xl:px-2 xl:py-2 xl:align-middle max-xl:before:mr-2 max-xl:before:font-semibold max-xl:before:text-gray-600 max-xl:before:content-[attr(data-label)]";

// On a wide screen the row's actions sit side by side in smaller buttons (36 px high), Edit and
// Delete as icons (their words stay their names, and their titles), so a row stays one line
// tall and the ten columns fit; stacked on a phone they keep their words and 44 px targets.
const compact = " xl:min-h-9 xl:px-2 xl:py-1";

/**
 * One product of the admin table: selection, thumbnail, SKU, name, brand,
 * category, price, offer, stock and the card's actions (Edit opens the same inline edit form below
 * the row; stock toggle; delete), through one fetcher as the card does. A product with options
 * lists its variants below it.
 */
export function ProductRow({
  product,
  column,
  selected,
  onSelect,
  startEditing,
  pageResult,
  threshold,
  openVariants,
}: {
  product: AdminProduct;
  /** The attribute the table shows as a column, or null. */
  column: AttributeDef | null;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  startEditing: boolean;
  pageResult: ActionResult | undefined;
  /** The shop's low-stock threshold. */
  threshold: number;
  /** Its variants' list starts open (the table is filtered by stock). */
  openVariants: boolean;
}) {
  const t = useTexts("adminSections");
  const tt = t.productTable;
  const locale = useAdminLocale();
  // A scheduled offer's start, or a running one's end (decision 066), in the shop's time.
  const schedule = offerScheduleState(product, Date.now());
  const hydrated = useHydrated();
  const { search } = useLocation();
  const {
    fetcher,
    result,
    failedUpdate,
    editing,
    setEditing,
    stopEditing,
    editButton,
    pendingIntent,
    inStock,
    deleting,
  } = useProductActions(product, startEditing, pageResult);
  const hasImage = !!(product.image.hash || product.image.url);
  const c = tt.columns;
  const nameId = `product-${product.id}-name`;

  return (
    <>
      <tr
        role="row"
        aria-labelledby={nameId}
        className={`block border-b border-gray-200 py-2 xl:table-row xl:py-0 ${
          selected ? "bg-amber-50" : "bg-white"
        } ${deleting ? "opacity-50" : ""}`}
      >
        <td role="cell" className="block px-3 py-1 xl:table-cell xl:w-10 xl:px-2 xl:py-2">
          <input
            type="checkbox"
            form="bulk-form"
            name={`${SELECT_PREFIX}${product.id}`}
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            aria-label={fill(tt.selectRow, { name: product.name })}
            className="size-5 rounded border-gray-300 accent-brand"
          />
        </td>
        <td role="cell" className="block px-3 py-1 xl:table-cell xl:w-12 xl:px-1 xl:py-2">
          <div className="flex size-12 items-center justify-center overflow-hidden rounded bg-gray-50 text-gray-400 xl:size-10">
            {hasImage ? (
              <ProductImage
                image={product.image}
                alt=""
                sizes="48px"
                width={48}
                height={48}
                className="h-full w-full object-contain"
              />
            ) : (
              <BoxIcon />
            )}
          </div>
        </td>
        <td role="cell" data-label={c.sku} className={`${cell} font-mono text-sm text-gray-700`}>
          {product.sku ?? "—"}
        </td>
        <th
          role="rowheader"
          scope="row"
          id={nameId}
          // No column name before it when stacked: it would become part of the row's name.
          className="block px-3 py-1 text-left font-semibold xl:text-sm break-words text-ink xl:table-cell xl:px-2 xl:py-2 xl:align-middle"
        >
          {product.name}
        </th>
        <td role="cell" data-label={c.brand} className={`${cell} text-sm text-gray-800`}>
          {product.brand}
        </td>
        <td role="cell" data-label={c.category} className={`${cell} text-sm text-gray-800`}>
          {product.category ?? "—"}
        </td>
        <td
          role="cell"
          data-label={c.price}
          className={`${cell} text-right tabular-nums xl:whitespace-nowrap`}
        >
          <span className="font-semibold text-ink">
            {formatAdminPrice(product.priceCents, locale)}
          </span>
          {product.isOffer && product.originalPriceCents != null && (
            <s className="ml-2 text-sm text-gray-600 xl:ml-0 xl:block">
              <span className="sr-only">{t.products.originalPrice}: </span>
              {formatAdminPrice(product.originalPriceCents, locale)}
            </s>
          )}
        </td>
        <td role="cell" data-label={c.offer} className={cell}>
          {product.isOffer ? (
            <>
              <span className="rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white">
                {t.products.offer}
              </span>
              {schedule && (
                <span className="mt-1 block text-xs text-gray-700">
                  {fill(schedule.kind === "scheduled" ? tt.offerScheduled : tt.offerUntil, {
                    at: shopDayAndTime(schedule.at),
                  })}{" "}
                  <span className="sr-only">{tt.offerZone}</span>
                </span>
              )}
            </>
          ) : (
            <span className="text-gray-500">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{tt.none}</span>
            </span>
          )}
        </td>
        <td role="cell" data-label={c.stock} className={cell}>
          <ProductStockCell
            product={product}
            inStock={inStock}
            threshold={threshold}
            fetcher={fetcher}
            result={result}
          />
        </td>
        {column && (
          <td
            role="cell"
            data-label={attributeName(column, locale)}
            className={`${cell} text-sm text-gray-800`}
          >
            {specText(column, product, locale, t.attributes) ?? (
              <span className="text-gray-500">
                <span aria-hidden="true">—</span>
                <span className="sr-only">{tt.none}</span>
              </span>
            )}
          </td>
        )}
        <td role="cell" className="block px-3 py-2 xl:table-cell xl:px-2">
          <div className="flex flex-wrap gap-2 xl:flex-nowrap xl:gap-1.5">
            {hydrated ? (
              <button
                ref={editButton}
                type="button"
                aria-expanded={editing}
                onClick={() => setEditing(!editing)}
                title={t.common.edit}
                className={buttonStyles.secondary + compact}
              >
                <PencilIcon className="hidden size-4 xl:block" />
                <span className="xl:sr-only">{t.common.edit}</span>
                <span className="sr-only"> {product.name}</span>
              </button>
            ) : (
              <Link
                to={withParams(search, { edit: product.id })}
                title={t.common.edit}
                className={buttonStyles.secondary + compact}
              >
                <PencilIcon className="hidden size-4 xl:block" />
                <span className="xl:sr-only">{t.common.edit}</span>
                <span className="sr-only"> {product.name}</span>
              </Link>
            )}
            {/* A product with options: its stock is its variants', set one by one. */}
            {!product.variants.hasOptions && (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="stock" />
                <input type="hidden" name="id" value={product.id} />
                <input type="hidden" name="in_stock" value={String(!inStock)} />
                <button
                  type="submit"
                  disabled={pendingIntent === "stock"}
                  className={buttonStyles.secondary + compact}
                >
                  {inStock ? t.products.disable : t.products.enable}
                  <span className="sr-only"> {product.name}</span>
                </button>
              </fetcher.Form>
            )}
            <ConfirmForm
              fetcher={fetcher}
              intent="delete"
              id={product.id}
              question={t.products.confirmDelete}
              busy={deleting}
              className={buttonStyles.danger + compact}
              title={t.common.delete}
            >
              <TrashIcon className="hidden size-4 xl:block" />
              <span className="xl:sr-only">{deleting ? t.common.deleting : t.common.delete}</span>
              <span className="sr-only"> {product.name}</span>
            </ConfirmForm>
          </div>
        </td>
      </tr>
      {product.variants.hasOptions && (
        <ProductVariantsRow
          product={product}
          columns={TABLE_COLUMNS + (column ? 1 : 0)}
          threshold={threshold}
          open={openVariants}
        />
      )}
      {editing && (
        <tr role="row" className="block xl:table-row">
          <td
            role="cell"
            colSpan={TABLE_COLUMNS + (column ? 1 : 0)}
            className="block bg-gray-50 p-4 xl:table-cell"
          >
            <ProductEditForm
              product={product}
              fetcher={fetcher}
              result={failedUpdate}
              cancelTo={withParams(search, { edit: null })}
              onCancel={hydrated ? stopEditing : undefined}
            />
          </td>
        </tr>
      )}
    </>
  );
}
