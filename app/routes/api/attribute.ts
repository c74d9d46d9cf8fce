import { requireApiAdmin } from "~/.server/api/auth.server";
import { attributeOr404, confirmedCount } from "~/.server/api/attributes.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { deleteAttribute, updateAttribute } from "~/.server/catalogue/attribute-writes.server";
import { getDb } from "~/.server/db/kysely";
import { attributePatchSchema } from "~/lib/attribute-schemas";
import type { Route } from "./+types/attribute";

/** GET /api/attributes/{id} */
export function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => Response.json(await attributeOr404(getDb(), idParam(params.id))));
}

/**
 * PUT /api/attributes/{id} (only the fields sent change; `categories` sets the categories that
 * list it), DELETE /api/attributes/{id}: while products carry it, refused (409, with their number)
 * unless `?confirm=` names that number.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT" && request.method !== "PATCH" && request.method !== "DELETE") {
      methodNotAllowed("GET, PUT, PATCH, DELETE");
    }
    const actor = await requireApiAdmin(request);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteAttribute(getDb(), id, actor, confirmedCount(request));
      return new Response(null, { status: 204 });
    }
    const patch = parseOrThrow(attributePatchSchema, (await readBody(request)).fields);
    await updateAttribute(getDb(), id, patch, actor);
    return Response.json(await attributeOr404(getDb(), id));
  });
}
