import { requireApiAdmin } from "~/.server/api/auth.server";
import { attributeValueOr404 } from "~/.server/api/attributes.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { createAttributeValue } from "~/.server/catalogue/attribute-writes-values.server";
import { getDb } from "~/.server/db/kysely";
import { attributeValueInputSchema } from "~/lib/attribute-schemas";
import type { Route } from "./+types/attribute-values";

/** POST /api/attributes/{id}/values (administrators): a new value of a choice, last in order. */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("POST");
    const actor = await requireApiAdmin(request);
    const attributeId = idParam(params.id);
    const input = parseOrThrow(attributeValueInputSchema, (await readBody(request)).fields);
    const id = await createAttributeValue(getDb(), attributeId, input, actor);
    return Response.json(await attributeValueOr404(getDb(), attributeId, id), {
      status: 201,
      headers: { Location: `/api/attributes/${attributeId}/values/${id}` },
    });
  });
}

/** The values are read with their attribute (GET /api/attributes/{id}): 405 here. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), { Allow: "POST" });
}
