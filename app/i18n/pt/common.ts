export const commonPt = {
  meta: {
    /** The shop's name only where no store profile is at hand (the root error page). */
    siteName: "YouTools",
    /** {site}: the shop's name from its store profile. */
    homeTitle: "{site} — Ferramentas e equipamentos em Salto del Guairá",
    homeDescription:
      "Ferramentas manuais, máquinas elétricas, movimentação de carga, construção civil, jardim e agricultura. Preços em dólares.",
    pageTitle: "{page} — {site}",
  },
  nav: {
    home: "Início",
    categories: "Categorias",
    skipToContent: "Pular para o conteúdo",
  },
  languageMenu: {
    /** The language menu (store header, admin shell): its button, before the current language. */
    label: "Idioma",
  },
  home: {
    categoriesHeading: "Categorias",
  },
  errors: {
    notFoundTitle: "Página não encontrada",
    notFoundBody: "O endereço procurado não existe ou foi removido.",
    unexpectedTitle: "Algo deu errado",
    unexpectedBody: "Ocorreu um erro inesperado. Tente novamente em instantes.",
    backHome: "Voltar ao início",
  },
} as const;
