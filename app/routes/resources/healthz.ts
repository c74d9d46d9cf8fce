import { getDb, pingDb } from "~/.server/db/kysely";

/** 200 when the database answers, 503 when it does not. */
export async function loader() {
  const ok = await pingDb(getDb());
  return Response.json(
    { status: ok ? "ok" : "unavailable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
