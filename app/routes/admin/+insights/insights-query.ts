import "~/lib/zod-csp";
import { z } from "zod";
import { LOCALES, type Locale } from "~/i18n/languages";
import { INSIGHT_TABLES, insightPeriodSchema, type InsightPeriod } from "~/lib/insights";

// The Insights page's filters live in the URL (`?dias=30&idioma=es`), so a period is a link and
// the CSV of a table follows the page. Anything else reads as the default, never as an error.

export const insightsQuerySchema = z.object({
  dias: insightPeriodSchema,
  idioma: z
    .enum(LOCALES as [Locale, ...Locale[]])
    .optional()
    .catch(undefined),
});

/** The CSV export's query: the page's filters and which table. */
export const insightsCsvQuerySchema = insightsQuerySchema.extend({
  tabela: z.enum(INSIGHT_TABLES),
});

export interface InsightFilters {
  days: InsightPeriod;
  /** One store language's events, or every language's (null). */
  locale: Locale | null;
}

/** The filters of a request's URL. */
export function readInsightFilters(url: string): InsightFilters {
  const query = insightsQuerySchema.parse(Object.fromEntries(new URL(url).searchParams));
  return { days: query.dias, locale: query.idioma ?? null };
}
