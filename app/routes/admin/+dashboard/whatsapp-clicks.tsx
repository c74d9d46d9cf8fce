import { Link } from "react-router";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { productEditHref } from "../+shared/paths";

export interface WhatsappClicksData {
  total: number;
  top: { productId: number; sku: string | null; name: string; clicks: number }[];
}

/**
 * The WhatsApp chats shoppers opened in the last 7 days (from product pages and
 * quote lists), and the products they asked about most. Counts only: nobody's data.
 */
export function WhatsappClicks({ data }: { data: WhatsappClicksData }) {
  const t = useTexts("adminSections").dashboard;
  const formatNumber = useAdminNumberFormat();
  return (
    <section aria-labelledby="dashboard-whatsapp" className="flex flex-col gap-3">
      <h2 id="dashboard-whatsapp" className="text-xl font-bold text-ink">
        {t.whatsappTitle}
      </h2>
      {data.total === 0 ? (
        <p className="text-gray-700">{t.whatsappEmpty}</p>
      ) : (
        <>
          <p className="text-ink">
            {t.whatsappTotal}: <strong>{formatNumber(data.total)}</strong>
          </p>
          <table className="w-full rounded-lg border border-gray-200 bg-white text-left text-sm">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.whatsappProduct}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t.whatsappClicks}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.top.map((row) => (
                <tr key={row.productId} className="border-t border-gray-100">
                  <td className="px-3 py-2">
                    <Link
                      to={productEditHref(row)}
                      className="font-medium text-brand-dark underline"
                    >
                      {row.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right text-ink">{formatNumber(row.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
