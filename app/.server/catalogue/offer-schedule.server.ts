import { nextChange } from "~/lib/offer-window";
import type { Db } from "../db/kysely";
import { getLogger } from "../logger";
import { summarizeProducts } from "./variant-summary.server";
import { bumpCatalogueVersion } from "./version-bump.server";

// Offers and posters on a calendar (docs/decisions/066-scheduled-offers.md). Nothing writes when a
// window opens or closes, so the first catalogue-version read after that instant does: it
// re-summarises the products whose `next_change_at` has come (their live price and offer), turns
// offers that have ended back into the regular price, and bumps the version, so the page cache,
// the in-memory indexes and every value kept by version follow the calendar to the second, in
// every instance. Between changes the check is one comparison with the clock.

interface ScheduleState {
  /** The catalogue version the next change was read at. */
  version?: number;
  /** When the next window opens or closes (ms), Infinity when none is set. */
  dueAt: number;
  running?: Promise<boolean>;
}

// On globalThis, like the version reader: the server entry and the React Router build each bundle
// a copy of this module, and they must share one clock per database.
const key = Symbol.for("vitrine.catalogue.schedule");
type Holder = { [key]?: WeakMap<object, ScheduleState> };
function stateOf(db: Db): ScheduleState {
  const holder = globalThis as Holder;
  holder[key] ??= new WeakMap();
  let state = holder[key].get(db);
  if (!state) {
    state = { dueAt: 0 };
    holder[key].set(db, state);
  }
  return state;
}

/** After a failed check (a database fault, a file not migrated yet), try again this much later. */
const RETRY_MS = 5_000;

/**
 * Applies what the calendar changed since the last check, if anything; true when it moved the
 * catalogue version on. Cheap when nothing is due: the version is the one the next change was
 * read at and the clock has not reached it.
 */
export async function keepScheduleCurrent(db: Db, version: number, now: number): Promise<boolean> {
  const state = stateOf(db);
  if (state.version === version && now < state.dueAt) return false;
  state.running ??= check(db, state, version, now).finally(() => {
    state.running = undefined;
  });
  return state.running;
}

async function check(db: Db, state: ScheduleState, version: number, now: number) {
  try {
    // A change came due (not only a new version to read the next one at): whatever it was (an
    // offer, a poster), pages built before it are stale.
    const due = state.version !== undefined && now >= state.dueAt;
    const changed = (await applyDueChanges(db, now, { bump: due })) || due;
    state.dueAt = (await nextScheduledChange(db, now)) ?? Infinity;
    state.version = changed ? undefined : version;
    return changed;
  } catch (error) {
    getLogger().warn({ err: error }, "schedule: could not apply the calendar's changes");
    state.dueAt = now + RETRY_MS;
    return false;
  }
}

/**
 * Rule: at `now`, every offer whose window has ended goes back to the product's regular price (it
 * leaves the product as it was before it), and every product whose next change has come is summed
 * up again. True when anything was written; the catalogue version is bumped then, or when `bump`.
 */
export async function applyDueChanges(
  db: Db,
  now: number,
  { bump = false }: { bump?: boolean } = {},
): Promise<boolean> {
  const at = new Date(now).toISOString();
  // Read first: most checks find nothing due, and need no write lock.
  const [ended, due] = await Promise.all([
    db
      .selectFrom("variant")
      .select("product_id")
      .where("is_special_offer", "=", true)
      .where("offer_ends_at", "<=", at)
      .execute(),
    db.selectFrom("product").select("id").where("next_change_at", "<=", at).execute(),
  ]);
  const ids = [...new Set([...ended.map((r) => r.product_id), ...due.map((r) => r.id)])];
  if (ids.length === 0 && !bump) return false;
  await db.transaction().execute(async (trx) => {
    if (ids.length > 0) {
      await trx
        .updateTable("variant")
        .set((eb) => ({
          price_cents: eb.fn.coalesce("original_price_cents", "price_cents"),
          is_special_offer: false,
          offer_starts_at: null,
          offer_ends_at: null,
          updated_at: at,
        }))
        .where("is_special_offer", "=", true)
        .where("offer_ends_at", "<=", at)
        .execute();
      await summarizeProducts(trx, ids, now);
    }
    await bumpCatalogueVersion(trx);
  });
  return ids.length > 0;
}

/**
 * When the next offer or poster window opens or closes after `now`, if one is set: what a page
 * rendered now shows stays true until then, and no cache may keep it longer.
 */
export async function nextScheduledChange(db: Db, now: number): Promise<number | undefined> {
  const at = new Date(now).toISOString();
  const [product, posters] = await Promise.all([
    db
      .selectFrom("product")
      .select((eb) => eb.fn.min("next_change_at").as("next"))
      .where("next_change_at", ">", at)
      .executeTakeFirst(),
    db
      .selectFrom("poster")
      .select(["starts_at", "ends_at"])
      .where("active", "=", true)
      .where((eb) => eb.or([eb("starts_at", ">", at), eb("ends_at", ">", at)]))
      .execute(),
  ]);
  const productNext = product?.next ? Date.parse(String(product.next)) : undefined;
  const posterNext = nextChange(posters, now);
  const candidates = [productNext, posterNext].filter((t): t is number => t !== undefined);
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}

/** The instant the next scheduled change is due, as last read for `db` (for a page's lifetime). */
export function scheduledChangeDue(db: Db): number | undefined {
  const due = stateOf(db).dueAt;
  return Number.isFinite(due) && due > 0 ? due : undefined;
}
