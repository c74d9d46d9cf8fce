export const commonPt = {
  meta: {
    siteName: "YouTools",
    homeTitle: "YouTools — Ferramentas e equipamentos em Salto del Guairá",
    homeDescription:
      "Ferramentas manuais, máquinas elétricas, movimentação de carga, construção civil, jardim e agricultura. Preços em dólares.",
    pageTitle: "{page} — {site}",
  },
  nav: {
    home: "Início",
    categories: "Categorias",
    skipToContent: "Pular para o conteúdo",
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
