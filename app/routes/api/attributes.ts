import { requireApiAdmin } from "~/.server/api/auth.server";
import { attributeOr404 } from "~/.server/api/attributes.server";
import { apiAttributes } from "~/.server/api/dto-attributes.server";
import { api, methodNotAllowed } from "~/.server/api/handler.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { createAttribute } from "~/.server/catalogue/attribute-writes.server";
import { getDb } from "~/.server/db/kysely";
import { attributeInputSchema } from "~/lib/attribute-schemas";
import type { Route } from "./+types/attributes";

/**
 * GET /api/attributes: every specification, in order, with its values, its
 * names and labels in every language and the categories that list it. Public, as the catalogue is.
 */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const attributes = await apiAttributes(getDb());
    return Response.json(attributes, {
      headers: { "X-Total-Count": String(attributes.length) },
    });
  });
}

/** POST /api/attributes (administrators): a new specification, last in order. */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("GET, POST");
    const actor = await requireApiAdmin(request);
    const input = parseOrThrow(attributeInputSchema, (await readBody(request)).fields);
    const id = await createAttribute(getDb(), input, actor);
    return Response.json(await attributeOr404(getDb(), id), {
      status: 201,
      headers: { Location: `/api/attributes/${id}` },
    });
  });
}
