import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { saveStoreSettings } from "~/.server/admin/settings.server";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { PUBLIC_PAGE_CACHE } from "~/lib/http-cache";
import { createApp } from "../../server/app";
import { testServerBuild } from "../fixtures/app-server";
import { installAuthTestDb, newAdmin } from "../fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../fixtures/databases";

// docs/decisions/054-currency-hint.md: a page showing the estimate in reais and guaraníes comes
// from the page cache like any other, but no longer than its rates are fresh: once they pass their
// maximum age, the next shopper gets the page rendered again, without the hint, and no cache was
// told it might keep the page past that instant. Through the production server (server/app.ts),
// on the clock of the test.

const DAY = 86_400_000;

describe.each(TEST_DB_KINDS)("the currency hint on cached pages, %s", (kind) => {
  let t: TestDb;
  let server: Server;
  let base: string;
  let productId: number;
  let expiresAt: number;
  const start = Date.now();

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    const admin = await newAdmin(t.db);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    const brand = await createBrand(
      t.db,
      { name: "Marca Câmbio", logo_url: "https://example.com/logo.png" },
      admin.id,
    );
    productId = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Furadeira Câmbio",
        brand_id: brand,
        category_id: 1,
        price: "20",
        image_url: "https://example.com/p.png",
      }),
      admin.id,
    );
    const profile = await getStoreProfile(t.db);
    await saveStoreSettings(
      t.db,
      profile,
      { ...profile, brl_per_usd: "5.125", pyg_per_usd: "7400", rates_max_age_days: 7 },
      admin.id,
      { now: new Date(start) },
    );
    expiresAt = start + 7 * DAY;
    server = createApp("/nonexistent", await testServerBuild(), { https: false }).listen(
      0,
      "127.0.0.1",
    );
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Only Date: the server's sockets keep their real timers.
    vi.useFakeTimers({ toFake: ["Date"], now: start });
  });
  afterEach(() => vi.setSystemTime(start));
  afterAll(async () => {
    vi.useRealTimers();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    const body = (await response.text()).replace(/\u00a0/g, " ");
    return {
      hit: response.headers.get("x-page-cache") === "hit",
      cacheControl: response.headers.get("cache-control"),
      body,
    };
  };
  const hinted = (body: string) => body.includes("R$ 102,50") && body.includes("₲ 148.000");

  it("serves the page with the hint from the cache while the rates are fresh", async () => {
    const path = `/produto/${productId}`;
    const first = await get(path);
    expect(first.hit).toBe(false);
    expect(hinted(first.body)).toBe(true);
    expect(first.body).toContain("data-rates-stale");
    expect(first.cacheControl).toBe(PUBLIC_PAGE_CACHE);

    const again = await get(path);
    expect(again.hit).toBe(true);
    expect(hinted(again.body)).toBe(true);

    // 100 s before the expiry: still the cached page, but no cache may keep it past the expiry.
    vi.setSystemTime(expiresAt - 100_000);
    const late = await get(path);
    expect(late.hit).toBe(true);
    expect(late.cacheControl).toBe(
      "public, max-age=60, stale-while-revalidate=40, stale-if-error=40",
    );
  });

  it("renders the page again without the hint once the rates are stale, and caches that", async () => {
    const path = `/produtos/1`;
    expect(hinted((await get(path)).body)).toBe(true);
    expect((await get(path)).hit).toBe(true);

    vi.setSystemTime(expiresAt);
    const stale = await get(path);
    expect(stale.hit).toBe(false);
    expect(stale.body).toContain("Furadeira Câmbio");
    expect(stale.body).not.toContain("R$");
    expect(stale.body).not.toContain("currency-hint");
    expect(stale.body).not.toContain("data-rates-stale");
    expect(stale.cacheControl).toBe(PUBLIC_PAGE_CACHE);

    const cached = await get(path);
    expect(cached.hit).toBe(true);
    expect(cached.body).not.toContain("R$");
  });

  it("drops the client-navigation data with the rates too", async () => {
    const path = `/produto/${productId}.data`;
    // The layout's rates for the hint, with their expiry; none once stale.
    expect((await get(path)).body).toContain(new Date(expiresAt).toISOString());
    expect((await get(path)).hit).toBe(true);
    vi.setSystemTime(expiresAt + 1);
    const stale = await get(path);
    expect(stale.hit).toBe(false);
    expect(stale.body).not.toContain(new Date(expiresAt).toISOString());
  });
});
