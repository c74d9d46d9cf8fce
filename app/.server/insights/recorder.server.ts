import { sql } from "kysely";
import type { Locale } from "~/i18n/languages";
import { dbKind, type Db } from "../db/kysely";
import type { InsightKind } from "../db/schema";

// Insights (docs/decisions/059-insights.md): the shoppers' events are held in memory and
// written every few seconds (the "insights-flush" background job), so a page or
// a beacon never waits on a write. A crash loses what was not written yet: at most one interval's
// events, which the decision accepts. A write that fails puts its events back for the next one.

/** One event as the recorder holds it: nothing about who did it. */
export interface InsightEvent {
  kind: Exclude<InsightKind, "search_zero">;
  /** A product, category or brand id; a search term; an enquiry's channel. */
  item: string;
  /** A search's result count. */
  results?: number;
  locale: Locale;
}

interface Held extends InsightEvent {
  at: string;
}

/** Events held at most: past it (a flood, or the database away for long) new ones are dropped. */
export const MAX_HELD_EVENTS = 50_000;

/** Events an address may send per minute; more are answered alike and not counted. */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 120;

/** Addresses tracked at once for that limit; past it the window starts over. */
const MAX_ADDRESSES = 20_000;

/** Raw events are kept this long; the daily rollups for good. */
export const RAW_EVENT_DAYS = 30;

/** Ids per existence query (well under the bound-parameter limits). */
const CHUNK = 200;

/** The kinds whose item is a product's, a category's or a brand's id. */
const ITEM_TABLE: Partial<Record<InsightKind, "product" | "category" | "brand">> = {
  product_view: "product",
  quote_add: "product",
  whatsapp: "product",
  video_play: "product",
  category_view: "category",
  brand_view: "brand",
};

/** An accessory add's item: the accessory's id and the id of the product whose page it was on. */
export const accessoryItem = (accessory: number, from: number) => `${accessory}:${from}`;

/** The two product ids of an accessory add's item (NaN for a malformed one). */
export const accessoryIds = (item: string): [number, number] => {
  const [a = "", b = ""] = item.split(":");
  return [Number(a), Number(b)];
};

export class InsightRecorder {
  private held: Held[] = [];
  private dropped = 0;
  private window = { start: 0, counts: new Map<string, number>() };

  /**
   * Takes what an address may still send this minute of `wanted` events: the per-address limit
   * (a fixed window in memory, per instance; the counts are nobody's data and go with the window).
   */
  allowance(address: string | null, wanted: number, now = Date.now()): number {
    if (now - this.window.start >= 60_000 || this.window.counts.size >= MAX_ADDRESSES) {
      this.window = { start: now, counts: new Map() };
    }
    const key = address ?? "";
    const used = this.window.counts.get(key) ?? 0;
    const granted = Math.max(0, Math.min(wanted, EVENTS_PER_ADDRESS_PER_MINUTE - used));
    this.window.counts.set(key, used + granted);
    return granted;
  }

  /** Holds events until the next flush; beyond MAX_HELD_EVENTS they are dropped and counted. */
  record(events: readonly InsightEvent[], now = new Date()): void {
    const at = now.toISOString();
    for (const e of events) {
      if (this.held.length >= MAX_HELD_EVENTS) {
        this.dropped++;
        continue;
      }
      // Spelled out, not spread: one shape for every held event (the spread of two shapes made
      // this the costliest line of a beacon in a profile).
      this.held.push({ kind: e.kind, item: e.item, results: e.results, locale: e.locale, at });
    }
  }

  /** How many events wait for the next flush. */
  get pending(): number {
    return this.held.length;
  }

  /**
   * Writes every held event and adds them to the daily rollups, SLICE events per transaction, the
   * event loop turning between transactions: on SQLite each statement runs on the server's one
   * thread, and its one connection is the transaction's until it ends, so every render's query
   * waits for it (a cached page's version read did too, until it got a connection of its own).
   * A few thousand events written at once stopped every other answer for tens of milliseconds,
   * and pages must keep their p99 under the beacons' load; a slice of 200 holds the
   * connection for a few milliseconds (9–15 µs an event here). Events about an
   * id that does not exist (a product deleted since, or a made-up beacon) are not kept. Answers how
   * many were written and how many were dropped since the last flush. A slice that fails is held
   * again with the ones after it (the slices before it are written).
   */
  async flush(db: Db): Promise<{ written: number; dropped: number }> {
    const batch = this.held;
    const dropped = this.dropped;
    this.held = [];
    this.dropped = 0;
    let done = 0;
    let written = 0;
    try {
      for (; done < batch.length; done += SLICE) {
        written += await writeSlice(db, batch.slice(done, done + SLICE));
      }
      return { written, dropped };
    } catch (error) {
      // The failed slice and those after it: held again for the next flush, as room allows.
      const rest = batch.slice(done);
      const room = Math.max(0, MAX_HELD_EVENTS - this.held.length);
      this.held = [...rest.slice(0, room), ...this.held];
      this.dropped += dropped + Math.max(0, rest.length - room);
      throw error;
    }
  }
}

/** Events per slice of a flush (one transaction on SQLite, one statement on PostgreSQL). */
const SLICE = 200;

/** Lets every other waiting answer go first (a timer or I/O callback, not only promises). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One slice of events written, with its rollups, in one transaction; how many were kept. */
async function writeSlice(db: Db, events: Held[]): Promise<number> {
  const kept = await existingOnly(db, events);
  if (kept.length === 0) return 0;
  await turn();
  if (dbKind(db) === "postgres") await writeSliceAsArrays(db, kept);
  else await writeSliceAsJson(db, kept);
  await turn();
  return kept.length;
}

/**
 * PostgreSQL: the slice's events and its rollups in one statement, each column sent as one array
 * (`unnest`), not as a row of bound parameters each. One round trip instead of four (BEGIN, two
 * inserts, COMMIT), ten parameters instead of a thousand, and no 200-row statement built by
 * Kysely on the main thread: on PostgreSQL a flush beside the beacons' load lifted the pages'
 * p99 past what a bare server answering the same beacons cost, and the same
 * run with every beacon carrying DNT (nothing written) did not. A data-modifying WITH runs once
 * and to completion with the statement, so both inserts commit together or not at all.
 */
async function writeSliceAsArrays(db: Db, kept: Held[]): Promise<void> {
  const rollups = rollUp(kept);
  await sql`
    with written as (
      insert into insight_event (at, kind, item, results, locale)
      select * from unnest(
        ${kept.map((e) => e.at)}::text[], ${kept.map((e) => e.kind)}::text[],
        ${kept.map((e) => e.item)}::text[], ${kept.map((e) => e.results ?? null)}::integer[],
        ${kept.map((e) => e.locale)}::text[])
    )
    insert into insight_daily (day, kind, item, locale, count)
    select * from unnest(
      ${rollups.map((r) => r.day)}::text[], ${rollups.map((r) => r.kind)}::text[],
      ${rollups.map((r) => r.item)}::text[], ${rollups.map((r) => r.locale)}::text[],
      ${rollups.map((r) => r.count)}::integer[])
    on conflict (kind, day, item, locale)
      do update set count = insight_daily.count + excluded.count`.execute(db);
}

/**
 * SQLite: the slice's events, then its rollups, each sent as one JSON array of rows and spread by
 * `json_each`, in one transaction. On SQLite every statement runs on the server's own thread, so
 * what a flush costs there is time no page is answered. A 200-row insert of 1,000 bound
 * parameters, built by Kysely and bound one by one, cost more: 5,000 events flushed took 49–87 ms
 * of the process's CPU that way (median 70, six runs), 39–75 ms (median 45) as JSON.
 * (`where true` lets SQLite read the upsert's ON CONFLICT after a SELECT.)
 */
async function writeSliceAsJson(db: Db, kept: Held[]): Promise<void> {
  const events = JSON.stringify(
    kept.map((e) => [e.at, e.kind, e.item, e.results ?? null, e.locale]),
  );
  const rollups = JSON.stringify(
    rollUp(kept).map((r) => [r.day, r.kind, r.item, r.locale, r.count]),
  );
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into insight_event (at, kind, item, results, locale)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4
      from json_each(${events})`.execute(trx);
    await sql`
      insert into insight_daily (day, kind, item, locale, count)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4
      from json_each(${rollups}) where true
      on conflict (kind, day, item, locale)
        do update set count = insight_daily.count + excluded.count`.execute(trx);
  });
}

/** Per day, kind, item and language: a search that found nothing counts as `search_zero` too. */
export function rollUp(events: readonly Held[]) {
  const counts = new Map<
    string,
    { day: string; kind: InsightKind; item: string; locale: string; count: number }
  >();
  const add = (day: string, kind: InsightKind, item: string, locale: string) => {
    const key = `${kind}\u0000${day}\u0000${item}\u0000${locale}`;
    const row = counts.get(key);
    if (row) row.count++;
    else counts.set(key, { day, kind, item, locale, count: 1 });
  };
  for (const e of events) {
    const day = e.at.slice(0, 10);
    add(day, e.kind, e.item, e.locale);
    if (e.kind === "search" && e.results === 0) add(day, "search_zero", e.item, e.locale);
  }
  return [...counts.values()];
}

/** The events whose product, category or brand exists; others (searches, enquiries) as they are. */
async function existingOnly(db: Db, events: Held[]): Promise<Held[]> {
  const wanted = {
    product: new Set<number>(),
    category: new Set<number>(),
    brand: new Set<number>(),
  };
  for (const e of events) {
    const table = ITEM_TABLE[e.kind];
    if (table) wanted[table].add(Number(e.item));
    if (e.kind === "accessory_add") {
      for (const id of accessoryIds(e.item)) if (Number.isInteger(id)) wanted.product.add(id);
    }
  }
  const found = {
    product: new Set<number>(),
    category: new Set<number>(),
    brand: new Set<number>(),
  };
  for (const table of ["product", "category", "brand"] as const) {
    const ids = [...wanted[table]];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .selectFrom(table)
        .select("id")
        .where("id", "in", ids.slice(i, i + CHUNK))
        .execute();
      for (const r of rows) found[table].add(r.id);
    }
  }
  return events.filter((e) => {
    if (e.kind === "accessory_add")
      return accessoryIds(e.item).every((id) => found.product.has(id));
    const table = ITEM_TABLE[e.kind];
    return !table || found[table].has(Number(e.item));
  });
}

const key = Symbol.for("vitrine.insights");
type Holder = { [key]?: InsightRecorder };

/**
 * The process's recorder: every request of this instance records into it, and the flush job
 * empties it. Kept on globalThis, as the database is (app/.server/db/kysely.ts): the server's
 * entry and the bundled React Router build each hold a copy of this module, and they must share
 * one recorder.
 */
export const insightRecorder: InsightRecorder = ((globalThis as Holder)[key] ??=
  new InsightRecorder());

/** Deletes raw events older than RAW_EVENT_DAYS; the rollups stay. Answers how many went. */
export async function deleteExpiredEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RAW_EVENT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("insight_event").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
