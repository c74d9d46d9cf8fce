import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiBrand } from "~/.server/api/dto.server";
import { api, methodNotAllowed, uploadedImage } from "~/.server/api/handler.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import { createBrand, getBrand, listBrands } from "~/.server/catalogue/brands.server";
import { getDb } from "~/.server/db/kysely";
import { brandInputSchema } from "~/lib/catalogue-schemas";
import type { Route } from "./+types/brands";

/** GET /api/brands: ordered by position, then id. */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const brands = await listBrands(getDb());
    return Response.json(brands.map(apiBrand), {
      headers: { "X-Total-Count": String(brands.length) },
    });
  });
}

/**
 * POST /api/brands (administrators): name and logo — a multipart file `logo`, a data URL in
 * `logo`, or an https URL in `logo`/`logo_url`. The slug is derived from the name; a client's is ignored.
 */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("GET, POST");
    const actor = await requireApiAdmin(request);
    const body = await readBody(request);
    const { logo, logo_url, ...rest } = body.fields;
    const input = parseOrThrow(brandInputSchema, {
      ...rest,
      logo_url:
        logo_url ?? (typeof logo === "string" && !logo.startsWith("data:") ? logo : undefined),
    });
    const logoHash = await uploadedImage(body, ["logo", "file"]);
    const id = await createBrand(getDb(), input, actor, { logoHash });
    return Response.json(apiBrand((await getBrand(getDb(), id))!), {
      status: 201,
      headers: { Location: `/api/brands/${id}` },
    });
  });
}
