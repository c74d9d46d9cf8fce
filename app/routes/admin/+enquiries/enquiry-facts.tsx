import type { ReactNode } from "react";
import { useAdminDateFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import type { Locale } from "~/i18n/languages";
import type { EnquiryStatusName } from "~/lib/enquiry-admin";
import { StatusBadge } from "./status-badge";

export interface EnquiryFactsData {
  reference: string;
  channel: "whatsapp" | "form";
  locale: Locale;
  status: EnquiryStatusName;
  name: string | null;
  contact: string | null;
  city: string | null;
  message: string | null;
  created_at: string;
}

/** What the shopper sent, as text (React escapes it; line breaks kept by CSS). */
export function EnquiryFacts({ enquiry }: { enquiry: EnquiryFactsData }) {
  const s = useTexts("adminSections");
  const t = s.enquiries;
  const formatDate = useAdminDateFormat();
  const rows: [string, ReactNode][] = [
    [t.columns.status, <StatusBadge key="status" status={enquiry.status} />],
    [t.createdAt, <time dateTime={enquiry.created_at}>{formatDate(enquiry.created_at)}</time>],
    [t.channel, t.channels[enquiry.channel]],
    [t.language, s.common.languageNames[enquiry.locale]],
    [t.name, enquiry.name ?? t.none],
    [t.contact, enquiry.contact ?? t.none],
    [t.city, enquiry.city ?? t.none],
  ];
  return (
    <section
      aria-labelledby="enquiry-facts"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="enquiry-facts" className="sr-only">
        {t.details}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="mb-2 break-words text-ink sm:mb-0">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-medium text-gray-700">{t.message}</dt>
          <dd className="whitespace-pre-wrap break-words text-ink">{enquiry.message ?? t.none}</dd>
        </div>
      </dl>
    </section>
  );
}
