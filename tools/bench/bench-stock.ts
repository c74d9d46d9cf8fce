import { spawnSync } from "node:child_process";
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
 * scenario would time that queue, not its own calls.
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

/**
 * PATCHes one variant's stock UPDATES times, reading the page after each, from a process of its
 * own (tools/bench/stock-client.mjs): timed here, the bench's own collections landed in the calls.
 */
export async function runStockUpdates(base: string, fixture: StockFixture) {
  await settle(base);
  const variant = fixture.variants[0]!;
  const run = spawnSync(process.execPath, ["tools/bench/stock-client.mjs"], {
    encoding: "utf8",
    env: {
      ...process.env,
      BASE: base,
      TOKEN: fixture.token,
      VARIANT: String(variant.id),
      PRODUCT: String(fixture.productId),
      SKU: variant.sku,
      UPDATES: String(UPDATES),
      WARM_UP: String(WARM_UP),
    },
  });
  if (run.status !== 0) throw new Error(`the stock client failed: ${run.stderr}`);
  const { times, stale, failed } = JSON.parse(run.stdout) as {
    times: number[];
    stale: number;
    failed: number;
  };
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.floor(p * (times.length - 1))]! * 10) / 10;
  return { updates: UPDATES, p50: at(0.5), p99: at(0.99), stale, failed };
}
