// Offers and posters on a calendar (docs/decisions/066-scheduled-offers.md): the rules that say
// what a window shows at an instant, when the next change comes, and how the shop's local times
// (America/Asuncion) become instants and back. Isomorphic: the store, the back office, the
// spreadsheet and the API read them. Instants are UTC ISO strings (`toISOString()`), so they
// also compare as text in SQL.

/** The shop's time zone: every time an administrator types or reads is in it. */
export const SHOP_TIME_ZONE = "America/Asuncion";

/** A window: null on a side means open on that side. */
export interface Window {
  starts_at: string | null;
  ends_at: string | null;
}

/**
 * Rule: a window holds an instant from its start (inclusive) until its end (exclusive); an open
 * side holds every instant on that side.
 */
export function inWindow(w: Window, now: number): boolean {
  return (
    (w.starts_at === null || Date.parse(w.starts_at) <= now) &&
    (w.ends_at === null || now < Date.parse(w.ends_at))
  );
}

/** Rule: a window that has ended can never hold an instant again. */
export function windowEnded(w: Window, now: number): boolean {
  return w.ends_at !== null && Date.parse(w.ends_at) <= now;
}

/** Rule: a window's end comes after its start. */
export function windowInOrder(w: Window): boolean {
  return (
    w.starts_at === null || w.ends_at === null || Date.parse(w.starts_at) < Date.parse(w.ends_at)
  );
}

/** An offer as set on a variant (or a product row): its prices, its flag and its window. */
export interface OfferAsSet {
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean | number;
  offer_starts_at: string | null;
  offer_ends_at: string | null;
}

/** What a shopper sees of an offer at an instant. */
export interface LiveOffer {
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  /** The end of the offer being shown, if it has one. */
  offer_ends_at: string | null;
}

/**
 * Rule: an offer shows only inside its window. Outside it the item is as it was before the offer:
 * the regular price (the offer's "from" price) and no offer.
 */
export function liveOffer(v: OfferAsSet, now: number): LiveOffer {
  const on = Boolean(v.is_special_offer);
  const window = { starts_at: v.offer_starts_at, ends_at: v.offer_ends_at };
  if (on && inWindow(window, now))
    return {
      price_cents: v.price_cents,
      original_price_cents: v.original_price_cents,
      is_special_offer: true,
      offer_ends_at: v.offer_ends_at,
    };
  if (on)
    return {
      price_cents: v.original_price_cents ?? v.price_cents,
      original_price_cents: null,
      is_special_offer: false,
      offer_ends_at: null,
    };
  return {
    price_cents: v.price_cents,
    original_price_cents: v.original_price_cents,
    is_special_offer: false,
    offer_ends_at: null,
  };
}

/** Rule: the first instant after `now` at which one of the windows opens or closes, if any. */
export function nextChange(windows: Iterable<Window>, now: number): number | undefined {
  let next: number | undefined;
  for (const w of windows) {
    for (const edge of [w.starts_at, w.ends_at]) {
      if (edge === null) continue;
      const at = Date.parse(edge);
      if (at > now && (next === undefined || at < next)) next = at;
    }
  }
  return next;
}

// --- the shop's local time ---

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall-clock fields of an instant in the shop's time zone. */
function wallClock(at: number) {
  const f: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(new Date(at)))
    if (p.type !== "literal") f[p.type] = Number(p.value);
  return f as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** The shop's offset from UTC at an instant, in milliseconds (−3 h is −10,800,000). */
function offsetAt(at: number): number {
  const w = wallClock(at);
  return (
    Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000
  );
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Rule: a wall-clock time in the shop ("2026-11-30T23:59", as a datetime-local field sends it) is
 * the instant the shop's clocks showed it, with the offset in force then (summer time included).
 * A time that clocks skipped (the hour lost when summer time began) is read with the offset from
 * before the jump, so it lands just after it; a time shown twice (the hour repeated when summer
 * time ended) is its first showing. Undefined when the text is not such a time.
 */
export function shopTimeToInstant(local: string): string | undefined {
  const m = LOCAL.exec(local.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as number[];
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 59) return undefined;
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (new Date(asUtc).getUTCDate() !== d) return undefined;
  // Two passes find the offset in force at the instant; the earlier of the candidates wins.
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  const candidates = [first, second].filter((t) => {
    const w = wallClock(t);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) === asUtc;
  });
  const at = candidates.length > 0 ? Math.min(...candidates) : asUtc - offsetAt(asUtc - 3_600_000);
  return new Date(at).toISOString();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the shop's wall-clock time, for a datetime-local field ("2026-11-30T23:59"). */
export function instantToShopTime(iso: string): string {
  const w = wallClock(Date.parse(iso));
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** An instant in ISO 8601 with the shop's offset ("2026-11-30T23:59:00-03:00"), for exports. */
export function instantToShopIso(iso: string): string {
  const at = Date.parse(iso);
  const off = offsetAt(at) / 60_000;
  const sign = off < 0 ? "-" : "+";
  const w = wallClock(at);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
}

const BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Rule: a date as a spreadsheet or the API may write it: ISO 8601 with its offset or `Z` (that
 * instant), ISO without one ("2026-11-30T23:59", "2026-11-30": the shop's time, a bare date at
 * 00:00), or pt-BR "dd/mm/aaaa hh:mm" ("30/11/2026 23:59", or "30/11/2026" at 00:00), in the
 * shop's time. Undefined when it is none of these.
 */
export function parseOfferDate(text: string): string | undefined {
  const t = text.trim();
  if (ISO_WITH_ZONE.test(t)) {
    const at = Date.parse(t);
    return Number.isNaN(at) ? undefined : new Date(at).toISOString();
  }
  if (ISO_DATE.test(t)) return shopTimeToInstant(`${t}T00:00`);
  const br = BR.exec(t);
  if (br) {
    const [d, m, y, h, mi] = br.slice(1);
    return shopTimeToInstant(
      `${y}-${pad(Number(m))}-${pad(Number(d))}T${pad(Number(h ?? 0))}:${mi ?? "00"}`,
    );
  }
  return shopTimeToInstant(t);
}

const endFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Rule: the day an offer runs until, as a shopper reads it ("30/11" in Portuguese and Spanish,
 * "Nov 30" in English), in the shop's time zone. An offer ending at midnight runs until the day
 * before: the date shown is the last minute's.
 */
export function offerEndDay(iso: string, locale: string): string {
  let format = endFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale === "en" ? "en-US" : locale === "es" ? "es-PY" : "pt-BR",
      {
        timeZone: SHOP_TIME_ZONE,
        day: locale === "en" ? "numeric" : "2-digit",
        month: locale === "en" ? "short" : "2-digit",
      },
    );
    endFormats.set(locale, format);
  }
  return format.format(new Date(Date.parse(iso) - 60_000));
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the back office shows it, in the shop's time: "30/11/2026 23:59". */
export function shopDateTime(iso: string, locale: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale === "en" ? "en-GB" : locale === "es" ? "es-PY" : "pt-BR",
      {
        timeZone: SHOP_TIME_ZONE,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      },
    );
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso)).replace(",", "");
}
