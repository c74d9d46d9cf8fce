import { handleBeacon } from "~/.server/insights/beacon.server";
import type { Route } from "./+types/events";

// POST /api/events: app/.server/insights/beacon.server.ts. The production
// server answers it before React Router (server/app.ts); this route serves every other caller
// (the dev server, the tests' in-process requests) with the same function.

export function action({ request }: Route.ActionArgs) {
  return handleBeacon(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handleBeacon(request);
}
