/**
 * Portuguese texts of the back office's variants editor (docs/decisions/065-product-variants.md):
 * a product's options, its combinations and each variant's SKU, prices, offer, stock and picture.
 */
export const adminVariantsPt = {
  title: "Variantes de {name}",
  back: "Voltar aos produtos",
  notFound: "Produto não encontrado",
  optionsTitle: "Opções",
  optionsHint:
    "Marque os valores de até 3 opções e gere as combinações. Sem nenhum valor marcado, o produto fica sem opções, com uma só variante.",
  noChoices:
    "A categoria deste produto não tem especificações do tipo lista para usar como opção: ele tem uma só variante.",
  generate: "Gerar combinações",
  tooManyOptions: "No máximo 3 opções: desmarque os valores de alguma delas.",
  tooManyCombinations:
    "Esses valores dão {combinations} combinações; o máximo é {max}. Desmarque alguns valores.",
  rowsTitle: "Variantes",
  count: { one: "{count} variante", other: "{count} variantes" },
  rowsHint:
    "Estoque vazio: não controlado. Ao salvar, as variantes que não estão na lista são removidas.",
  tableLabel: "Variantes de {name}",
  columns: {
    combination: "Combinação",
    sku: "SKU",
    price: "Preço",
    originalPrice: "Preço original",
    offer: "Oferta",
    stock: "Estoque",
    picture: "Foto",
  },
  /** The one row of a product without options. */
  single: "Sem opções",
  isNew: "Nova",
  samePrice: "Mesmo preço para todos",
  sameStock: "Mesmo estoque para todos",
  sameHint: "Preenchido, vale para todas as linhas.",
  pictureNone: "Fotos do produto",
  picture: "Foto {number}",
  pictureAlt: "Foto {number}: {alt}",
  save: "Salvar variantes",
  saved: "Variantes salvas!",
  saveFailed: "Variantes não salvas: corrija os campos indicados.",
  /** The inline edit of a product with options. */
  perVariant: "Os preços, as ofertas e o estoque deste produto são definidos por variante.",
  edit: "Editar variantes",
  /** The second step of a save that removes combinations open enquiries name. */
  removal: {
    title: "Remover combinações citadas em orçamentos?",
    named: {
      one: "{count} orçamento em aberto cita combinações que esta alteração remove:",
      other: "{count} orçamentos em aberto citam combinações que esta alteração remove:",
    },
    kept: "Os orçamentos guardam o SKU e as opções de cada item, mesmo depois de removidas.",
    confirm: "Salvar e remover",
    cancel: "Voltar sem salvar",
  },
} as const;
