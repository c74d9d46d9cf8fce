import { Link } from "react-router";
import { useAdminDateFormat, useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import type { EnquiryStatusName } from "~/lib/enquiry-admin";
import { formatPrice } from "~/lib/money";
import { enquiryPath } from "./paths";
import { StatusBadge } from "./status-badge";

export interface EnquiryListRow {
  id: number;
  reference: string;
  createdAt: string;
  channel: "whatsapp" | "form";
  name: string | null;
  /** Its personal data was erased (retention or a request). */
  erased: boolean;
  contact: string | null;
  status: EnquiryStatusName;
  itemCount: number;
  totalCents: number;
}

const CELL = "px-3 py-1 md:py-2";
/** A cell's column name, shown on phones where the table's head is hidden. */
const LABEL = "mr-1 text-gray-600 md:hidden";

/**
 * The enquiries as a table at desktop widths; on a phone each row stacks its cells, each with its
 * column's name, so nothing scrolls sideways. Everything is text: React escapes what shoppers typed.
 */
export function EnquiryList({ enquiries }: { enquiries: EnquiryListRow[] }) {
  const t = useTexts("adminSections").enquiries;
  const formatDate = useAdminDateFormat();
  const formatNumber = useAdminNumberFormat();
  const locale = useAdminLocale();
  const c = t.columns;
  return (
    <table className="block w-full rounded-lg border border-gray-200 bg-white text-left text-sm md:table">
      <caption className="sr-only">{t.listLabel}</caption>
      <thead className="hidden bg-gray-50 text-gray-700 md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2">
            {c.reference}
          </th>
          <th scope="col" className="px-3 py-2">
            {c.date}
          </th>
          <th scope="col" className="px-3 py-2">
            {c.name}
          </th>
          <th scope="col" className="px-3 py-2">
            {c.contact}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {c.items}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {c.total}
          </th>
          <th scope="col" className="px-3 py-2">
            {c.status}
          </th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {enquiries.map((e) => (
          <tr
            key={e.id}
            className="block border-t border-gray-100 py-2 first:border-t-0 md:table-row md:py-0"
          >
            <th scope="row" className={`block text-left md:table-cell ${CELL}`}>
              <Link
                to={enquiryPath(e.id)}
                className="font-mono font-semibold text-brand-dark underline"
              >
                {e.reference}
              </Link>
            </th>
            <td className={`block whitespace-nowrap text-gray-700 md:table-cell ${CELL}`}>
              <span className={LABEL}>{c.date}:</span>
              <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>
            </td>
            <td className={`block break-words text-ink md:table-cell ${CELL}`}>
              <span className={LABEL}>{c.name}:</span>
              {e.erased
                ? t.erasedName
                : (e.name ?? (e.channel === "whatsapp" ? t.whatsappName : t.none))}
            </td>
            <td className={`block break-all text-ink md:table-cell ${CELL}`}>
              <span className={LABEL}>{c.contact}:</span>
              {e.contact ?? t.none}
            </td>
            <td className={`block md:table-cell md:text-right ${CELL}`}>
              <span className={LABEL}>{c.items}:</span>
              {formatNumber(e.itemCount)}
            </td>
            <td className={`block whitespace-nowrap md:table-cell md:text-right ${CELL}`}>
              <span className={LABEL}>{c.total}:</span>
              {formatPrice(e.totalCents, locale)}
            </td>
            <td className={`block md:table-cell ${CELL}`}>
              <span className={LABEL}>{c.status}:</span>
              <StatusBadge status={e.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
