import { Link, type FetcherWithComponents } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminNumberFormat, useAdminPlural } from "~/components/admin/use-section-messages";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";
import type { AdminProduct } from "~/lib/admin-product";
import { stockSummary } from "~/lib/admin-variants";
import { variantsHref } from "../+shared/paths";

/** The stock intent of a product with one variant: its stock set in the row. */
export const VARIANT_STOCK_INTENT = "variant-stock";

/**
 * A product's stock in the table (docs/decisions/065-product-variants.md): the sum of its tracked
 * variants' stock, or "não controlado", and whether some are low or sold out. A product with one
 * variant sets its stock here (empty: not tracked); one with options links to its variants.
 */
export function ProductStockCell({
  product,
  inStock,
  threshold,
  fetcher,
  result,
}: {
  product: AdminProduct;
  /** As it will be once a pending stock toggle lands. */
  inStock: boolean;
  threshold: number;
  fetcher: FetcherWithComponents<ActionResult>;
  /** The row's last answer, for a refused stock beside its field. */
  result: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const s = t.productTable.stock;
  const countOf = useAdminPlural();
  const number = useAdminNumberFormat();
  const { hasOptions, list } = product.variants;
  const summary = stockSummary(list, threshold);
  const units =
    summary.tracked === null
      ? s.untracked
      : summary.untracked
        ? fill(s.plusUntracked, { units: number(summary.tracked) })
        : number(summary.tracked);
  const only = !hasOptions ? list[0] : undefined;
  const id = `product-${product.id}-stock`;
  const refused = result?.intent === VARIANT_STOCK_INTENT && !result.ok ? result : undefined;
  const error = refused?.fields?.stock;
  const saving =
    fetcher.state !== "idle" && fetcher.formData?.get("intent") === VARIANT_STOCK_INTENT;
  return (
    <div className="flex flex-col items-start gap-1 text-sm">
      {only ? (
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-1.5">
          <input type="hidden" name="intent" value={VARIANT_STOCK_INTENT} />
          <input type="hidden" name="id" value={product.id} />
          <input type="hidden" name="variant" value={only.id} />
          <label htmlFor={id} className="sr-only">
            {fill(s.field, { name: product.name })}
          </label>
          <input
            id={id}
            name="stock"
            type="number"
            min="0"
            step="1"
            inputMode="numeric"
            defaultValue={refused?.values?.stock ?? (only.stock === null ? "" : String(only.stock))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`min-h-9 w-24 rounded-md border px-2 py-1 text-base text-ink tabular-nums ${
              error ? "border-red-600" : "border-gray-300"
            }`}
          />
          <button
            type="submit"
            disabled={saving}
            className={`${buttonStyles.secondary} xl:min-h-9 xl:px-2 xl:py-1`}
          >
            {t.common.save}
            <span className="sr-only"> — {fill(s.field, { name: product.name })}</span>
          </button>
          {error ? (
            <p id={`${id}-error`} className="w-full text-red-700">
              {error}
            </p>
          ) : (
            only.stock === null && <p className="w-full text-gray-600">{s.untracked}</p>
          )}
        </fetcher.Form>
      ) : (
        <span className="font-semibold text-ink tabular-nums">{units}</span>
      )}
      {!inStock ? (
        <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
          {s.out}
        </span>
      ) : (
        summary.low > 0 && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {s.low}
          </span>
        )
      )}
      <Link
        to={variantsHref(product.id)}
        className="inline-flex min-h-9 items-center font-semibold text-brand-dark underline"
      >
        {hasOptions ? countOf(s.variants, list.length) : s.createVariants}
        <span className="sr-only"> — {product.name}</span>
      </Link>
    </div>
  );
}
