import { useTexts } from "~/i18n/use-texts";
import type { EnquiryStatusName } from "~/lib/enquiry-admin";

const STYLE: Record<EnquiryStatusName, string> = {
  new: "bg-amber-100 text-amber-900",
  answered: "bg-green-100 text-green-900",
  closed: "bg-gray-200 text-gray-800",
};

/** An enquiry's status as a coloured label (the word, not the colour, carries it). */
export function StatusBadge({ status }: { status: EnquiryStatusName }) {
  const t = useTexts("adminSections").enquiries;
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[status]}`}
    >
      {t.statuses[status]}
    </span>
  );
}
