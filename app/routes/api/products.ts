import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiProducts, apiProductWithImages } from "~/.server/api/dto.server";
import { api, methodNotAllowed, uploadedImage } from "~/.server/api/handler.server";
import { pagingHeaders } from "~/.server/api/paging.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/api/body.server";
import { productInputFromApi, productQueryFromApi } from "~/.server/api/products.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { getProduct, listProducts } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { searchProducts } from "~/.server/search/search.server";
import { apiProductCreateSchema } from "~/lib/api-schemas";
import type { Route } from "./+types/products";

/** GET /api/products: filters category, brand, q, offers, in_stock; sort; page, per_page ≤ 100. */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const url = new URL(request.url);
    const query = await productQueryFromApi(request);
    const { q, ...options } = query.options;
    const { items, total } = query.empty
      ? { items: [], total: 0 }
      : q !== undefined
        ? await searchProducts(getDb(), q, options)
        : await listProducts(getDb(), options);
    return Response.json(await apiProducts(getDb(), items), {
      headers: pagingHeaders(url, query.page, query.perPage, total),
    });
  });
}

/** POST /api/products (administrators). */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("GET, POST");
    const actor = await requireApiAdmin(request);
    const body = await readBody(request);
    const wire = parseOrThrow(apiProductCreateSchema, body.fields);
    const input = await productInputFromApi(wire);
    const imageHash = await uploadedImage(body, ["image", "file"]);
    const id = await createProduct(getDb(), input, actor, { imageHash });
    const created = await getProduct(getDb(), id);
    return Response.json(await apiProductWithImages(getDb(), created!), {
      status: 201,
      headers: { Location: `/api/products/${id}` },
    });
  });
}
