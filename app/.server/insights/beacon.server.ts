import { INSIGHT_LIMITS, beaconSchema, type BeaconEvent } from "~/lib/insights";
import { readJsonObject } from "../api/body.server";
import { ApiError, parseOrThrow } from "../api/errors.server";
import { api, methodNotAllowed } from "../api/handler.server";
import { clientIpOf } from "../auth/client-ip.server";
import { assertSameOriginWrite } from "../auth/origin.server";
import { tracksNothing } from "./consent.server";
import { insightRecorder, type InsightEvent } from "./recorder.server";

// POST /api/events (issue #20 item 1, docs/decisions/059-insights.md): the store's pages say what
// a shopper looked at, searched for (with the result count) and added to the quote list
// (app/lib/insights-beacon.ts). Held in memory and written every few seconds: answering never
// waits on the database. Robots, browsers asking not to be tracked and events past an address's
// limit are answered the same 204 and not kept; bad bodies are 400 and kept neither. The server
// answers it before React Router (server/app.ts), the route module (app/routes/api/events.ts) for
// every other caller: both call this one function.

const done = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/** A beacon's event as the recorder keeps it. */
function asRecorded(e: BeaconEvent, locale: InsightEvent["locale"]): InsightEvent {
  return e.kind === "search"
    ? { kind: "search", item: e.q, results: e.results, locale }
    : { kind: e.kind, item: String(e.id), locale };
}

/** Answers a beacon: 204 once its events are held (or dropped, alike), 4xx for a bad one. */
export function handleBeacon(request: Request): Promise<Response> {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("POST");
    assertSameOriginWrite(request);
    const beacon = parseOrThrow(
      beaconSchema,
      await readJsonObject(request, INSIGHT_LIMITS.bodyBytes, {
        tooLarge: new ApiError(413, "tooLarge"),
        // navigator.sendBeacon sends a string as text/plain.
        types: ["application/json", "text/plain"],
      }),
    );
    if (tracksNothing(request)) return done();
    const granted = insightRecorder.allowance(clientIpOf(request), beacon.events.length);
    insightRecorder.record(
      beacon.events.slice(0, granted).map((e) => asRecorded(e, beacon.locale)),
    );
    return done();
  });
}
