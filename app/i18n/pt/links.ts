/** A product page's linked products (docs/decisions/067-product-links.md). */
export const linksPt = {
  headings: {
    accessories: "Acessórios",
    spareParts: "Peças de reposição",
    compatibleWith: "Compatível com",
  },
  add: "Adicionar ao orçamento",
  added: "No orçamento",
  variant: "Opção de {name}",
  soldOut: "esgotado",
};
