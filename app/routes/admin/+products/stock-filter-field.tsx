import { useTexts } from "~/i18n/use-texts";
import { STOCK_FILTERS, type StockFilter } from "~/lib/admin-table";

/**
 * The product table's stock filter, inside its GET filter form: every product, those with a
 * variant low in stock, or those with a variant sold out. A plain select: it works without
 * JavaScript.
 */
export function StockFilterField({ stock }: { stock: StockFilter | "" }) {
  const s = useTexts("adminSections").productTable.stock;
  return (
    <div className="flex flex-col gap-1 sm:w-44">
      <label htmlFor="products-stock" className="text-sm font-medium text-ink">
        {s.filter}
      </label>
      <select
        id="products-stock"
        name="stock"
        defaultValue={stock}
        className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink"
      >
        <option value="">{s.any}</option>
        {STOCK_FILTERS.map((state) => (
          <option key={state} value={state}>
            {s[state]}
          </option>
        ))}
      </select>
    </div>
  );
}
