import { randomBytes } from "node:crypto";
import { createAdmin } from "../../app/.server/auth/admins.server";
import { createApiToken } from "../../app/.server/auth/tokens.server";
import { updateProduct } from "../../app/.server/catalogue/product-writes.server";
import { productVariants } from "../../app/.server/catalogue/variants.server";
import { createDb } from "../../app/.server/db/kysely";
import { productVariantsSchema } from "../../app/lib/variant-schemas";

// The stock-update scenario of `npm run bench -- facets` (docs/decisions/065-product-variants.md):
// a till or an ERP sets one variant's stock through PATCH /api/variants/{id}, one call after
// another, and the product's page shows the new stock at once. Also the uncached page of a product
// with 12 variants beside one with a single variant. Goals: the PATCH's p99 ≤ 20 ms; every page
// read right after a PATCH shows its stock.

const UPDATES = 200;
/**
 * Updates before any is timed, as the other benches warm up: the first calls compile the API's
 * code and fill its caches (the first two took 69 and 40 ms on a fresh server here, against a
 * p50 of 9), which no till updating a running shop meets.
 */
const WARM_UP = 20;

export interface StockFixture {
  token: string;
  productId: number;
  plainProductId: number;
  variants: { id: number; sku: string }[];
}

/** An administrator's token, and a machine of the largest category given 12 variants. */
export async function prepareStockFixture(url: string, category: number): Promise<StockFixture> {
  // better-auth (through createAdmin) reads the environment: point it at the throwaway database.
  process.env.DATABASE_URL = url;
  const db = createDb(url);
  try {
    const created = await createAdmin(db, {
      email: `stock-${randomBytes(4).toString("hex")}@example.test`,
      password: randomBytes(18).toString("base64url"),
      first_name: "Stock",
      last_name: "Bench",
    });
    if (!created.ok) throw new Error(`could not create the administrator: ${created.error}`);
    const { token } = await createApiToken(db, created.admin.id, "stock-bench");
    // Two option attributes of the category whose values multiply to 12 (6 voltages × 2 types).
    const options = ["voltagem", "tipo"];
    const values = await db
      .selectFrom("attribute_value as v")
      .innerJoin("attribute as a", "a.id", "v.attribute_id")
      .select(["a.code as attribute", "v.code"])
      .where("a.code", "in", options)
      .orderBy("v.position")
      .execute();
    const voltages = values.filter((v) => v.attribute === "voltagem").map((v) => v.code);
    const types = values.filter((v) => v.attribute === "tipo").map((v) => v.code);
    const [plain, product] = await db
      .selectFrom("product")
      .select("id")
      .where("category_id", "=", category)
      .orderBy("id")
      .limit(2)
      .execute();
    if (!plain || !product) throw new Error(`category ${category} has fewer than two products`);
    const suffix = randomBytes(3).toString("hex");
    const variants = voltages.slice(0, 6).flatMap((voltagem, i) =>
      types.slice(0, 2).map((tipo, j) => ({
        sku: `BENCH-${suffix}-${i}${j}`,
        options: { voltagem, tipo },
        price: String(100 + i * 10 + j),
        stock: 10,
      })),
    );
    await updateProduct(
      db,
      product.id,
      {},
      null,
      {},
      productVariantsSchema.parse({ options, variants }),
    );
    const written = await productVariants(db, product.id);
    return {
      token,
      productId: product.id,
      plainProductId: plain.id,
      variants: written.variants.map((v) => ({ id: v.id, sku: v.sku! })),
    };
  } finally {
    await db.destroy();
  }
}

/**
 * Waits until the server is idle: /healthz answered within IDLE_MS three times in a row (at most
 * 15 s). A load test ends by closing its connections, not by waiting for their answers, so the
 * server may still be rendering what the last phase asked when the next phase starts, and this
 * scenario would time that queue, not its own calls. (It did not change the p99 measured here:
 * the spikes left are the server's full collections, docs/perf/README.md.)
 */
async function settle(base: string): Promise<void> {
  const IDLE_MS = 5;
  const deadline = Date.now() + 15_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const t0 = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    quick = performance.now() - t0 <= IDLE_MS ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** PATCHes one variant's stock UPDATES times, reading the page after each. */
export async function runStockUpdates(base: string, fixture: StockFixture) {
  await settle(base);
  const times: number[] = [];
  let stale = 0;
  let failed = 0;
  const variant = fixture.variants[0]!;
  for (let i = -WARM_UP; i < UPDATES; i++) {
    // 2 and 3 alternate: both under the default threshold, so the page says "Últimas N unidades".
    const stock = 2 + (i & 1);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/variants/${variant.id}`, {
      method: "PATCH",
      headers: {
        authorization: `Bearer ${fixture.token}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({ stock }),
    });
    await res.arrayBuffer();
    if (i >= 0) times.push(performance.now() - t0);
    if (!res.ok) {
      failed++;
      continue;
    }
    const page = await fetch(
      `${base}/produto/${fixture.productId}?variante=${encodeURIComponent(variant.sku)}`,
      { headers: { accept: "text/html" } },
    );
    if (!(await page.text()).includes(`Últimas ${stock} unidades`)) stale++;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.floor(p * (times.length - 1))]! * 10) / 10;
  return { updates: UPDATES, p50: at(0.5), p99: at(0.99), stale, failed };
}
