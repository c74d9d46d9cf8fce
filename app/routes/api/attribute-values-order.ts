import { requireApiAdmin } from "~/.server/api/auth.server";
import { attributeOr404, orderBody } from "~/.server/api/attributes.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { reorderAttributeValues } from "~/.server/catalogue/attribute-writes-values.server";
import { getDb } from "~/.server/db/kysely";
import { attributeOrderSchema } from "~/lib/api-attribute-schemas";
import type { Route } from "./+types/attribute-values-order";

/** PUT /api/attributes/{id}/values/order: every value's id once, in display order. */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT") methodNotAllowed("PUT");
    const actor = await requireApiAdmin(request);
    const attributeId = idParam(params.id);
    const { ids } = parseOrThrow(attributeOrderSchema, await orderBody(request));
    await reorderAttributeValues(getDb(), attributeId, ids, actor);
    return Response.json((await attributeOr404(getDb(), attributeId)).values);
  });
}

/** Reads are not served here: 405. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), { Allow: "PUT" });
}
