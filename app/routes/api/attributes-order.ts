import { requireApiAdmin } from "~/.server/api/auth.server";
import { orderBody } from "~/.server/api/attributes.server";
import { apiAttributes } from "~/.server/api/dto-attributes.server";
import { api, methodNotAllowed } from "~/.server/api/handler.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { reorderAttributes } from "~/.server/catalogue/attribute-writes.server";
import { getDb } from "~/.server/db/kysely";
import { attributeOrderSchema } from "~/lib/api-attribute-schemas";
import type { Route } from "./+types/attributes-order";

/** PUT /api/attributes/order: every attribute's id once, in display order → positions 1..n. */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT") methodNotAllowed("PUT");
    const actor = await requireApiAdmin(request);
    const { ids } = parseOrThrow(attributeOrderSchema, await orderBody(request));
    await reorderAttributes(getDb(), ids, actor);
    return Response.json(await apiAttributes(getDb()));
  });
}

/** Reads are not served here: 405. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), { Allow: "PUT" });
}
