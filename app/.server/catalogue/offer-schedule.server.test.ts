import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { ServiceError } from "./errors.server";
import { applyDueChanges, nextScheduledChange, scheduledChangeDue } from "./offer-schedule.server";
import { createPoster, listPosters } from "./posters.server";
import { createProduct } from "./product-writes.server";
import { getProduct, listProducts } from "./products.server";
import { productVariants } from "./variants.server";
import { getCatalogueVersion } from "./version.server";

// Offers and posters on a calendar (docs/decisions/066-scheduled-offers.md): what the store reads
// before, inside and after a window, and the catalogue version that moves when one opens or closes.

const HOUR = 3_600_000;

describe.each(TEST_DB_KINDS)("scheduled offers on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());
  afterEach(() => vi.useRealTimers());

  const iso = (ms: number) => new Date(ms).toISOString();
  const scheduled = (name: string, starts: number, ends: number) =>
    createProduct(
      t.db,
      productInputSchema.parse({
        name,
        brand_id: 1,
        category_id: 2,
        price: "85",
        original_price: "100",
        is_special_offer: true,
        offer_starts_at: iso(starts),
        offer_ends_at: iso(ends),
      }),
      null,
    );
  const inOffers = async (id: number) =>
    (await listProducts(t.db, { offers: true, locale: "pt", perPage: 500 })).items.some(
      (p) => p.id === id,
    );

  it("shows an offer only inside its window, and turns it back into the regular price after", async () => {
    const now = Date.now();
    const id = await scheduled("Serra agendada", now + HOUR, now + 2 * HOUR);
    const before = (await getProduct(t.db, id))!;
    // As set, for the back office and the API; live, for the store.
    expect(before).toMatchObject({ price_cents: 8500, is_special_offer: true });
    expect(before.live).toEqual({
      price_cents: 10000,
      original_price_cents: null,
      is_special_offer: false,
      offer_ends_at: null,
    });
    expect(await inOffers(id)).toBe(false);
    expect(await nextScheduledChange(t.db, now)).toBeLessThanOrEqual(now + HOUR);

    // The window opens.
    expect(await applyDueChanges(t.db, now + HOUR)).toBe(true);
    const inside = (await getProduct(t.db, id))!;
    expect(inside.live).toMatchObject({ price_cents: 8500, is_special_offer: true });
    expect(inside.live.offer_ends_at).toBe(iso(now + 2 * HOUR));
    expect(await inOffers(id)).toBe(true);

    // It closes: the product is as it was before the offer.
    expect(await applyDueChanges(t.db, now + 2 * HOUR)).toBe(true);
    const after = (await getProduct(t.db, id))!;
    expect(after).toMatchObject({
      price_cents: 10000,
      is_special_offer: false,
      offer_starts_at: null,
      offer_ends_at: null,
    });
    expect(after.live).toMatchObject({ price_cents: 10000, is_special_offer: false });
    const [variant] = (await productVariants(t.db, id)).variants;
    expect(variant).toMatchObject({ price_cents: 10000, is_special_offer: false });
    expect(await inOffers(id)).toBe(false);
    // Nothing more is due.
    expect(await applyDueChanges(t.db, now + 2 * HOUR)).toBe(false);
  });

  it("moves the catalogue version on the first read after a change comes due", async () => {
    const now = Date.now();
    await scheduled("Lixadeira agendada", now + 10 * HOUR, now + 11 * HOUR);
    const version = await getCatalogueVersion(t.db);
    expect(scheduledChangeDue(t.db)).toBeLessThanOrEqual(now + 10 * HOUR);
    vi.useFakeTimers({ toFake: ["Date"], now: now + 10 * HOUR + 1000 });
    const moved = await getCatalogueVersion(t.db);
    expect(moved).toBeGreaterThan(version);
    // The next change read after it: the offer's end, which bounds a cached page's lifetime.
    expect(scheduledChangeDue(t.db)).toBe(now + 11 * HOUR);
    expect(await getCatalogueVersion(t.db)).toBe(moved);
  });

  it("refuses a window that ends before it starts", async () => {
    const now = Date.now();
    await expect(scheduled("Furadeira ao contrário", now + HOUR, now)).rejects.toBeInstanceOf(
      ServiceError,
    );
    await expect(scheduled("Furadeira ao contrário", now + HOUR, now)).rejects.toMatchObject({
      code: "windowOrder",
      field: "offer_ends_at",
    });
  });

  it("shows a poster only inside its window, and the version moves when it opens", async () => {
    const now = Date.now();
    const id = await createPoster(
      t.db,
      {
        title: "Black Friday",
        title_en: null,
        title_es: null,
        image_url: "https://example.com/bf.webp",
        active: true,
        starts_at: iso(now + 20 * HOUR),
        ends_at: iso(now + 21 * HOUR),
      },
      null,
    );
    const shown = async (at: number) =>
      (await listPosters(t.db, { activeOnly: true, now: at })).some((p) => p.id === id);
    expect(await shown(now)).toBe(false);
    expect(await shown(now + 20 * HOUR)).toBe(true);
    expect(await shown(now + 21 * HOUR)).toBe(false);
    expect((await listPosters(t.db, { activeOnly: false })).some((p) => p.id === id)).toBe(true);
    const version = await getCatalogueVersion(t.db);
    vi.useFakeTimers({ toFake: ["Date"], now: now + 20 * HOUR });
    expect(await getCatalogueVersion(t.db)).toBeGreaterThan(version);
  });
});
