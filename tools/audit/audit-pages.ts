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

/**
 * Every language of the table (app/i18n/languages.ts), with the same budgets: each store page in
 * each language for axe and first-load JavaScript; Lighthouse on the default language's key
 * pages and every other language's home and product pages.
 */
export function auditPages(product: { id: number }, brand: { slug: string }) {
  const searchWords: Record<Locale, string> = { pt: "furadeira", en: "drill", es: "taladro" };
  const storePages = (l: Locale): [string, string][] => {
    const pages: [string, string][] = [
      ["home", "/"],
      ["all products", "/produtos"],
      ["category", "/produtos/1"],
      ["brand", `/${brand.slug}`],
      ["product", `/produto/${product.id}`],
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
  ];
  return { lighthousePages, publicPages, adminSections };
}
