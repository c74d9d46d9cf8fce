import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { createDb, type Db } from "~/.server/db/kysely";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { PUBLIC_PAGE_CACHE } from "~/lib/http-cache";
import { action as brandsAction } from "~/routes/admin/brands";
import { createApp } from "../../server/app";
import { testServerBuild } from "../fixtures/app-server";
import {
  appRequest,
  callHandler,
  installAuthTestDb,
  newAdmin,
  TEST_BASE_URL,
} from "../fixtures/auth";
import { tokenFor } from "../fixtures/api";
import type { TestDb } from "../fixtures/databases";
import { scrape, valueOf } from "../fixtures/metrics-server";
import { TcpProxy } from "../fixtures/tcp-proxy";

// The short scenarios of the fault suite (`npm run faults` runs the long
// ones): real servers, real faults. PostgreSQL is taken away from the app by a TCP relay that is
// closed (connections reset, new ones refused, as when the server stops) and opened again; SQLite
// fills up through its page limit, which raises the same SQLITE_FULL a full disk does.

const dbKey = Symbol.for("vitrine.db");
type Holder = { [dbKey]?: Db };

async function listen(): Promise<{ server: Server; base: string }> {
  const server = createApp("/nonexistent", await testServerBuild(), { https: false }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A category, a brand and a product: what a list and a product page show. */
async function seedCatalogue(db: Db, adminId: string): Promise<number> {
  const now = new Date().toISOString();
  await db
    .insertInto("category")
    .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
    .execute();
  const brand = await createBrand(
    db,
    { name: "Marca Falha", logo_url: "https://example.com/logo.png" },
    adminId,
  );
  return createProduct(
    db,
    productInputSchema.parse({
      name: "Furadeira Resistente",
      brand_id: brand,
      category_id: 1,
      price: "20",
      image_url: "https://example.com/p.png",
    }),
    adminId,
  );
}

/** A logo of noise: its stored variants take many pages (a plain colour would fit in one). */
const logo = () =>
  sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: "#c2410c",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

/** The back office's "add brand" form, as a browser without JavaScript posts it. */
async function brandForm(name: string): Promise<FormData> {
  const form = new FormData();
  form.set("intent", "create");
  form.set("name", name);
  form.set("logo", new File([new Uint8Array(await logo())], "logo.png", { type: "image/png" }));
  return form;
}
/**
 * A form posted as the shop's own page posts it: from its origin (BASE_URL) to its host, which
 * fetch cannot say (it sends the socket's), so with node:http.
 */
async function postAsShop(
  base: string,
  path: string,
  cookie: string,
  form: FormData,
): Promise<{ status: number; body: string }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          host: new URL(TEST_BASE_URL).host,
          origin: TEST_BASE_URL,
          cookie,
          "content-type": encoded.headers.get("content-type")!,
          "content-length": body.byteLength,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const addBrandForm = async (name: string, cookie: string) =>
  appRequest("/admin/marcas", { method: "POST", cookie, body: await brandForm(name) });

// Runs where PostgreSQL is (TEST_DATABASE_URL, set by .ci/run), as every PostgreSQL test does.
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL away and back", () => {
  let t: TestDb;
  let proxy: TcpProxy;
  let relayed: Db;
  let server: Server;
  let base: string;
  let productId: number;
  let cookie: string;

  beforeAll(async () => {
    t = await installAuthTestDb("postgres");
    const admin = await newAdmin(t.db);
    cookie = admin.cookie;
    productId = await seedCatalogue(t.db, admin.id);
    const target = new URL(t.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const url = new URL(t.url);
    url.host = `127.0.0.1:${proxy.port}`;
    relayed = createDb(url.toString(), {
      statementTimeoutMs: 2_000,
      lockTimeoutMs: 1_000,
      connectionTimeoutMs: 1_000,
      maxWaiting: 100,
    });
    (globalThis as Holder)[dbKey] = relayed;
    ({ server, base } = await listen());
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await proxy.start().catch(() => undefined);
    await relayed.destroy();
    await proxy.stop();
    await t.cleanup();
  });

  it("serves cached pages stale, answers 503 with Retry-After elsewhere, and recovers by itself", async () => {
    // While the database answers: the category page is rendered, then served from the cache.
    expect((await fetch(`${base}/produtos/1`)).headers.get("x-page-cache")).toBe("miss");
    const cached = await fetch(`${base}/produtos/1`);
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(cached.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toContain("stale-if-error=3600");
    const before = await scrape(base);

    await proxy.stop();

    // The cached category page, as it was, marked stale.
    const stale = await fetch(`${base}/produtos/1`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-page-cache")).toBe("stale");
    expect(await stale.text()).toContain("Furadeira Resistente");

    // A product page nobody asked for yet: 503, come back, in the visitor's language, never kept.
    for (const [path, heading] of [
      [`/produto/${productId}`, "Voltamos em instantes"],
      [`/es/produto/${productId}`, "Volvemos en un momento"],
      [`/en/produto/${productId}`, "We&#x27;ll be back in a moment"],
    ] as const) {
      const page = await fetch(`${base}${path}`);
      expect(page.status, path).toBe(503);
      expect(page.headers.get("retry-after")).toBe("30");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await page.text();
      expect(html).toContain(heading);
      // The shop's WhatsApp as this process last read it; no stack, no script.
      expect(html).toContain("https://wa.me/");
      expect(html).not.toMatch(/<script|at .*\.ts:\d+/);
    }

    // Its "try again" link asks for the same address, the query kept (a search, a list's page).
    const search = await fetch(`${base}/busca?q=serra&pagina=2`);
    expect(search.status).toBe(503);
    expect(await search.text()).toContain('href="/busca?q=serra&amp;pagina=2"');

    // The API: its error shape.
    const api = await fetch(`${base}/api/products/${productId}`);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("30");
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("unavailable");

    // An administrator's write: the message in their language, what was typed kept, 503.
    const write = await callHandler(brandsAction, await addBrandForm("Marca Nova", cookie));
    expect(write.status).toBe(503);
    expect(write.body).toMatchObject({
      ok: false,
      toast: {
        message: "Não salvo: o banco de dados não está respondendo. Tente de novo em instantes.",
      },
      values: { name: "Marca Nova" },
    });

    // The metrics show it.
    const during = await scrape(base);
    const grew = (series: string) =>
      (valueOf(during, series) ?? 0) - (valueOf(before, series) ?? 0);
    expect(grew("vitrine_page_cache_stale_total")).toBe(1);
    expect(grew('vitrine_db_faults_total{kind="unavailable"}')).toBeGreaterThanOrEqual(5);
    expect(grew('vitrine_http_requests_total{group="store",status="5xx"}')).toBe(4);
    expect(grew('vitrine_http_requests_total{group="api",status="5xx"}')).toBe(1);

    // Back: fresh pages again, without restarting anything.
    await proxy.start();
    let page = await fetch(`${base}/produto/${productId}`);
    for (let tries = 0; page.status !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await fetch(`${base}/produto/${productId}`);
    }
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Furadeira Resistente");
    expect((await fetch(`${base}/produtos/1`)).headers.get("x-page-cache")).not.toBe("stale");
  });
});

describe("SQLite full", () => {
  let t: TestDb;
  let server: Server;
  let base: string;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    t = await installAuthTestDb("sqlite");
    const admin = await newAdmin(t.db);
    cookie = admin.cookie;
    token = await tokenFor(t.db, "admin");
    await seedCatalogue(t.db, admin.id);
    ({ server, base } = await listen());
    // Full: no page left to grow into.
    await sql`create table filler (b blob)`.execute(t.db);
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.db);
    await sql.raw(`pragma max_page_count = ${(pages.rows[0]?.page_count ?? 0) + 8}`).execute(t.db);
    for (const size of [4000, 500, 50]) {
      for (;;) {
        const filled = await sql`insert into filler values (randomblob(${sql.lit(size)}))`
          .execute(t.db)
          .then(
            () => false,
            (error: { code?: string }) => {
              expect(error.code).toBe("SQLITE_FULL");
              return true;
            },
          );
        if (filled) break;
      }
    }
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  it("refuses writes clearly (507), keeps serving reads, and takes writes again once there is room", async () => {
    const brands = async () =>
      (await t.db.selectFrom("brand").select("name").execute()).map((b) => b.name);
    const had = await brands();

    const write = await callHandler(brandsAction, await addBrandForm("Marca Cheia", cookie));
    expect(write.status).toBe(507);
    expect(write.body).toMatchObject({
      ok: false,
      toast: { message: "Não salvo: não há espaço livre no servidor." },
      values: { name: "Marca Cheia" },
    });

    // The same through the server, as a browser without JavaScript posts it: the section's page,
    // 507, the message shown and the name typed still in the form.
    const posted = await postAsShop(base, "/admin/marcas", cookie, await brandForm("Marca Cheia"));
    const page = posted.body;
    expect(posted.status).toBe(507);
    expect(page).toContain("Não salvo: não há espaço livre no servidor.");
    expect(page).toContain('value="Marca Cheia"');

    const form = new FormData();
    form.set("name", "Marca API");
    form.set("logo", new File([new Uint8Array(await logo())], "logo.png", { type: "image/png" }));
    const api = await fetch(`${base}/api/brands`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
      body: form,
    });
    expect(api.status).toBe(507);
    expect(await api.json()).toMatchObject({
      error: { code: "storageFull", message: "Not saved: no space left on the server." },
    });

    // Reads go on.
    const list = await fetch(`${base}/produtos/1`);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain("Furadeira Resistente");

    // Room again (an operator frees space): the same write works, no restart.
    await sql.raw("pragma max_page_count = 1073741823").execute(t.db);
    const again = await callHandler(brandsAction, await addBrandForm("Marca Cheia", cookie));
    expect(again.status).toBe(200);
    expect(await brands()).toEqual([...had, "Marca Cheia"]);
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.db);
    expect(check.rows).toEqual([{ integrity_check: "ok" }]);
  });
});
