import { INSIGHT_LIMITS, beaconSchema, type BeaconEvent } from "~/lib/insights";
import {
  assertJsonObjectHead,
  jsonObjectOf,
  readLimitedAs,
  type HeaderReader,
  type JsonObjectOptions,
} from "../http/body.server";
import { ApiError, parseOrThrow } from "../api/errors.server";
import { api, methodNotAllowed } from "../api/handler.server";
import { clientIpOf } from "../auth/client-ip.server";
import { isCrossOriginWrite } from "../auth/origin.server";
import { tracksNothing } from "./consent.server";
import { accessoryItem, insightRecorder, type InsightEvent } from "./recorder.server";

// POST /api/events (docs/decisions/059-insights.md): the store's pages say what
// a shopper looked at, searched for (with the result count) and added to the quote list
// (app/lib/insights-beacon.ts). Held in memory and written every few seconds: answering never
// waits on the database. Robots, browsers asking not to be tracked and events past an address's
// limit are answered the same 204 and not kept; bad bodies are 400 and kept neither. The server
// answers it before React Router, from Node's own request (server/app.ts), the route module
// (app/routes/api/events.ts) every other caller: both through checkBeacon and takeBeacon.

const done = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/** The body's limit's code and types: navigator.sendBeacon sends a string as text/plain. */
const BODY_OPTIONS: JsonObjectOptions = {
  tooLarge: "tooLarge",
  types: ["application/json", "text/plain"],
};

/**
 * What a beacon's answer reads of its request: a Fetch Request's parts (handleBeacon), or Node's
 * own, read without making a Request (server/app.ts: at a thousand beacons a second the Fetch
 * objects cost more than everything else a beacon needs).
 */
export interface BeaconInput {
  method: string;
  headers: HeaderReader;
  /** The client's address as a rate limit counts it (clientIpOf, clientAddress). */
  clientIp: string | null;
}

/**
 * A beacon's checks before its body is read: its method, its origin (a write from our own pages),
 * its type and declared size. Throws the 4xx (an ApiError).
 */
export function checkBeacon(input: BeaconInput): void {
  if (input.method !== "POST") methodNotAllowed("POST");
  if (isCrossOriginWrite(input)) {
    throw new ApiError(403, "crossOrigin", undefined, { "Cache-Control": "no-store" });
  }
  assertJsonObjectHead(input.headers, INSIGHT_LIMITS.bodyBytes, BODY_OPTIONS);
}

/**
 * Takes a checked beacon's body (its first `bodyBytes + 1` bytes are all it needs): its events
 * held, as the address's limit allows, unless the browser asks not to be tracked. Throws the 4xx
 * (an ApiError) of a bad one, holding nothing.
 */
export function takeBeacon(input: BeaconInput, body: Uint8Array): void {
  const beacon = parseOrThrow(
    beaconSchema,
    jsonObjectOf(body, INSIGHT_LIMITS.bodyBytes, BODY_OPTIONS),
  );
  if (tracksNothing(input.headers)) return;
  const granted = insightRecorder.allowance(input.clientIp, beacon.events.length);
  insightRecorder.record(beacon.events.slice(0, granted).map((e) => asRecorded(e, beacon.locale)));
}

/** A beacon's event as the recorder keeps it. */
function asRecorded(e: BeaconEvent, locale: InsightEvent["locale"]): InsightEvent {
  if (e.kind === "search") return { kind: "search", item: e.q, results: e.results, locale };
  if (e.kind === "accessory_add")
    return { kind: e.kind, item: accessoryItem(e.id, e.from), locale };
  return { kind: e.kind, item: String(e.id), locale };
}

/** Answers a beacon: 204 once its events are held (or dropped, alike), 4xx for a bad one. */
export function handleBeacon(request: Request): Promise<Response> {
  return api(request, async () => {
    const input = {
      method: request.method,
      headers: request.headers,
      clientIp: clientIpOf(request),
    };
    checkBeacon(input);
    takeBeacon(
      input,
      await readLimitedAs(request, INSIGHT_LIMITS.bodyBytes, BODY_OPTIONS.tooLarge),
    );
    return done();
  });
}
