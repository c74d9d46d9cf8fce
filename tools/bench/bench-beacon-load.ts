import { spawn } from "node:child_process";
import { createDb } from "../../app/.server/db/kysely";

// The beacon bench's load (tools/bench/bench-beacon.ts): the beacons sent by a process of their own
// (tools/bench/bench-beacon-sender.ts), and what the database holds before and after.

/** Connections the beacons are spread over: each sends its share of a second's requests. */
const BEACON_CONNECTIONS = 20;

export interface SenderResult {
  total: number;
  duration: number;
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  sent: number;
}

/** The beacons of one run, sent by tools/bench/bench-beacon-sender.ts in a process of its own. */
export function sendBeacons(options: {
  base: string;
  rate: number;
  seconds: number;
  first: number;
  idsFile: string;
}): Promise<SenderResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tools/bench/bench-beacon-sender.ts"], {
      env: {
        ...process.env,
        BEACON_BASE: options.base,
        BEACON_RATE: String(options.rate),
        BEACON_SECONDS: String(options.seconds),
        BEACON_FIRST: String(options.first),
        BEACON_CONNECTIONS: String(BEACON_CONNECTIONS),
        BEACON_IDS_FILE: options.idsFile,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`the beacon sender exited with ${code}`));
      else resolve(JSON.parse(out.trim().split("\n").at(-1)!) as SenderResult);
    });
  });
}

export async function insightEvents(url: string): Promise<number> {
  const db = createDb(url);
  try {
    const row = await db
      .selectFrom("insight_event")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

export async function productIds(url: string): Promise<number[]> {
  const db = createDb(url);
  try {
    return (await db.selectFrom("product").select("id").orderBy("id").execute()).map((r) => r.id);
  } finally {
    await db.destroy();
  }
}
