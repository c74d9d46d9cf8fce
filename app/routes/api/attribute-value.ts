import { requireApiAdmin } from "~/.server/api/auth.server";
import { attributeValueOr404, confirmedCount } from "~/.server/api/attributes.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import {
  deleteAttributeValue,
  updateAttributeValue,
} from "~/.server/catalogue/attribute-writes-values.server";
import { getDb } from "~/.server/db/kysely";
import { attributeValuePatchSchema } from "~/lib/attribute-schemas";
import type { Route } from "./+types/attribute-value";

/** GET /api/attributes/{id}/values/{valueId} */
export function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () =>
    Response.json(await attributeValueOr404(getDb(), idParam(params.id), idParam(params.valueId))),
  );
}

/**
 * PUT /api/attributes/{id}/values/{valueId} (its code, its label in any language), DELETE: while
 * products have it, refused (409, with their number) unless `?confirm=` names that number.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT" && request.method !== "PATCH" && request.method !== "DELETE") {
      methodNotAllowed("GET, PUT, PATCH, DELETE");
    }
    const actor = await requireApiAdmin(request);
    const [attributeId, valueId] = [idParam(params.id), idParam(params.valueId)];
    if (request.method === "DELETE") {
      await deleteAttributeValue(getDb(), attributeId, valueId, actor, confirmedCount(request));
      return new Response(null, { status: 204 });
    }
    const patch = parseOrThrow(attributeValuePatchSchema, (await readBody(request)).fields);
    await updateAttributeValue(getDb(), attributeId, valueId, patch, actor);
    return Response.json(await attributeValueOr404(getDb(), attributeId, valueId));
  });
}
