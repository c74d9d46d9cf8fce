import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { createAdminWithCli } from "../fixtures/auth-e2e";
import { copySeededDatabase, spawnServer, waitHealthy } from "../fixtures/own-store";

// No acknowledged write is lost. The real server on a fresh SQLite file (WAL,
// synchronous=FULL) takes a stream of product creations and updates through the JSON API from a
// few clients; it is killed with SIGKILL at a random moment, 20 times, and restarted. After every
// restart, each write answered 201/200 is in the database and PRAGMA integrity_check says ok.
// Writes in flight at the kill have no answer: either outcome is allowed for them.

const CYCLES = 20;
const CLIENTS = 4;
const port = 5100 + Math.floor(Math.random() * 200);
const origin = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-crash-"));
const file = path.join(dir, "crash.sqlite");
const databaseUrl = `file:${file}`;

const SECRET = "crash-safety-test-secret-0123456789abcdef";
const startServer = (log: string[]) => spawnServer(port, databaseUrl, SECRET, log);

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));

interface Ledger {
  /** Created products whose 201 arrived: id → name. */
  created: Map<number, string>;
  /** Per client, one product whose price only rises: the highest acknowledged and sent (cents). */
  counters: { id: number; acked: number; sent: number }[];
  updates: number;
  inFlightAtKill: number;
  unexpected: string[];
}

/** Every acknowledged write is in the file, and the file is intact. Read beside the running server. */
function checkDatabase(ledger: Ledger) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const rows = db.prepare("select id, name, price_cents from product").all() as {
      id: number;
      name: string;
      price_cents: number;
    }[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = [...ledger.created].filter(([id, name]) => byId.get(id)?.name !== name);
    expect(missing, "acknowledged creations missing after the crash").toEqual([]);
    for (const c of ledger.counters) {
      const price = byId.get(c.id)?.price_cents ?? -1;
      expect(price, "an acknowledged update was lost").toBeGreaterThanOrEqual(c.acked);
      expect(price).toBeLessThanOrEqual(c.sent);
    }
  } finally {
    db.close();
  }
}

async function write(cookie: string, method: string, url: string, body: object) {
  return fetch(origin + url, {
    method,
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify(body),
  });
}

/** One client: creates products and raises its counter's price until told to stop. */
async function client(n: number, cookie: string, ledger: Ledger, running: () => boolean) {
  const counter = ledger.counters[n]!;
  for (let i = 0; running(); i++) {
    try {
      if (i % 2 === 0) {
        const name = `Crash ${n}-${ledger.created.size}-${Math.random().toString(36).slice(2, 8)}`;
        const res = await write(cookie, "POST", "/api/products", {
          name,
          price: "10.00",
          brand: "tramontina",
          category: 1,
        });
        // The answer's head is sent after the commit: the Location header is the acknowledgement.
        const id = Number(/\/api\/products\/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]);
        if (res.status === 201 && id) ledger.created.set(id, name);
        else ledger.unexpected.push(`POST ${res.status}`);
        await res.body?.cancel();
      } else {
        const cents = (counter.sent = counter.sent + 100);
        const res = await write(cookie, "PATCH", `/api/products/${counter.id}`, {
          price: (cents / 100).toFixed(2),
        });
        if (res.status === 200) {
          counter.acked = Math.max(counter.acked, cents);
          ledger.updates++;
        } else ledger.unexpected.push(`PATCH ${res.status}`);
        await res.body?.cancel();
      }
    } catch {
      // No answer (the server died): the outcome is unknown and either is allowed.
      if (!running()) ledger.inFlightAtKill++;
      else ledger.unexpected.push("connection error while the server was up");
      return;
    }
  }
}

test.describe("crash safety on SQLite", () => {
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test(`every acknowledged write survives ${CYCLES} SIGKILLs at random moments; integrity_check stays ok`, async () => {
    test.setTimeout(240_000);
    const log: string[] = [];
    await copySeededDatabase(file);
    const admin = await createAdminWithCli({}, databaseUrl);
    let server = startServer(log);
    await waitHealthy(server, origin, log, 60_000);

    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const ledger: Ledger = {
      created: new Map(),
      counters: [],
      updates: 0,
      inFlightAtKill: 0,
      unexpected: [],
    };
    for (let n = 0; n < CLIENTS; n++) {
      const res = await write(cookie, "POST", "/api/products", {
        name: `Crash counter ${n}`,
        price: "1.00",
        brand: "tramontina",
        category: 1,
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      ledger.counters.push({ id, acked: 100, sent: 100 });
    }

    const delays: number[] = [];
    const restarts: number[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      let up = true;
      const clients = Array.from({ length: CLIENTS }, (_, n) =>
        client(n, cookie, ledger, () => up),
      );
      const delay = 150 + Math.floor(Math.random() * 1000);
      delays.push(delay);
      await new Promise((r) => setTimeout(r, delay));
      up = false;
      server.kill("SIGKILL");
      await exited(server);
      await Promise.all(clients);
      expect(ledger.unexpected, `cycle ${cycle}, server log:\n${log.join("")}`).toEqual([]);

      const restarting = performance.now();
      server = startServer(log);
      await waitHealthy(server, origin, log, 60_000);
      restarts.push(Math.round(performance.now() - restarting));
      checkDatabase(ledger);
    }

    // The restarted server answers for what it acknowledged before the crashes.
    const sample = [...ledger.created.keys()].filter((_, i) => i % 10 === 0);
    for (const id of sample) {
      expect((await fetch(`${origin}/api/products/${id}`)).status).toBe(200);
    }
    server.kill("SIGTERM");
    await exited(server);

    const summary = `${CYCLES} SIGKILLs (after ${delays.join(", ")} ms of writes): ${ledger.created.size} acknowledged creations and ${ledger.updates} acknowledged updates all present, ${ledger.inFlightAtKill} writes in flight at a kill, integrity_check ok after every restart (median restart ${restarts.sort((a, b) => a - b)[CYCLES >> 1]} ms)`;
    test.info().annotations.push({ type: "crash-safety", description: summary });
    console.log(summary);
    expect(ledger.created.size).toBeGreaterThan(CYCLES);
  });
});
