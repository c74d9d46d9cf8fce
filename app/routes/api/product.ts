import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiProductWithImages } from "~/.server/api/dto.server";
import { api, idParam, methodNotAllowed, uploadedImage } from "~/.server/api/handler.server";
import { ApiError, parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import {
  apiLinkField,
  linksFromApi,
  productPatchFromApi,
  variantsFromApi,
} from "~/.server/api/products.server";
import { checkProductLinks, setProductLinks } from "~/.server/catalogue/product-links.server";
import { deleteProduct, updateProduct } from "~/.server/catalogue/product-writes.server";
import { getProduct } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { apiProductUpdateSchema } from "~/lib/api-input-schemas";
import { videosFromApi } from "~/.server/documents/documents-api.server";
import { setVideos } from "~/.server/documents/documents.server";
import type { Route } from "./+types/product";

/** GET /api/products/{id} */
export function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    const product = await getProduct(getDb(), idParam(params.id));
    if (!product) throw new ApiError(404, "notFound");
    return Response.json(await apiProductWithImages(getDb(), product));
  });
}

/**
 * PUT /api/products/{id} (only the fields sent change; its options and variants too),
 * DELETE /api/products/{id}.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PUT" && request.method !== "PATCH" && request.method !== "DELETE") {
      methodNotAllowed("GET, PUT, PATCH, DELETE");
    }
    const actor = await requireApiAdmin(request);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteProduct(getDb(), id, actor);
      return new Response(null, { status: 204 });
    }
    const body = await readBody(request);
    const wire = parseOrThrow(apiProductUpdateSchema, body.fields);
    const patch = await productPatchFromApi(wire);
    const variants = await variantsFromApi(wire, id);
    // Its links (docs/decisions/067-product-links.md): checked before anything is written, then
    // written after the product's own fields.
    const links = linksFromApi(wire);
    await checkProductLinks(getDb(), id, links, apiLinkField);
    const videos = wire.videos === undefined ? undefined : videosFromApi(request, wire.videos);
    const imageHash = await uploadedImage(body, ["image", "file"]);
    await updateProduct(getDb(), id, patch, actor, { imageHash }, variants);
    await setProductLinks(getDb(), id, links, actor, apiLinkField);
    if (videos) await setVideos(getDb(), id, videos, actor);
    return Response.json(await apiProductWithImages(getDb(), (await getProduct(getDb(), id))!));
  });
}
