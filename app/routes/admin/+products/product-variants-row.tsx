import { Link } from "react-router";
import { useAdminNumberFormat, useAdminPlural } from "~/components/admin/use-section-messages";
import { fill } from "~/i18n/fill";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import type { AdminProduct } from "~/lib/admin-product";
import { formatAdminPrice } from "~/lib/money";
import { stockState } from "~/lib/stock";
import { variantsHref } from "../+shared/paths";

/**
 * Under a product with options, its variants (a disclosure: no JavaScript needed, the table stays
 * short): each one's option values, SKU, price and stock, then the way to its editor. Open when
 * the table is filtered by stock, to show which variant to restock.
 */
export function ProductVariantsRow({
  product,
  columns,
  threshold,
  open,
}: {
  product: AdminProduct;
  columns: number;
  threshold: number;
  open: boolean;
}) {
  const t = useTexts("adminSections");
  const s = t.productTable.stock;
  const locale = useAdminLocale();
  const countOf = useAdminPlural();
  const number = useAdminNumberFormat();
  const { list } = product.variants;
  const label = fill(s.listLabel, { name: product.name });
  return (
    <tr role="row" className="block border-b border-gray-200 bg-gray-50 xl:table-row">
      <td role="cell" colSpan={columns} className="block px-3 py-1 xl:table-cell xl:px-2">
        <details open={open}>
          <summary className="min-h-9 cursor-pointer py-2 text-sm font-medium text-ink">
            {countOf(s.variants, list.length)}
            <span className="sr-only"> — {product.name}</span>
          </summary>
          <ul aria-label={label} className="mb-2 flex flex-col gap-1 text-sm">
            {list.map((v) => {
              const state = stockState(v.stock, threshold);
              return (
                <li
                  key={v.id}
                  className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 rounded border border-gray-200 bg-white px-3 py-1.5"
                >
                  <span className="font-semibold text-ink">{v.labels.join(" · ")}</span>
                  <span className="font-mono text-gray-700">{v.sku ?? "—"}</span>
                  <span className="tabular-nums text-ink">
                    {formatAdminPrice(v.priceCents, locale)}
                    {v.isOffer && v.originalPriceCents != null && (
                      <s className="ml-2 text-gray-600">
                        <span className="sr-only">{t.products.originalPrice}: </span>
                        {formatAdminPrice(v.originalPriceCents, locale)}
                      </s>
                    )}
                  </span>
                  <span className="tabular-nums text-ink">
                    <span className="sr-only">{t.productTable.columns.stock}: </span>
                    {v.stock === null ? s.untracked : number(v.stock)}
                  </span>
                  {state.kind === "soldOut" && (
                    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                      {s.out}
                    </span>
                  )}
                  {state.kind === "low" && (
                    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {s.low}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <Link
            to={variantsHref(product.id)}
            className="mb-2 inline-flex min-h-9 items-center text-sm font-semibold text-brand-dark underline"
          >
            {t.variants.edit}
            <span className="sr-only"> — {product.name}</span>
          </Link>
        </details>
      </td>
    </tr>
  );
}
