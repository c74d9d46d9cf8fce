import { openApiDocument } from "~/.server/api/openapi.server";
import { getEnv } from "~/.server/env";

/** GET /api/openapi.json: generated from the handlers' Zod schemas. */
export function loader() {
  return Response.json(openApiDocument(getEnv().BASE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
