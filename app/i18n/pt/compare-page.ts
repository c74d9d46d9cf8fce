/**
 * Portuguese texts of the compare page: sent with the page's data
 * (app/.server/catalogue/compare.server.ts), not in every page's catalogue.
 */
export const comparePagePt = {
  heading: "Comparar produtos",
  description: "Produtos da {site} lado a lado: preço, marca, disponibilidade e especificações.",
  caption: { one: "{count} produto lado a lado", other: "{count} produtos lado a lado" },
  product: "Produto",
  onlyDifferences: "Só diferenças",
  apply: "Aplicar",
  /** After a row's name, for screen readers, where the products' values differ. */
  differs: "difere",
  /** A product without a value for a row: read instead of the dash. */
  missing: "não informado",
  removeShort: "Remover",
  remove: "Remover {name} da comparação",
  noDifferences: "Os produtos não diferem em nada desta tabela.",
  rowsDiffer: {
    one: "{count} linha com diferenças",
    other: "{count} linhas com diferenças",
  },
  empty: "Nenhum produto para comparar.",
  emptyHint: "Marque “Comparar” em até {max} produtos, nas listas ou na página de cada produto.",
  invalid: "O endereço não indica produtos que possamos comparar.",
  dropped: {
    one: "{count} produto do endereço não está mais disponível.",
    other: "{count} produtos do endereço não estão mais disponíveis.",
  },
  limited: "Só os {max} primeiros produtos do endereço são comparados.",
  browse: "Ver produtos",
} as const;
