import type { Insights } from "~/.server/insights/insights.server";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";

const MEASURES = ["views", "searches", "whatsapp", "enquiries", "quoteAdds"] as const;

/** The period's totals, one card per measure. */
export function SummaryCards({ totals }: { totals: Insights["totals"] }) {
  const t = useTexts("adminSections").insights;
  const formatNumber = useAdminNumberFormat();
  return (
    <section aria-labelledby="insights-summary">
      <h2 id="insights-summary" className="sr-only">
        {t.summaryLabel}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {MEASURES.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse justify-end rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-gray-700">{t.measures[key]}</dt>
            <dd className="text-3xl font-bold text-ink">{formatNumber(totals[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
