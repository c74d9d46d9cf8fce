/**
 * Portuguese texts of the admin product table and its bulk actions
 * (docs/decisions/049-bulk-edits-and-product-table.md).
 */
export const adminProductTablePt = {
  tableLabel: "Produtos",
  view: "Visualização",
  viewTable: "Tabela",
  viewGrid: "Cartões",
  perPage: "Por página",
  brand: "Marca",
  allBrands: "Todas as marcas",
  columns: {
    image: "Imagem",
    sku: "SKU",
    name: "Nome",
    brand: "Marca",
    category: "Categoria",
    price: "Preço",
    offer: "Oferta",
    stock: "Estoque",
    actions: "Ações",
  },
  /** The stock column and filter, and a product's variants (docs/decisions/065-product-variants.md). */
  stock: {
    filter: "Estoque",
    any: "Todos",
    low: "Estoque baixo",
    out: "Esgotado",
    untracked: "Não controlado",
    /** A product whose variants are tracked in part: "12 + não controlado". */
    plusUntracked: "{units} + não controlado",
    variants: { one: "{count} variante", other: "{count} variantes" },
    createVariants: "Criar variantes",
    /** The list of a product's variants under its row. */
    listLabel: "Variantes de {name}",
    field: "Estoque de {name}",
  },
  selectRow: "Selecionar {name}",
  selectPage: "Selecionar todos desta página",
  none: "Nenhum",
  bulk: {
    title: "Ações em massa",
    scope: "Aplicar a",
    scopeSelected: "Produtos selecionados",
    scopeFilter: {
      one: "O {count} produto do filtro atual",
      other: "Todos os {count} produtos do filtro atual",
    },
    action: "Ação",
    chooseAction: "Escolha uma ação",
    actions: {
      set_price: "Definir preço",
      change_price: "Alterar preço em ± %",
      offer_on: "Marcar como oferta (% de desconto)",
      offer_off: "Desmarcar oferta",
      set_category: "Definir categoria",
      set_brand: "Definir marca",
      in_stock: "Marcar em estoque",
      out_of_stock: "Marcar sem estoque",
      delete: "Excluir",
      set_attribute: "Definir uma especificação",
    },
    price: "Novo preço",
    percent: "Percentual",
    percentHint:
      "Ex.: 10 aumenta 10 %, -5 reduz 5 %. Arredondado ao centavo (meio centavo para cima); o preço original das ofertas muda na mesma proporção.",
    discount: "Desconto",
    category: "Nova categoria",
    brand: "Nova marca",
    discountHint: "O preço atual vira o preço original; o novo preço é ele menos o desconto.",
    review: "Revisar",
    confirmTitle: "Confirmar alteração em massa",
    willChange: {
      one: "{count} produto será alterado",
      other: "{count} produtos serão alterados",
    },
    apply: "Aplicar",
    cancel: "Cancelar",
    applied: { one: "{count} produto alterado.", other: "{count} produtos alterados." },
    undo: "Desfazer",
    undone: { one: "{count} produto restaurado.", other: "{count} produtos restaurados." },
    recentTitle: "Alterações em massa das últimas 24 horas",
    recentItem: "{action}, {time}",
    errors: {
      noSelection: "Selecione ao menos um produto.",
      tooMany: "No máximo {max} produtos por alteração em massa.",
      invalidAction: "Escolha uma ação.",
      invalidPrice: "Informe um preço válido (até US$ 10.000.000).",
      invalidPercent:
        "Informe um percentual entre -99,99 e 1000, diferente de zero, com até duas casas.",
      invalidDiscount: "Informe um desconto entre 1 e 99 %.",
      priceTooHigh: "O novo preço de algum produto passaria de US$ 10.000.000. Nada foi alterado.",
      unknownCategory: "Escolha uma categoria.",
      unknownBrand: "Escolha uma marca.",
      notFound: "Alteração em massa não encontrada.",
      expired: "Esta alteração tem mais de 24 horas e não pode mais ser desfeita.",
      alreadyUndone: "Esta alteração já foi desfeita.",
      changedSince:
        "Algum desses produtos mudou depois da alteração; desfazer apagaria essa mudança. Nada foi alterado.",
      brandGone: "A marca de algum produto excluído não existe mais. Recrie-a antes de desfazer.",
      unknownAttribute: "Escolha uma especificação.",
      invalidAttributeValue:
        "Valor inválido para esta especificação: o código de um dos seus valores, um número, ou 1 ou 0 para sim ou não.",
      attributeGone:
        "A especificação ou um dos seus valores foi excluído depois da alteração. Nada foi alterado.",
    },
  },
  /** Beside the offer mark (docs/decisions/066-scheduled-offers.md), in the shop's time. */
  offerScheduled: "Agendada para {at}",
  offerUntil: "Até {at}",
  offerZone: "(horário de Assunção)",
} as const;
