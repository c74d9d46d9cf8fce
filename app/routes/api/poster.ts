import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiPoster } from "~/.server/api/dto.server";
import { api, idParam, methodNotAllowed, uploadedImage } from "~/.server/api/handler.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { deletePoster, listPosters, updatePoster } from "~/.server/catalogue/posters.server";
import { getDb } from "~/.server/db/kysely";
import { posterPatchSchema } from "~/lib/catalogue-schemas";
import type { Route } from "./+types/poster";

/** PUT /api/posters/{id} (title, image, active), DELETE /api/posters/{id}. */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT" && request.method !== "PATCH" && request.method !== "DELETE") {
      methodNotAllowed("PUT, PATCH, DELETE");
    }
    const actor = await requireApiAdmin(request);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deletePoster(getDb(), id, actor);
      return new Response(null, { status: 204 });
    }
    const body = await readBody(request);
    const patch = parseOrThrow(posterPatchSchema, body.fields);
    const imageHash = await uploadedImage(body, ["image", "file"]);
    await updatePoster(getDb(), id, patch, actor, { imageHash });
    const poster = (await listPosters(getDb(), { activeOnly: false })).find((p) => p.id === id);
    if (!poster) throw new ApiError(404, "notFound");
    return Response.json(apiPoster(poster));
  });
}

/** Reads are not served here: 405. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), {
    Allow: "PUT, PATCH, DELETE",
  });
}
