import { requireApiAdmin } from "~/.server/api/auth.server";
import { apiProducts, apiProductWithImages } from "~/.server/api/dto.server";
import { api, methodNotAllowed, uploadedImage } from "~/.server/api/handler.server";
import { pagingHeaders } from "~/.server/api/paging.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { readBody } from "~/.server/http/body.server";
import {
  productInputFromApi,
  productQueryFromApi,
  variantsFromApi,
} from "~/.server/api/products.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { getFacetIndex } from "~/.server/catalogue/facet-index.server";
import { filteredProductList } from "~/.server/catalogue/product-lists.server";
import { getProduct, listProducts, type ListOptions } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { searchProducts } from "~/.server/search/search.server";
import { apiProductCreateSchema } from "~/lib/api-input-schemas";
import { isFiltered, normalQuery, parseFilters } from "~/lib/filters";
import type { Route } from "./+types/products";

/**
 * GET /api/products: scope category, brand, q, offers, in_stock; the store's filters (marca,
 * preco, oferta, estoque and each filterable attribute's code); sort; page,
 * per_page ≤ 100. The paging links carry the query in its normal form, nothing else.
 */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const url = new URL(request.url);
    const query = await productQueryFromApi(request);
    const { q, ...options } = query.options;
    const db = getDb();
    const vocabulary = (await getFacetIndex(db)).vocabulary;
    const filtered = isFiltered(parseFilters(url.searchParams, vocabulary));
    const { items, total } = query.empty
      ? { items: [], total: 0 }
      : filtered
        ? await filteredProductList(
            db,
            { categoryId: options.categoryId, brandId: options.brandId, offers: options.offers, q },
            { ...apiListRequest(options), params: withStock(url.searchParams, options.inStock) },
          )
        : q !== undefined
          ? await searchProducts(db, q, options)
          : await listProducts(db, options);
    const normal = new URL(url.pathname, url.origin);
    normal.search = new URLSearchParams(
      normalQuery(url.searchParams, API_LIST_PARAMETERS, vocabulary),
    ).toString();
    return Response.json(await apiProducts(db, items), {
      headers: pagingHeaders(normal, query.page, query.perPage, total),
    });
  });
}

/** What the list reads besides the filters (the paging links set page and per_page themselves). */
const API_LIST_PARAMETERS: ReadonlySet<string> = new Set([
  "category",
  "brand",
  "q",
  "offers",
  "in_stock",
  "sort",
  "lang",
]);

function apiListRequest(options: ListOptions) {
  return {
    locale: options.locale,
    sort: options.sort ?? "relevance",
    page: options.page ?? 1,
    perPage: options.perPage ?? 24,
  };
}

/** `in_stock=true` is the store's `estoque=1` filter on the index's path. */
function withStock(params: URLSearchParams, inStock: boolean | undefined): URLSearchParams {
  if (!inStock) return params;
  const copy = new URLSearchParams(params);
  copy.set("estoque", "1");
  return copy;
}

/** POST /api/products (administrators), with its options and variants or without. */
export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("GET, POST");
    const actor = await requireApiAdmin(request);
    const body = await readBody(request);
    const wire = parseOrThrow(apiProductCreateSchema, body.fields);
    const input = await productInputFromApi(wire);
    const variants = await variantsFromApi(wire);
    const imageHash = await uploadedImage(body, ["image", "file"]);
    const id = await createProduct(getDb(), input, actor, { imageHash }, variants);
    const created = await getProduct(getDb(), id);
    return Response.json(await apiProductWithImages(getDb(), created!), {
      status: 201,
      headers: { Location: `/api/products/${id}` },
    });
  });
}
