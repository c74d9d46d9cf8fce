import type { InsightTable } from "~/lib/insights";
import type { InsightFilters } from "./insights-query";

/** The back office's Insights section. */
export const INSIGHTS_PATH = "/admin/estatisticas";

function search(filters: InsightFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  params.set("dias", String(filters.days));
  if (filters.locale) params.set("idioma", filters.locale);
  return `?${params}`;
}

/** The page with these filters (a period link, a language link). */
export const insightsHref = (filters: InsightFilters) => `${INSIGHTS_PATH}${search(filters)}`;

/** One table of the page as a CSV download, with the page's filters. */
export const insightsCsvHref = (table: InsightTable, filters: InsightFilters) =>
  `${INSIGHTS_PATH}.csv${search(filters, { tabela: table })}`;
