import { readOnlyAction } from "~/.server/api/handler.server";
import { openApiDocument } from "~/.server/api/openapi.server";
import { getEnv } from "~/.server/env";
import type { Route } from "./+types/openapi";

/** GET /api/openapi.json: generated from the handlers' Zod schemas. */
export function loader() {
  return Response.json(openApiDocument(getEnv().BASE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

/** Reads only: other methods answer 405 in the error shape. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyAction(request);
}
