import { requireApiAdmin } from "~/.server/api/auth.server";
import { attributeValueOr404 } from "~/.server/api/attributes.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { mergeAttributeValues } from "~/.server/catalogue/attribute-writes-values.server";
import { getDb } from "~/.server/db/kysely";
import { valueMergeSchema } from "~/lib/attribute-schemas";
import type { Route } from "./+types/attribute-value-merge";

/**
 * POST /api/attributes/{id}/values/{valueId}/merge `{ "into": <valueId> }`: the products with this
 * value get `into` (a value of the same attribute), and this value is deleted. Answers the kept one.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("POST");
    const actor = await requireApiAdmin(request);
    const [attributeId, valueId] = [idParam(params.id), idParam(params.valueId)];
    const { into } = parseOrThrow(valueMergeSchema, (await readBody(request)).fields);
    await mergeAttributeValues(getDb(), attributeId, valueId, into, actor);
    return Response.json(await attributeValueOr404(getDb(), attributeId, into));
  });
}

/** Reads are not served here: 405. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), { Allow: "POST" });
}
