import { Link } from "react-router";
import type { AccessoryAddRow } from "~/.server/insights/accessory-adds.server";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { productEditHref } from "../+shared/paths";

function ProductCell({ p }: { p: AccessoryAddRow["accessory"] }) {
  return (
    <>
      <Link
        to={productEditHref({ productId: p.id, sku: p.sku, name: p.name })}
        className="font-medium break-words text-brand-dark underline"
      >
        {p.name}
      </Link>
      {p.sku && <span className="block font-mono text-xs text-gray-700">{p.sku}</span>}
    </>
  );
}

/**
 * The accessories added to quote lists from a product's page, with that product
 * (docs/decisions/067-product-links.md), beside the page's other tables.
 */
export function AccessoryAdds({ rows }: { rows: AccessoryAddRow[] }) {
  const t = useTexts("adminSections").links.insights;
  const formatNumber = useAdminNumberFormat();
  return (
    <section aria-labelledby="insights-accessories" className="flex flex-col gap-3">
      <h2 id="insights-accessories" className="text-lg font-bold text-ink">
        {t.title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-gray-700">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-gray-200 text-left">
                <th scope="col" className="px-3 py-2">
                  {t.accessory}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.from}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t.adds}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.accessory.id}:${r.from.id}`} className="border-b border-gray-100">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <ProductCell p={r.accessory} />
                  </th>
                  <td className="px-3 py-2">
                    <ProductCell p={r.from} />
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
