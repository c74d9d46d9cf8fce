import { index, layout, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { LANGUAGES, type Language } from "../../i18n/languages";

/**
 * The storefront, once per language (app/i18n/languages.ts): the default language at the spec's
 * paths, every other under its prefix (/en, /es) with the same path words.
 */
function storeTree(lang: Language): RouteConfigEntry {
  const id = (name: string) => `${lang.code}/${name}`;
  const base = lang.prefix.slice(1);
  const p = (path: string) => (base ? `${base}/${path}` : path);
  const children = [
    base
      ? route(base, "routes/store/home.tsx", { id: id("home") })
      : index("routes/store/home.tsx", { id: id("home") }),
    route(p("produtos"), "routes/store/products.tsx", { id: id("products") }),
    route(p("produtos/:categoryId"), "routes/store/products.tsx", { id: id("category") }),
    route(p("produto/:id"), "routes/store/product.tsx", { id: id("product") }),
    route(p("ofertas"), "routes/store/offers.tsx", { id: id("offers") }),
    route(p("categorias"), "routes/store/categories.tsx", { id: id("categories") }),
    route(p("marcas"), "routes/store/brands.tsx", { id: id("brands") }),
    route(p("busca"), "routes/store/search.tsx", { id: id("search") }),
    route(p("about"), "routes/store/about.tsx", { id: id("about") }),
    route(p("atendimento"), "routes/store/service.tsx", { id: id("service") }),
    route(p("localizacao"), "routes/store/location.tsx", { id: id("location") }),
    route(p("orcamento"), "routes/store/quote.tsx", { id: id("quote") }),
    // Products side by side.
    route(p("comparar"), "routes/store/compare.tsx", { id: id("compare") }),
    route(p(":brandSlug"), "routes/store/brand.tsx", { id: id("brand") }),
    // Any other path redirects to the home page of its language
    // (docs/decisions/017-unknown-paths-and-not-found.md).
    route(p("*"), "routes/store/unknown.tsx", { id: id("unknown") }),
  ];
  return layout("routes/store/layout.tsx", { id: id("layout") }, children);
}

export const storeRoutes: RouteConfigEntry[] = [
  // Suggestions for the header's search box (JSON, every language via ?lang=).
  route("busca/sugestoes", "routes/resources/search-suggest.ts"),
  // The quote list's products as the shop has them now (JSON).
  route("orcamento/itens", "routes/resources/quote-items.ts"),
  // Prefixed trees first, so "/en" is English and not a brand slug.
  ...LANGUAGES.filter((l) => l.prefix).map(storeTree),
  ...LANGUAGES.filter((l) => !l.prefix).map(storeTree),
];
