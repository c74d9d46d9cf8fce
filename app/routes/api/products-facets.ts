import { api, readOnlyAction } from "~/.server/api/handler.server";
import { productQueryFromApi } from "~/.server/api/products.server";
import { filteredProductList } from "~/.server/catalogue/product-lists.server";
import { getDb } from "~/.server/db/kysely";
import type { Route } from "./+types/products-facets";

/**
 * GET /api/products/facets: the filters' counts for a list and a filter state,
 * as the store's list pages show them: each group's values with their labels in the caller's
 * language, how many products each would give (its own group's selection left out), which are
 * checked, the total with every selection applied, and the active filters. Takes the same
 * parameters as GET /api/products.
 */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    const url = new URL(request.url);
    const query = await productQueryFromApi(request);
    const { q, categoryId, brandId, offers, locale, sort } = query.options;
    if (query.empty) return Response.json({ total: 0, groups: [], active: [] });
    const params = new URLSearchParams(url.searchParams);
    if (query.options.inStock) params.set("estoque", "1");
    const { filters } = await filteredProductList(
      getDb(),
      { categoryId, brandId, offers, q },
      { locale, sort: sort ?? "relevance", page: 1, perPage: 1, params },
    );
    return Response.json({
      total: filters.total,
      groups: filters.groups.map((g) => ({
        param: g.param,
        name: g.legend,
        single: g.single === true,
        values: g.values.map((v) => ({
          param: v.param,
          value: v.value,
          label: v.label,
          count: v.count,
          checked: v.checked,
        })),
      })),
      active: filters.chips.map((c) => c.label),
      query: filters.search,
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return readOnlyAction(request);
}
