/** Portuguese texts of the product lists' filters. */
export const filtersPt = {
  title: "Filtros",
  /** The button that opens the filters at 375 px; {count}: filters set. */
  open: "Filtros",
  openWithCount: "Filtros ({n})",
  close: "Fechar filtros",
  formLabel: "Filtrar produtos",
  brand: "Marca",
  price: "Preço (US$)",
  availability: "Disponibilidade",
  offer: "Em oferta",
  stock: "Em estoque",
  yes: "Sim",
  no: "Não",
  /** A price bucket: {min} and {max} are prices ("US$ 50,00"). */
  priceUpTo: "Até {max}",
  priceBetween: "{min} a {max}",
  priceFrom: "{min} ou mais",
  priceMin: "Preço mínimo (US$)",
  priceMax: "Preço máximo (US$)",
  /** {label}: a value's text; {count}: the products it would give. */
  valueWithCount: "{label} ({n})",
  apply: "Aplicar filtros",
  showResults: { one: "Ver {count} produto", other: "Ver {count} produtos" },
  active: "Filtros ativos",
  remove: "Remover filtro: {label}",
  clear: "Limpar filtros",
  /** Announced to screen readers when the total changes. */
  total: { one: "{count} produto encontrado", other: "{count} produtos encontrados" },
  emptyFiltered: "Nenhum produto com estes filtros. Remova um filtro ou limpe todos.",
} as const;
