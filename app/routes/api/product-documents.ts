import { requireApiAdmin } from "~/.server/api/auth.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { getDb } from "~/.server/db/kysely";
import { apiDocument, uploadDocumentFromApi } from "~/.server/documents/documents-api.server";
import { listDocuments } from "~/.server/documents/documents.server";
import type { Route } from "./+types/product-documents";

/** GET /api/products/{id}/documents: the product's documents, in order. */
export function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const docs = await listDocuments(getDb(), idParam(params.id));
    return Response.json({ data: docs.map(apiDocument) });
  });
}

/** POST /api/products/{id}/documents (administrators; docs/decisions/068). */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("GET, POST");
    const actor = await requireApiAdmin(request);
    return uploadDocumentFromApi(getDb(), request, idParam(params.id), actor);
  });
}
