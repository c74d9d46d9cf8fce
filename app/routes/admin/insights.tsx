import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { getDb } from "~/.server/db/kysely";
import { readInsights } from "~/.server/insights/insights.server";
import { readAccessoryAdds } from "~/.server/insights/accessory-adds.server";
import { listSynonyms } from "~/.server/search/synonyms.server";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { Route } from "./+types/insights";
import { useDayFormat } from "./+insights/day-format";
import { insightsAction } from "./+insights/insights-action.server";
import { InsightFiltersBar } from "./+insights/insight-filters";
import { readInsightFilters } from "./+insights/insights-query";
import { RankedTables, SearchTermsTable } from "./+insights/ranked-tables";
import { AccessoryAdds } from "./+insights/accessory-adds";
import { MediaTables } from "./+insights/media-tables";
import { SeriesCharts } from "./+insights/series-chart";
import { SummaryCards } from "./+insights/summary-cards";
import { SynonymList } from "./+insights/synonym-list";
import { ZeroSearches } from "./+insights/zero-searches";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * Insights (docs/decisions/059-insights.md): what shoppers did over the last 7, 30 or 90
 * days, in one store language or all of them (both in the URL: `?dias=30&idioma=es`), with the
 * searches that found nothing and the synonyms that fix them. Names in the admin's language.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readInsightFilters(request.url);
  const { locale } = await adminLocale(request);
  const db = getDb();
  const query = { days: filters.days, locale: filters.locale ?? undefined, namesIn: locale };
  const [insights, synonyms, accessories] = await Promise.all([
    readInsights(db, query),
    listSynonyms(db, locale),
    readAccessoryAdds(db, query),
  ]);
  return {
    filters,
    insights,
    accessories,
    synonyms: synonyms.map(({ term, word, productId, productName, sku }) => ({
      term,
      word,
      productId,
      productName,
      sku,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return insightsAction(request);
}

/** A synonym that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function Insights({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <InsightsPage loaderData={loaderData} result={actionData} />
    </ToastProvider>
  );
}

function InsightsPage({
  loaderData,
  result,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  result: ClientResult | undefined;
}) {
  useResultToast(result);
  const t = useTexts("adminSections").insights;
  const formatDay = useDayFormat();
  const { filters, insights, synonyms } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="text-gray-700">{t.intro}</p>
        <p className="text-sm font-medium text-ink">
          {fill(t.periodRange, {
            from: formatDay(insights.from, "long"),
            to: formatDay(insights.to, "long"),
          })}
        </p>
      </div>
      <InsightFiltersBar filters={filters} />
      <SummaryCards totals={insights.totals} />
      <SeriesCharts series={insights.series} />
      <RankedTables insights={insights} filters={filters} />
      <AccessoryAdds rows={loaderData.accessories} />
      <MediaTables insights={insights} filters={filters} />
      <SearchTermsTable rows={insights.searches} filters={filters} />
      <ZeroSearches rows={insights.zero} filters={filters} result={result} />
      <SynonymList synonyms={synonyms} />
    </div>
  );
}
