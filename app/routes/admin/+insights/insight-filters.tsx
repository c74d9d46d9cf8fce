import { Form, Link } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { LANGUAGES } from "~/i18n/languages";
import { INSIGHT_PERIODS } from "~/lib/insights";
import type { InsightFilters } from "./insights-query";
import { insightsHref } from "./paths";

const OPTION =
  "inline-flex min-h-11 items-center rounded-md border px-3 py-2 text-sm font-semibold whitespace-nowrap";
const CURRENT = "border-brand-dark bg-brand-dark text-white";
const OTHER = "border-gray-300 bg-white text-ink hover:bg-gray-50";

/** The period as links: each a URL of its own, the current one marked for screen readers too. */
function PeriodLinks({ filters }: { filters: InsightFilters }) {
  const t = useTexts("adminSections").insights;
  return (
    <div className="flex flex-col gap-1">
      <p id="insights-period" className="text-sm font-medium text-ink">
        {t.period}
      </p>
      <ul aria-labelledby="insights-period" className="flex flex-wrap gap-2">
        {INSIGHT_PERIODS.map((days) => (
          <li key={days}>
            <Link
              to={insightsHref({ ...filters, days })}
              aria-current={filters.days === days ? "page" : undefined}
              className={`${OPTION} ${filters.days === days ? CURRENT : OTHER}`}
            >
              {fill(t.periodDays, { days })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The period (7, 30 or 90 days) and the store language the page counts. Both live in the URL and
 * work before JavaScript: the periods are links, the language a GET form that keeps the period.
 */
export function InsightFiltersBar({ filters }: { filters: InsightFilters }) {
  const t = useTexts("adminSections").insights;
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-end sm:justify-between">
      <PeriodLinks filters={filters} />
      <Form method="get" aria-label={t.filtersLabel} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="dias" value={filters.days} />
        <div className="flex flex-col gap-1">
          <label htmlFor="insights-language" className="text-sm font-medium text-ink">
            {t.language}
          </label>
          <select
            id="insights-language"
            name="idioma"
            defaultValue={filters.locale ?? ""}
            // A new value each time the URL changes it (a period link keeps it, back and forth).
            key={filters.locale ?? ""}
            className="min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink"
          >
            <option value="">{t.allLanguages}</option>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {t.filter}
        </button>
      </Form>
    </div>
  );
}
