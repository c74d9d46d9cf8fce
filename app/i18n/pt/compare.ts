/** Portuguese texts of the store's compare. */
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
} as const;
