import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiProductWithImages } from "~/.server/api/dto.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { readBody } from "~/.server/http/body.server";
import { getProduct } from "~/.server/catalogue/products.server";
import { patchVariant } from "~/.server/catalogue/variant-writes.server";
import { getDb } from "~/.server/db/kysely";
import { variantPatchSchema } from "~/lib/variant-schemas";
import type { Route } from "./+types/variant";

/**
 * PATCH /api/variants/{id} (administrators): one variant's stock, prices, offer or SKU, as a till
 * or an ERP keeps them current (docs/decisions/065-product-variants.md); only the fields sent
 * change. Answers its whole product, as GET /api/products/{id} does.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") methodNotAllowed("PATCH");
    const actor = await requireApiAdmin(request);
    const id = idParam(params.id);
    const body = await readBody(request, { uploads: false });
    const patch = parseOrThrow(variantPatchSchema, body.fields);
    const db = getDb();
    const product = await getProduct(db, await patchVariant(db, id, patch, actor));
    if (!product) throw new ApiError(404, "notFound");
    return Response.json(await apiProductWithImages(db, product));
  });
}

/** A variant is read with its product (GET /api/products/{id}): 405. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), { Allow: "PATCH" });
}
