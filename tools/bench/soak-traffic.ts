import { randomBytes } from "node:crypto";
import { createDb } from "../../app/.server/db/kysely";
import { BROWSER_HEADERS } from "./bench-bare";

// What the soak (tools/bench/soak.ts) sends and checks: shoppers reading as browsers do, cached pages
// and lists or searches nobody asked before, and an administrator writing through the API; at
// the end each write the API acknowledged is read back from the database.

/** The share of requests that are searches no one asked before (never a cache hit). */
const NEW_SEARCHES = 0.3;
/** How often the administrator writes. */
const WRITE_EVERY_MS = 2_000;

export interface Stats {
  requests: number;
  latencies: number[];
  errors: Map<string, number>;
  /**
   * Latencies by what answered: the page cache's X-Page-Cache (hit, miss, revalidating, stale)
   * for a page or list, "search" for a search nobody asked before, "other" for the rest.
   */
  byAnswer: Map<string, number[]>;
}

/** What the administrator was told was saved: each product's name and last acknowledged price. */
export interface Writes {
  acknowledged: number;
  failed: number;
  products: Map<number, { name: string; price: string }>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const WORDS = [
  "furadeira",
  "martelo",
  "serra",
  "chave",
  "parafusadeira",
  "esmerilhadeira",
  "alicate",
];
let searchCount = 0;

function cachedPath(productIds: number[]): string {
  // A shop's pages are a few hundred, visited unevenly: the first products and pages most.
  const id = productIds[Math.floor(Math.random() ** 2 * Math.min(200, productIds.length))]!;
  const page = 1 + Math.floor(Math.random() ** 2 * 5);
  const sort = pick(["relevance", "price_asc", "price_desc", "discount", "name"]);
  return pick([
    "/",
    "/en",
    "/es",
    `/produtos/1?sort=${sort}&page=${page}`,
    `/en/produtos/2?sort=${sort}`,
    `/es/produtos/3?page=${page}`,
    "/tramontina",
    `/produto/${id}`,
    `/en/produto/${id}`,
    `/es/produto/${id}`,
    "/ofertas",
    `/api/products?category=1&per_page=24&page=${page}&sort=${sort}`,
    `/api/products/${id}`,
    "/api/brands",
    "/api/categories",
  ]);
}

/** A search no one asked before: a catalogue word and a term of its own. */
function newSearchPath(): string {
  return `/busca?q=${encodeURIComponent(`${pick(WORDS)} ${(++searchCount).toString(36)}`)}`;
}

/** One shopper's connection: reads as a browser does until `until`. */
export async function shopper(base: string, productIds: number[], stats: Stats, until: number) {
  while (Date.now() < until) {
    const url = Math.random() < NEW_SEARCHES ? newSearchPath() : cachedPath(productIds);
    const started = performance.now();
    try {
      const res = await fetch(base + url, { headers: BROWSER_HEADERS, redirect: "manual" });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      stats.latencies.push(ms);
      stats.requests++;
      const answer = url.startsWith("/busca")
        ? "search"
        : (res.headers.get("x-page-cache") ?? "other");
      const list = stats.byAnswer.get(answer) ?? [];
      list.push(ms);
      stats.byAnswer.set(answer, list);
      if (res.status !== 200) {
        const key = `GET ${url.replace(/\d+/g, "N")} → ${res.status}`;
        stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
      }
    } catch (error) {
      const key = `GET ${url.replace(/\d+/g, "N")} → ${(error as Error).message}`;
      stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
    }
  }
}

/** The administrator: a write every WRITE_EVERY_MS until `until`, each remembered if acknowledged. */
export async function administrator(base: string, token: string, writes: Writes, until: number) {
  const headers = {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    origin: base,
  };
  while (Date.now() < until) {
    const next = Date.now() + WRITE_EVERY_MS;
    const own = [...writes.products.keys()];
    const price = (10 + Math.random() * 500).toFixed(2);
    try {
      if (own.length < 3 || Math.random() < 0.5) {
        const name = `Soak ${randomBytes(4).toString("hex")}`;
        const res = await fetch(`${base}/api/products`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            name,
            price,
            brand: pick(["tramontina", "bosch", "makita"]),
            category: 1 + Math.floor(Math.random() * 5),
          }),
        });
        const body = (await res.json()) as { id?: number };
        if (res.status === 201 && body.id) {
          writes.acknowledged++;
          writes.products.set(body.id, { name, price });
        } else writes.failed++;
      } else {
        const id = pick(own);
        const res = await fetch(`${base}/api/products/${id}`, {
          method: "PATCH",
          headers,
          body: JSON.stringify({ price }),
        });
        await res.arrayBuffer();
        if (res.status === 200) {
          writes.acknowledged++;
          writes.products.get(id)!.price = price;
        } else writes.failed++;
      }
    } catch {
      writes.failed++;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
}

/** Acknowledged writes the database does not hold as acknowledged. */
export async function lostWrites(url: string, writes: Writes): Promise<number> {
  const db = createDb(url);
  try {
    const ids = [...writes.products.keys()];
    if (!ids.length) return 0;
    const rows = await db
      .selectFrom("product")
      .select(["id", "name", "price_cents"])
      .where("id", "in", ids)
      .execute();
    const held = new Map(rows.map((r) => [r.id, r]));
    let lost = 0;
    for (const [id, { name, price }] of writes.products) {
      const row = held.get(id);
      if (!row || row.name !== name || row.price_cents !== Math.round(Number(price) * 100)) lost++;
    }
    return lost;
  } finally {
    await db.destroy();
  }
}
