import { useAdminDateFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";

export interface EnquiryHistoryRow {
  id: number;
  who: string | null;
  at: string;
  detail: {
    reference: string;
    status?: [string, string];
    notes?: true;
    erased?: true;
  } | null;
}

const has = <K extends string>(record: Record<K, string>, key: string): key is K => key in record;

/** The enquiry's audit entries: who changed its status or notes, and when. */
export function EnquiryHistory({ entries }: { entries: EnquiryHistoryRow[] }) {
  const s = useTexts("adminSections");
  const t = s.enquiries;
  const formatDate = useAdminDateFormat();
  const statusName = (code: string) => (has(t.statuses, code) ? t.statuses[code] : code);
  const describe = (entry: EnquiryHistoryRow) => {
    const parts: string[] = [];
    const status = entry.detail?.status;
    if (status)
      parts.push(fill(t.historyStatus, { from: statusName(status[0]), to: statusName(status[1]) }));
    if (entry.detail?.notes) parts.push(t.historyNotes);
    if (entry.detail?.erased) parts.push(t.historyErased);
    return parts.join(" · ");
  };
  return (
    <section aria-labelledby="enquiry-history" className="flex flex-col gap-2">
      <h2 id="enquiry-history" className="text-xl font-bold text-ink">
        {t.historyTitle}
      </h2>
      {entries.length === 0 ? (
        <p className="text-gray-700">{t.historyEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:gap-3">
              <time dateTime={entry.at} className="whitespace-nowrap text-gray-700">
                {formatDate(entry.at)}
              </time>
              <span className="font-medium text-ink">{entry.who ?? s.dashboard.system}</span>
              <span className="text-ink">{describe(entry)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
