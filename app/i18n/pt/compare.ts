/** Portuguese texts of the store's compare (issue #23 item 6). */
export const comparePt = {
  /** The toggle on a product card and on the product page. */
  title: "Comparar",
  /** The toggle's name for screen readers, with the product's: {name}. */
  toggleNamed: "Comparar {name}",
  /** {max}: how many products a comparison takes (COMPARE_MAX, app/lib/compare-list.ts). */
  full: "Compare até {max} produtos: remova um para incluir outro.",
  refused: "O navegador não permitiu guardar sua escolha.",
  bar: {
    label: "Produtos para comparar",
    remove: "Remover {name} da comparação",
    /** {number}: the products chosen. */
    open: "Comparar ({number})",
  },
  page: {
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
  },
} as const;
