import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { getDb } from "~/.server/db/kysely";
import { readInsightTable } from "~/.server/insights/insights.server";
import { textsFor } from "~/i18n/texts";
import type { Route } from "./+types/insights-csv";
import { insightsCsv } from "./+insights/insights-csv.server";
import { insightsCsvQuerySchema } from "./+insights/insights-query";

// /admin/estatisticas.csv?tabela=…&dias=…&idioma=…: one table of the Insights
// page, up to 1000 rows, as a CSV download in the administrator's language. A resource route: a
// file, never a page; a table there is none of is 404.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = insightsCsvQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) return new Response("Not found", { status: 404 });
  const { tabela: table, dias: days, idioma } = query.data;
  const { locale } = await adminLocale(request);
  const data = await readInsightTable(getDb(), table, { days, locale: idioma, namesIn: locale });
  const t = textsFor(locale).adminSections.insights;
  const name = `${t.csvFileName}-${t.tables[table].file}-${days}-${new Date().toISOString().slice(0, 10)}`;
  return new Response(insightsCsv(table, data, locale), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
