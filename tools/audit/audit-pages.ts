import {
  DEFAULT_LOCALE,
  LANGUAGES,
  OTHER_LOCALES,
  language,
  type Locale,
} from "../../app/i18n/languages";
import { localePath } from "../../app/i18n/locale";

// The pages `npm run audit` (tools/audit/audit.ts) visits, from the demo catalogue's first product
// and brand.

/** The API's search for the demo drill with a manual, a video, variants and accessories. */
export const DEMO_DRILL = "/api/products?q=furadeira+de+impacto&per_page=1";

/**
 * Every language of the table (app/i18n/languages.ts), with the same budgets: each store page in
 * each language for axe and first-load JavaScript; Lighthouse on the default language's key
 * pages and every other language's home and product pages.
 */
export function auditPages(
  product: { id: number },
  brand: { slug: string },
  /** The demo drill: variants, accessories, a manual and a video (the product page's fullest). */
  drill: { id: number },
) {
  const searchWords: Record<Locale, string> = { pt: "furadeira", en: "drill", es: "taladro" };
  const storePages = (l: Locale): [string, string][] => {
    const pages: [string, string][] = [
      ["home", "/"],
      ["all products", "/produtos"],
      ["category", "/produtos/1"],
      ["brand", `/${brand.slug}`],
      ["product", `/produto/${product.id}`],
      ["product with manual and video", `/produto/${drill.id}`],
      ["offers", "/ofertas"],
      ["search", `/busca?q=${searchWords[l]}`],
      ["about", "/about"],
      ["categories", "/categorias"],
      ["brands", "/marcas"],
      ["service", "/atendimento"],
      ["location", "/localizacao"],
      ["quote list", "/orcamento"],
    ];
    return pages.map(([name, p]) => [name, localePath(l, p)]);
  };
  const plainPages = ["categories", "brands", "service", "location", "quote list"];
  const lighthousePages: [string, string][] = [
    ...storePages(DEFAULT_LOCALE).filter(([name]) => !plainPages.includes(name)),
    ...OTHER_LOCALES.flatMap((l) =>
      storePages(l)
        .filter(([name]) => name === "home" || name === "product")
        .map(([name, p]): [string, string] => [`${language(l).english} ${name}`, p]),
    ),
  ];
  const publicPages = [
    ...LANGUAGES.flatMap((l) => storePages(l.code).map(([, p]) => p)),
    ...LANGUAGES.map((l) => localePath(l.code, "/produto/999999")),
  ];
  const adminSections = [
    "/admin",
    "/admin/produtos",
    "/admin/produtos/novo",
    "/admin/importar",
    "/admin/orcamentos",
    "/admin/estatisticas",
    "/admin/posters",
    "/admin/marcas",
    "/admin/usuarios",
    "/admin/configuracoes",
    // A product's pages of its own: variants, accessories and parts, manuals and videos.
    `/admin/produtos/${drill.id}/variantes`,
    `/admin/produtos/${drill.id}/ligacoes`,
    `/admin/produtos/${drill.id}/documentos`,
  ];
  return { lighthousePages, publicPages, adminSections };
}
