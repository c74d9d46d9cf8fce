import { requireApiAdmin } from "~/.server/api/auth.server";
import { orderBody } from "~/.server/api/attributes.server";
import { apiAttributes } from "~/.server/api/dto-attributes.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { ApiError, parseOrThrow } from "~/.server/api/errors.server";
import {
  categoryAttributeIds,
  setCategoryAttributes,
} from "~/.server/catalogue/attribute-writes-categories.server";
import { getDb, type Db } from "~/.server/db/kysely";
import { attributeOrderSchema } from "~/lib/api-attribute-schemas";
import type { Route } from "./+types/category-attributes";

/** The attributes a category lists, in its order (its products' specifications table follows it). */
async function listed(db: Db, categoryId: number) {
  const category = await db
    .selectFrom("category")
    .select("id")
    .where("id", "=", categoryId)
    .executeTakeFirst();
  if (!category) throw new ApiError(404, "notFound");
  const byId = new Map((await apiAttributes(db)).map((a) => [a.id, a]));
  return (await categoryAttributeIds(db, categoryId)).flatMap((id) => byId.get(id) ?? []);
}

/** GET /api/categories/{id}/attributes: the category's attributes in its order. */
export function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => Response.json(await listed(getDb(), idParam(params.id))));
}

/**
 * PUT /api/categories/{id}/attributes `{ "ids": [...] }` (administrators): the attributes the
 * category lists, in order; attributes left out stop being listed there.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT") methodNotAllowed("GET, PUT");
    const actor = await requireApiAdmin(request);
    const categoryId = idParam(params.id);
    const { ids } = parseOrThrow(attributeOrderSchema, await orderBody(request));
    await setCategoryAttributes(getDb(), categoryId, ids, actor);
    return Response.json(await listed(getDb(), categoryId));
  });
}
