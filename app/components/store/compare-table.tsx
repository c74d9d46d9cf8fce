import { useId, type ReactNode } from "react";
import { localePath } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import { plural } from "~/i18n/plural";
import type { Messages } from "~/i18n/pt";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { comparedKey, rowDiffers, type ComparedProduct, type CompareRow } from "~/lib/compare";
import { stockText } from "~/lib/product-variants";
import { brandPath } from "~/lib/slug";
import type { StockState } from "~/lib/stock";
import { variantSearch } from "~/lib/variant-url";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { removeCompared } from "./use-compare-list";

interface CompareTableProps {
  /** The compare page's texts (sent with its data). */
  texts: Messages["comparePage"];
  products: ComparedProduct[];
  rows: CompareRow[];
  /** Only the rows whose values differ ("só diferenças"). */
  onlyDifferences: boolean;
  /** The page's address without a column (comparedKey), for its "remove" link. */
  hrefWithout: (key: string) => string;
}

interface Row {
  key: string;
  name: string;
  differs: boolean;
  cells: ReactNode[];
}

/**
 * The products side by side, one column each, one row per property. A row whose
 * values differ is marked in colour, in weight and, for screen readers, in words after its name.
 * At 375 px the columns scroll sideways inside a labelled region a keyboard can scroll, the row
 * names held at the left.
 */
export function CompareTable({
  texts: t,
  products,
  rows,
  onlyDifferences,
  hrefWithout,
}: CompareTableProps) {
  const locale = useLocale();
  const product = useTexts("catalog").product;
  const captionId = useId();
  // A variant's stock line ("Últimas 2 unidades"); a product's, in stock or not.
  const availability = products.map((p) => {
    const state: StockState = p.stock ?? (p.inStock ? { kind: "available" } : { kind: "soldOut" });
    return { low: state.kind === "low", text: stockText(state, product, locale) };
  });
  const missing = (
    <span>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t.missing}</span>
    </span>
  );
  const all: Row[] = [
    {
      key: "price",
      name: product.price,
      differs: rowDiffers(products.map((p) => p.priceCents)),
      cells: products.map((p) => (
        <ProductPrice
          key={comparedKey(p)}
          priceCents={p.priceCents}
          originalPriceCents={p.originalPriceCents}
          voltage={p.voltage}
        />
      )),
    },
    {
      key: "brand",
      name: product.brand,
      differs: rowDiffers(products.map((p) => p.brand)),
      cells: products.map((p) => (
        <a
          key={comparedKey(p)}
          href={localePath(locale, brandPath(p.brandSlug))}
          className="text-brand underline"
        >
          {p.brand}
        </a>
      )),
    },
    {
      key: "availability",
      name: product.availability,
      differs: rowDiffers(availability.map((a) => a.text)),
      cells: products.map((p, i) => (
        <span
          key={comparedKey(p)}
          className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${
            !p.inStock
              ? "bg-gray-800 text-white"
              : availability[i]!.low
                ? "bg-amber-100 text-amber-950"
                : "bg-green-100 text-green-900"
          }`}
        >
          {availability[i]!.text}
        </span>
      )),
    },
    ...rows.map((r) => ({
      key: `attribute-${r.code}`,
      name: r.name,
      differs: r.differs,
      cells: r.cells.map((c) => c ?? missing),
    })),
  ];
  const shown = onlyDifferences ? all.filter((r) => r.differs) : all;
  return (
    <>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg border border-gray-200 bg-white"
      >
        {/* Separate borders: a sticky cell's collapsed border slides as the columns scroll. */}
        <table className="w-full min-w-max border-separate border-spacing-0 text-left text-sm">
          <caption id={captionId} className="sr-only">
            {plural(locale, t.caption, products.length)}
          </caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-28 min-w-28 bg-white sm:w-44" />
              {products.map((p) => (
                <th
                  key={comparedKey(p)}
                  scope="col"
                  className="w-40 min-w-40 p-3 align-top font-medium sm:w-52"
                  data-testid="compare-column"
                >
                  <ProductImage
                    image={p.image}
                    alt=""
                    sizes="160px"
                    width={160}
                    height={160}
                    className="mx-auto aspect-square h-auto w-full max-w-40 object-contain"
                  />
                  <a
                    href={`${localePath(locale, `/produto/${p.id}`)}${
                      p.variantKey ? variantSearch(p.variantKey) : ""
                    }`}
                    className="mt-2 block text-ink hover:underline"
                  >
                    {p.name}
                  </a>
                  <a
                    href={hrefWithout(comparedKey(p))}
                    onClick={() => removeCompared(p)}
                    aria-label={fill(t.remove, { name: p.name })}
                    className="mt-1 inline-flex min-h-10 items-center text-xs text-gray-700 underline"
                  >
                    {t.removeShort}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr
                key={r.key}
                data-differs={r.differs || undefined}
                className={r.differs ? "bg-amber-50 font-semibold" : ""}
              >
                <th
                  scope="row"
                  className={`sticky left-0 z-10 w-28 min-w-28 border-t border-r border-gray-200 p-3 align-top text-gray-700 sm:w-44 ${
                    r.differs ? "border-l-4 border-l-amber-500 bg-amber-50" : "bg-white"
                  }`}
                >
                  {r.name}
                  {r.differs && <span className="sr-only"> ({t.differs})</span>}
                </th>
                {r.cells.map((cell, i) => (
                  <td
                    key={comparedKey(products[i]!)}
                    className="border-t border-gray-200 p-3 align-top"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && shown.length === 0 && (
        <p className="mt-3 text-gray-800">{t.noDifferences}</p>
      )}
      <p role="status" className="sr-only">
        {onlyDifferences ? plural(locale, t.rowsDiffer, shown.length) : ""}
      </p>
    </>
  );
}
