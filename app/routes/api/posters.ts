import { apiCaller, requireApiAdmin } from "~/.server/api/auth.server";
import { apiPoster } from "~/.server/api/dto.server";
import { api, methodNotAllowed, uploadedImage } from "~/.server/api/handler.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { createPoster, listPosters } from "~/.server/catalogue/posters.server";
import { getDb } from "~/.server/db/kysely";
import { posterInputSchema } from "~/lib/catalogue-schemas";
import type { Route } from "./+types/posters";

/** GET /api/posters: active ones for the public, all for administrators. */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const caller = await apiCaller(request);
    const posters = await listPosters(getDb(), { activeOnly: !caller?.isAdmin });
    return Response.json(posters.map(apiPoster), {
      headers: {
        "X-Total-Count": String(posters.length),
        Vary: "Cookie, Authorization",
        // An administrator's list includes inactive posters: no shared cache may keep it.
        ...(caller?.isAdmin ? { "Cache-Control": "private, no-store" } : {}),
      },
    });
  });
}

/** POST /api/posters (administrators): body `image_url`, or a multipart file `image`/`file`. */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("GET, POST");
    const actor = await requireApiAdmin(request);
    const body = await readBody(request);
    const input = parseOrThrow(posterInputSchema, body.fields);
    const imageHash = await uploadedImage(body, ["image", "file"]);
    const id = await createPoster(getDb(), input, actor, { imageHash });
    const created = (await listPosters(getDb(), { activeOnly: false })).find((p) => p.id === id)!;
    return Response.json(apiPoster(created), {
      status: 201,
      headers: { Location: `/api/posters/${id}` },
    });
  });
}
