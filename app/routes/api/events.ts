import { readJsonObject } from "~/.server/api/body.server";
import { ApiError, parseOrThrow } from "~/.server/api/errors.server";
import { api, methodNotAllowed } from "~/.server/api/handler.server";
import { clientIpOf } from "~/.server/auth/client-ip.server";
import { assertSameOriginWrite } from "~/.server/auth/origin.server";
import { insightRecorder, type InsightEvent } from "~/.server/insights/recorder.server";
import { tracksNothing } from "~/.server/insights/consent.server";
import { INSIGHT_LIMITS, beaconSchema, type BeaconEvent } from "~/lib/insights";
import type { Route } from "./+types/events";

// POST /api/events (issue #20 item 1, docs/decisions/059-insights.md): the store's pages say what
// a shopper looked at, searched for (with the result count) and added to the quote list
// (app/lib/insights-beacon.ts). Held in memory and written every few seconds: answering never
// waits on the database. Robots, browsers asking not to be tracked and events past an address's
// limit are answered the same 204 and not kept; bad bodies are 400 and kept neither.

const done = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/** A beacon's event as the recorder keeps it. */
function asRecorded(e: BeaconEvent, locale: InsightEvent["locale"]): InsightEvent {
  return e.kind === "search"
    ? { kind: "search", item: e.q, results: e.results, locale }
    : { kind: e.kind, item: String(e.id), locale };
}

export function action({ request }: Route.ActionArgs) {
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

export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => methodNotAllowed("POST"));
}
