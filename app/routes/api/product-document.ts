import { requireApiAdmin } from "~/.server/api/auth.server";
import { ApiError } from "~/.server/api/errors.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { getDb } from "~/.server/db/kysely";
import { removeDocument } from "~/.server/documents/documents.server";
import type { Route } from "./+types/product-document";

/** Only DELETE is served here. */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => methodNotAllowed("DELETE"));
}

/** DELETE /api/products/{id}/documents/{documentId} (administrators; docs/decisions/068). */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "DELETE") methodNotAllowed("DELETE");
    const actor = await requireApiAdmin(request);
    const removed = await removeDocument(
      getDb(),
      idParam(params.id),
      idParam(params.documentId),
      actor,
    );
    if (!removed) throw new ApiError(404, "notFound");
    return new Response(null, { status: 204 });
  });
}
