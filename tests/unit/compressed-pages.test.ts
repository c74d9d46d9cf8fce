import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { storeImage } from "~/.server/media/images.server";
import sharp from "sharp";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createApp } from "../../server/app";
import { testServerBuild } from "../fixtures/app-server";
import { installAuthTestDb, newAdmin } from "../fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../fixtures/databases";

// Through the production server (server/app.ts): a cached page is
// stored compressed and sent as the client accepts it, revalidated by its ETag, with the nonce it
// was rendered with in both its CSP and its scripts (docs/decisions/061-compressed-page-cache.md);
// tracking parameters reach the same entry; the build's files are sent precompressed.

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(base: string, pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const BROWSER = { "accept-encoding": "br, gzip, deflate", accept: "text/html" };
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe.each(TEST_DB_KINDS)("pages compressed once and sent as asked, %s", (kind) => {
  let t: TestDb;
  let server: Server;
  let base: string;
  let productId: number;
  let adminId: string;
  let brandId: number;
  const buildDir = mkdtempSync(path.join(tmpdir(), "vitrine-static-"));

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    const admin = await newAdmin(t.db);
    adminId = admin.id;
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    const brand = (brandId = await createBrand(
      t.db,
      { name: "Marca Compressa", logo_url: "https://example.com/logo.png" },
      admin.id,
    ));
    productId = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Serra Compressa",
        brand_id: brand,
        category_id: 1,
        price: "80",
        image_url: "https://example.com/p.png",
      }),
      admin.id,
    );
    // A build's client folder: one hashed script with its precompressed files, one icon.
    const script = Buffer.from(`export const a = ${JSON.stringify("x".repeat(4000))};`);
    mkdirSync(path.join(buildDir, "client", "assets"), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "assets", "entry-abc123.js"), script);
    writeFileSync(
      path.join(buildDir, "client", "assets", "entry-abc123.js.br"),
      brotliCompressSync(script),
    );
    writeFileSync(path.join(buildDir, "client", "assets", "entry-abc123.js.gz"), gzipSync(script));
    writeFileSync(
      path.join(buildDir, "client", "sw.js"),
      "self.addEventListener('fetch', () => {});",
    );
    server = createApp(buildDir, await testServerBuild(), { https: false }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("stores a page compressed and sends brotli, gzip or plain bytes of the same page", async () => {
    const page = `/produto/${productId}`;
    const first = await raw(base, page, BROWSER);
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toContain("Accept-Encoding");
    const html = brotliDecompressSync(first.body).toString("utf8");
    expect(html).toContain("Serra Compressa");
    expect(Number(first.headers["content-length"])).toBe(first.body.byteLength);
    // A product page is at least 2.5 times smaller on the wire when first compressed (fast).
    expect(first.body.byteLength * 2.5).toBeLessThan(Buffer.byteLength(html));

    const hit = await raw(base, page, BROWSER);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(hit.body).toString("utf8")).toBe(html);
    // Asked again, the page is compressed again, harder, when the compression thread is idle
    // (server/encoding.ts, recompress): later shoppers get fewer bytes of the same page.
    let later = hit;
    for (let i = 0; i < 50 && later.body.byteLength >= first.body.byteLength; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await raw(base, page, BROWSER);
    }
    expect(later.body.byteLength).toBeLessThan(first.body.byteLength);
    expect(later.body.byteLength * 3).toBeLessThan(Buffer.byteLength(html));
    expect(brotliDecompressSync(later.body).toString("utf8")).toBe(html);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(Number(later.headers["content-length"])).toBe(later.body.byteLength);

    const gz = await raw(base, page, { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(html);

    const plain = await raw(base, page);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(html);

    const head = await raw(base, page, BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it("keeps the nonce the page was rendered with in its CSP and its scripts while it is cached", async () => {
    const page = "/produtos/1";
    await raw(base, page);
    const hit = await raw(base, page);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    const nonce = nonceOf(hit.headers["content-security-policy"]);
    expect(nonce).toMatch(/^[\w-]{24}$/);
    const html = hit.body.toString("utf8");
    const inPage = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([nonce]));
    // Another page has a nonce of its own: one read from one page is no use in another.
    await raw(base, "/ofertas");
    const other = await raw(base, "/ofertas");
    expect(nonceOf(other.headers["content-security-policy"])).not.toBe(nonce);
  });

  it("answers 304 to a client that holds the page, and a new ETag and nonce after a catalogue write", async () => {
    const page = "/produtos/2";
    const product = "/produto/1";
    await raw(base, product, BROWSER);
    expect((await raw(base, product, BROWSER)).headers["x-page-cache"]).toBe("hit");
    const first = await raw(base, page, BROWSER);
    const etag = String(first.headers.etag);
    const revalidated = await raw(base, page, { ...BROWSER, "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers["cache-control"]).toContain("max-age=60");

    await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Martelo Novo",
        brand_id: brandId,
        category_id: 2,
        price: "12",
        image_url: "https://example.com/m.png",
      }),
      adminId,
    );
    // Stale-while-revalidate: the list held before the write is sent once more, as it was, while
    // its successor renders in the background; a few moments later the new page is the one kept.
    // A product's own page is rendered afresh at once: a price or stock change shows on it.
    expect((await raw(base, product, BROWSER)).headers["x-page-cache"]).toBe("miss");
    const stale = await raw(base, page, { ...BROWSER, "if-none-match": etag });
    expect(stale.headers["x-page-cache"]).toBe("revalidating");
    // No browser or CDN keeps it: the shopper's next visit asks again and gets the new list.
    expect(stale.headers["cache-control"]).toContain("max-age=0");
    expect(stale.headers["cache-control"]).toContain("stale-while-revalidate=0");
    await expect
      .poll(async () => (await raw(base, page, BROWSER)).headers.etag, { timeout: 5_000 })
      .not.toBe(etag);
    const changed = await raw(base, page, { ...BROWSER, "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers["x-page-cache"]).toBe("hit");
    expect(changed.headers.etag).not.toBe(etag);
    expect(nonceOf(changed.headers["content-security-policy"])).not.toBe(
      nonceOf(first.headers["content-security-policy"]),
    );
  });

  it("serves a URL with tracking or unread parameters, in any order, from the one entry", async () => {
    const clean = await raw(base, "/produtos/1?sort=price_asc&page=1", BROWSER);
    const tagged = await raw(
      base,
      "/produtos/1?utm_source=instagram&page=1&fbclid=IwAR0&sort=price_asc&gclid=x&msclkid=y&foo=bar",
      BROWSER,
    );
    expect(tagged.headers["x-page-cache"]).toBe("hit");
    expect(tagged.headers.etag).toBe(clean.headers.etag);
    // Rendered for the clean URL: nothing the tracker added reaches the page or its links.
    expect(brotliDecompressSync(tagged.body).toString("utf8")).not.toMatch(/utm_source|fbclid/);
  });

  it("sends a JSON list compressed, kept apart per language", async () => {
    const pt = await raw(base, "/api/products?per_page=5", { ...BROWSER, "accept-language": "pt" });
    const en = await raw(base, "/api/products?per_page=5", { ...BROWSER, "accept-language": "en" });
    for (const r of [pt, en]) {
      expect(r.status).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^application\/json/);
      expect(r.headers.vary).toMatch(/Accept-Language/i);
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
    }
    const body = (r: Raw) =>
      r.headers["content-encoding"] === "br" ? brotliDecompressSync(r.body) : r.body;
    expect((JSON.parse(body(pt).toString("utf8")) as unknown[]).length).toBeGreaterThan(0);
  });

  it("sends the build's files precompressed, immutable under /assets, and 304 on revalidation", async () => {
    const asset = await raw(base, "/assets/entry-abc123.js", BROWSER);
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(asset.body).toString("utf8")).toContain("export const a");
    const gz = await raw(base, "/assets/entry-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const again = await raw(base, "/assets/entry-abc123.js", {
      "if-none-match": String(asset.headers.etag),
    });
    expect(again.status).toBe(304);
    const worker = await raw(base, "/sw.js", BROWSER);
    expect(worker.headers["cache-control"]).toBe("public, max-age=3600");
    expect(worker.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("sends a stored picture from memory, immutable, and 304 by its name", async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#c33" },
    })
      .png()
      .toBuffer();
    const { hash } = await storeImage(t.db, png);
    const first = await raw(base, `/media/${hash}-200.webp`, BROWSER);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const again = await raw(base, `/media/${hash}-200.webp`);
    expect(again.body).toEqual(first.body);
    const held = await raw(base, `/media/${hash}-200.webp`, {
      "if-none-match": String(first.headers.etag),
    });
    expect(held.status).toBe(304);
    const missing = await raw(base, `/media/${"0".repeat(32)}-200.webp`);
    expect(missing.status).toBe(404);
    expect(String(missing.headers["cache-control"])).not.toContain("immutable");
  });
});
