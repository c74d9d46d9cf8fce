import { Link } from "react-router";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { formatPrice } from "~/lib/money";
import { productEditHref } from "../+shared/paths";

export interface EnquiryItemRow {
  id: number;
  productId: number | null;
  /** A variant's options as the shopper saw them ("Voltagem: 220 V"); null for a product. */
  options: { name: string; value: string }[] | null;
  /** The product is still there, the variant asked for is not. */
  variantRemoved: boolean;
  sku: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  currentPriceCents: number | null;
}

/** The product's place in the back office: the product list, searched and opened for editing. */
const CELL = "px-3 py-1 md:py-2";
const LABEL = "mr-1 text-gray-600 md:hidden";

/**
 * The enquiry's lines at the price they were sent (a variant's with its options and SKU), beside
 * the product's or variant's price today (marked when it differs) and a link to edit the product
 * while it still exists; a variant removed since says so. Stacked on a phone.
 */
export function EnquiryItems({
  items,
  totalCents,
}: {
  items: EnquiryItemRow[];
  totalCents: number;
}) {
  const t = useTexts("adminSections").enquiries;
  const locale = useAdminLocale();
  const formatNumber = useAdminNumberFormat();
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <section aria-labelledby="enquiry-items" className="flex flex-col gap-2">
      <h2 id="enquiry-items" className="text-xl font-bold text-ink">
        {t.itemsTitle}
      </h2>
      <table className="block w-full rounded-lg border border-gray-200 bg-white text-left text-sm md:table">
        <thead className="hidden bg-gray-50 text-gray-700 md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2 text-right">
              {t.quantity}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.product}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.sku}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t.unitPrice}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t.currentPrice}
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {items.map((item) => {
            const changed =
              item.currentPriceCents !== null && item.currentPriceCents !== item.unitPriceCents;
            return (
              <tr
                key={item.id}
                className="block border-t border-gray-100 py-2 first:border-t-0 md:table-row md:py-0"
              >
                <td className={`block md:table-cell md:text-right ${CELL}`}>
                  <span className={LABEL}>{t.quantity}:</span>
                  {formatNumber(item.quantity)}
                </td>
                <th
                  scope="row"
                  className={`block break-words text-left font-medium md:table-cell ${CELL}`}
                >
                  {item.productId !== null &&
                  (item.currentPriceCents !== null || item.variantRemoved) ? (
                    <Link
                      to={productEditHref({ ...item, productId: item.productId })}
                      aria-label={fill(t.editProduct, { name: item.name })}
                      className="text-brand-dark underline"
                    >
                      {item.name}
                    </Link>
                  ) : (
                    <>
                      {item.name}{" "}
                      <span className="text-xs font-normal text-gray-600">
                        ({t.productDeleted})
                      </span>
                    </>
                  )}
                  {item.options && (
                    <span className="block text-xs font-normal text-gray-700">
                      {item.options.map((o) => `${o.name}: ${o.value}`).join(" · ")}
                      {item.variantRemoved && ` (${t.variantRemoved})`}
                    </span>
                  )}
                </th>
                <td className={`block break-all font-mono md:table-cell ${CELL}`}>
                  <span className={`${LABEL} font-sans`}>{t.sku}:</span>
                  {item.sku ?? t.none}
                </td>
                <td className={`block whitespace-nowrap md:table-cell md:text-right ${CELL}`}>
                  <span className={LABEL}>{t.unitPrice}:</span>
                  {price(item.unitPriceCents)}
                </td>
                <td className={`block md:table-cell md:text-right ${CELL}`}>
                  <span className={LABEL}>{t.currentPrice}:</span>
                  {item.currentPriceCents === null ? (
                    t.none
                  ) : (
                    <span className={changed ? "font-semibold text-amber-900" : undefined}>
                      {price(item.currentPriceCents)}
                      {changed && (
                        <span className="ml-1 rounded bg-amber-100 px-1 text-xs">
                          {t.priceChanged}
                        </span>
                      )}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="block border-t border-gray-200 md:table-footer-group">
          <tr className="block md:table-row">
            <th scope="row" colSpan={3} className={`inline md:table-cell md:text-right ${CELL}`}>
              {t.totalLabel}
            </th>
            <td className={`inline font-bold md:table-cell md:text-right ${CELL}`}>
              {price(totalCents)}
            </td>
            <td className="hidden md:table-cell" />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
