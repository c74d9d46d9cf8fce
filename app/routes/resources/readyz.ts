import { databaseFault } from "~/.server/db/faults.server";
import { getDb, pendingMigrations } from "~/.server/db/kysely";

// Readiness, beside /healthz (liveness). A load balancer, the nginx recipe or
// an orchestrator sends traffic to an instance only while this answers 200: its database answers
// and has every migration this build expects (an instance started beside an older schema, or
// while another runs the migrations, waits). Never cached (server/page-cache.ts UNCACHED).

/** How soon to ask again, in seconds. */
const RETRY_AFTER_S = 5;

function notReady(body: Record<string, string | number>): Response {
  return Response.json(
    { status: "unavailable", ...body },
    {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_S) },
    },
  );
}

export async function loader() {
  let pending: string[];
  try {
    pending = await pendingMigrations(getDb());
  } catch (error) {
    // Any failure means "not ready"; the driver's code (ECONNREFUSED, 57014…) says why.
    return notReady({ reason: "database", code: databaseFault(error)?.code ?? "error" });
  }
  if (pending.length > 0) return notReady({ reason: "migrations", pending: pending.length });
  return Response.json({ status: "ready" }, { headers: { "Cache-Control": "no-store" } });
}
