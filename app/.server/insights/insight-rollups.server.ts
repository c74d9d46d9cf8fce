import type { Locale } from "~/i18n/languages";
import type { InsightPeriod } from "~/lib/insights";
import type { Db } from "../db/kysely";
import type { InsightKind } from "../db/schema";

// What every insight reads from: the daily rollups (insight_daily) of a period of UTC days
// (docs/decisions/059-insights.md).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, YYYY-MM-DD. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface InsightQuery {
  days: InsightPeriod;
  /** One language's events, or every language's (undefined). */
  locale?: Locale;
  /** Names are shown in this language (the administrator's). */
  namesIn: Locale;
  now?: Date;
}

/** The first and last day of a period: `days` days ending today (UTC). */
export function periodDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: dayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to: dayOf(now) };
}

/** Every day of the period in order, so a chart shows days with nothing as zero. */
export function daysOfPeriod(days: number, now = new Date()): string[] {
  return Array.from({ length: days }, (_, i) =>
    dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS)),
  );
}

/** The period's rollups, of one language or all. */
export function rollups(db: Db, q: InsightQuery) {
  const { from } = periodDays(q.days, q.now);
  let query = db.selectFrom("insight_daily").where("day", ">=", from);
  if (q.locale) query = query.where("locale", "=", q.locale);
  return query;
}

/** Counts per kind and item over the period, most first. */
export async function topItems(db: Db, q: InsightQuery, kind: InsightKind, limit: number) {
  const rows = await rollups(db, q)
    .select((eb) => ["item", eb.fn.sum<number>("count").as("n")])
    .where("kind", "=", kind)
    .groupBy("item")
    .orderBy("n", "desc")
    .orderBy("item")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ item: r.item, count: Number(r.n) }));
}
