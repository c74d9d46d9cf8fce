import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import pg from "pg";
import { createAdminWithCli } from "../fixtures/auth-e2e";

// docs/decisions/022-stateless-instances-and-catalogue-version.md: many stateless instances share
// one PostgreSQL database. Two server processes on one fresh database: sessions, writes, search and
// the page cache must agree across them.

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `vitrine_e2e_${randomBytes(4).toString("hex")}`;
const ports = [3600 + Math.floor(Math.random() * 200), 3850 + Math.floor(Math.random() * 100)];
// One public origin in front of both instances, as a load balancer would present them.
const publicOrigin = `http://127.0.0.1:${ports[0]}`;
const servers: ChildProcess[] = [];

function databaseUrl() {
  const url = new URL(adminUrl!);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function startInstance(port: number) {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: publicOrigin,
      DATABASE_URL: databaseUrl(),
      LOG_LEVEL: "warn",
      // The first instance seeds the demo catalogue; the pictures come from the disk cache
      // Vitest filled (app/.server/db/seed/demo-media-cache.server.ts) instead of being drawn.
      DEMO_MEDIA_CACHE: process.env.DEMO_MEDIA_CACHE ?? "node_modules/.cache/vitrine-demo-media",
      BETTER_AUTH_SECRET: "two-instances-share-this-secret-0123456789",
    },
    stdio: "ignore",
  });
  servers.push(child);
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
}

test.describe("two instances on one PostgreSQL database", () => {
  // Skipped without PostgreSQL: two instances share one database only there (.ci/run sets it).
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL); .ci/run sets it");
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
    // One after the other: the first migrates and seeds.
    await startInstance(ports[0]!);
    await startInstance(ports[1]!);
  });

  test.afterAll(async () => {
    for (const s of servers) s.kill("SIGTERM");
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once("exit", r)))),
    );
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  });

  test("a session made on one instance is valid on the other; a write on one is read, searched and re-rendered on the other", async () => {
    const admin = await createAdminWithCli({}, databaseUrl());
    const a = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[0]}` });
    const b = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` });

    const signIn = await a.post("/api/auth/sign-in/email", {
      data: { email: admin.email, password: admin.password },
      headers: { Origin: publicOrigin },
    });
    expect(signIn.status()).toBe(200);
    const cookie = (signIn.headers()["set-cookie"] ?? "").split(";")[0]!;
    const session = await b.get("/api/auth/get-session", { headers: { Cookie: cookie } });
    expect(((await session.json()) as { user?: { email: string } }).user?.email).toBe(admin.email);

    // B renders (and caches) the list before the write.
    const before = await b.get("/produtos/1?sort=name");
    expect(await before.text()).not.toContain("Aaa Chave Duas Instancias");

    const created = await a.post("/api/products", {
      data: { name: "Aaa Chave Duas Instancias", price: "12.50", brand: "tramontina", category: 1 },
      headers: { Cookie: cookie, Origin: publicOrigin },
    });
    expect(created.status()).toBe(201);

    const listed = await b.get("/api/products?category=1&sort=name&per_page=5");
    expect(JSON.stringify(await listed.json())).toContain("Aaa Chave Duas Instancias");
    const found = await b.get("/api/products?q=duas%20instancias");
    expect(JSON.stringify(await found.json())).toContain("Aaa Chave Duas Instancias");
    // The list page follows within seconds (stale-while-revalidate, decision 023).
    await expect
      .poll(async () => (await b.get("/produtos/1?sort=name")).text(), { timeout: 15_000 })
      .toContain("Aaa Chave Duas Instancias");
  });
});
