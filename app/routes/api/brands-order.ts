import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiBrand } from "~/.server/api/dto.server";
import { api, methodNotAllowed } from "~/.server/api/handler.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { listBrands, reorderBrands } from "~/.server/catalogue/brands.server";
import { getDb } from "~/.server/db/kysely";
import { orderSchema } from "~/lib/catalogue-schemas";
import type { Route } from "./+types/brands-order";

/** PUT /api/brands/order: `{ "ids": [...] }` (or a bare array) in display order → positions 1..n. */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT") methodNotAllowed("PUT");
    const actor = await requireApiAdmin(request);
    const body = await readBody(request, { allowArray: true });
    const { ids } = parseOrThrow(
      orderSchema,
      Array.isArray(body.fields) ? { ids: body.fields } : body.fields,
    );
    await reorderBrands(getDb(), ids, actor);
    return Response.json((await listBrands(getDb())).map(apiBrand));
  });
}

/** Reads are not served here: 405. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), { Allow: "PUT" });
}
