import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiBrand } from "~/.server/api/dto.server";
import { api, idParam, methodNotAllowed, uploadedImage } from "~/.server/api/handler.server";
import { ApiError, parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { deleteBrand, getBrand, updateBrand } from "~/.server/catalogue/brands.server";
import { getDb } from "~/.server/db/kysely";
import { brandInputSchema } from "~/lib/catalogue-schemas";
import type { Route } from "./+types/brand";

/** GET /api/brands/{id} */
export function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const brand = await getBrand(getDb(), idParam(params.id));
    if (!brand) throw new ApiError(404, "notFound");
    return Response.json(apiBrand(brand));
  });
}

/** PUT /api/brands/{id} (name, logo), DELETE /api/brands/{id} (refused while it has products). */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT" && request.method !== "PATCH" && request.method !== "DELETE") {
      methodNotAllowed("GET, PUT, PATCH, DELETE");
    }
    const actor = await requireApiAdmin(request);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteBrand(getDb(), id, actor);
      return new Response(null, { status: 204 });
    }
    const body = await readBody(request);
    const { logo, logo_url, ...rest } = body.fields;
    const input = parseOrThrow(brandInputSchema.partial(), {
      ...rest,
      logo_url:
        logo_url ?? (typeof logo === "string" && !logo.startsWith("data:") ? logo : undefined),
    });
    const logoHash = await uploadedImage(body, ["logo", "file"]);
    await updateBrand(getDb(), id, input, actor, { logoHash });
    return Response.json(apiBrand((await getBrand(getDb(), id))!));
  });
}
