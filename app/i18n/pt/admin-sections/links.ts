/**
 * Portuguese texts of the back office's links editor (docs/decisions/067-product-links.md): a
 * product's accessories, spare parts and compatible products.
 */
export const adminLinksPt = {
  title: "Acessórios e peças de {name}",
  back: "Voltar aos produtos",
  notFound: "Produto não encontrado",
  open: "Acessórios e peças",
  openNamed: "Acessórios e peças de {name}",
  types: {
    accessory: "Acessórios",
    spare_part: "Peças de reposição",
    compatible: "Compatível com",
  },
  typeOne: {
    accessory: "Acessório",
    spare_part: "Peça de reposição",
    compatible: "Compatível com",
  },
  empty: "Nenhum produto.",
  derivedTitle: "Também compatível com (ligado no outro produto)",
  derivedHint:
    "Estes produtos citam este como acessório, peça ou compatível. Para mudar, edite o outro produto.",
  searchTitle: "Ligar um produto",
  searchLabel: "Buscar por nome ou SKU",
  searchButton: "Buscar",
  noResults: "Nenhum produto encontrado para “{q}”.",
  typeLabel: "Tipo de ligação",
  link: "Ligar",
  linkNamed: "Ligar {name}",
  up: "Subir",
  down: "Descer",
  upNamed: "Subir {name}",
  downNamed: "Descer {name}",
  remove: "Remover",
  removeNamed: "Remover {name}",
  sku: "SKU",
  saved: "Ligações salvas.",
  saveFailed: "Não foi possível salvar as ligações.",
  /** Estatísticas: the accessories added from a product's page. */
  insights: {
    title: "Acessórios adicionados ao orçamento na página de um produto",
    empty: "Nenhum acessório adicionado no período.",
    accessory: "Acessório",
    from: "Na página de",
    adds: "Adições",
  },
  /** The spreadsheet's link columns: SKUs separated by |. */
  columns: { accessory: "acessorios", spare_part: "pecas_reposicao", compatible: "compativel_com" },
};
