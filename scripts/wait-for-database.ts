import { sql } from "kysely";
import { databaseFault } from "../app/.server/db/faults.server";
import type { Db } from "../app/.server/db/kysely";

// `npm start` waits for its database instead of ending with a stack trace when
// it starts before the database (a machine booting, PostgreSQL restarting, containers started
// together). Only "not reachable" is waited for: a wrong password or a missing database will not
// mend by waiting, and is reported at once.

/** Pauses between tries, in s; the last one repeats. */
const BACKOFF_S = [1, 2, 4, 8, 10];

export type WaitResult = { ok: true; tries: number } | { ok: false; reason: string };

/** Where a database URL points, without its credentials, for the log. */
export function describeDatabase(url: string): string {
  if (url.startsWith("file:")) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "the database";
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : error instanceof Error ? error.message : String(error);
}

/**
 * Tries `select 1` until it answers or `waitS` seconds have passed, logging one line per failed
 * try; a fault other than "not reachable" ends the wait at once.
 */
export async function waitForDatabase(
  db: Db,
  options: { waitS: number; where: string; log: (line: string) => void },
): Promise<WaitResult> {
  const deadline = Date.now() + options.waitS * 1000;
  for (let tries = 1; ; tries++) {
    try {
      await sql`select 1`.execute(db);
      return { ok: true, tries };
    } catch (error) {
      const fault = databaseFault(error);
      const code = codeOf(error);
      if (fault?.kind !== "unavailable") {
        const message = error instanceof Error ? error.message : String(error);
        return {
          ok: false,
          reason: `database ${options.where} refused the start (${code}): ${message}`,
        };
      }
      // Whole seconds, to the nearest: the total wait is waitS, give or take half a second.
      const remainingS = Math.round((deadline - Date.now()) / 1000);
      const pauseS = Math.min(
        BACKOFF_S[Math.min(tries - 1, BACKOFF_S.length - 1)] ?? 10,
        remainingS,
      );
      if (pauseS <= 0) {
        return {
          ok: false,
          reason: `database ${options.where} not reachable after ${options.waitS} s (${code}): giving up`,
        };
      }
      options.log(`database not reachable (${code}), retrying in ${pauseS} s`);
      await new Promise((resolve) => setTimeout(resolve, pauseS * 1000));
    }
  }
}
