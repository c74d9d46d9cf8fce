/**
 * Portuguese texts of the catalogue import and export: the spreadsheet's column titles
 * (written by the export, recognised by the import in every language), the yes/no words the export
 * writes, and a message per row error of an import's plan.
 */
export const adminCatalogueImportPt = {
  /** Column titles; a column in another language is "{title} ({code})", e.g. "nome (en)". */
  columns: {
    id: "id",
    sku: "sku",
    name: "nome",
    description: "descrição",
    brand: "marca",
    category: "categoria",
    price: "preço",
    original_price: "preço original",
    is_special_offer: "oferta",
    offer_starts_at: "oferta início",
    offer_ends_at: "oferta fim",
    in_stock: "em estoque",
    stock: "estoque",
    group: "grupo",
    options: "opções",
    images: "imagens",
  },
  /** Other titles the import recognises for a column, separated by "|". */
  synonyms: {
    id: "código interno",
    sku: "código|referência|ref",
    name: "produto|nome do produto",
    description: "",
    brand: "fabricante",
    category: "",
    price: "valor|preço de venda",
    original_price: "preço de",
    is_special_offer: "em oferta|promoção",
    offer_starts_at: "início da oferta|oferta a partir de",
    offer_ends_at: "fim da oferta|oferta até",
    in_stock: "disponível",
    stock: "quantidade|quantidade em estoque|saldo|qtd",
    group: "agrupar|produto pai|id do grupo",
    options: "variações|variam por",
    images: "imagem|fotos",
  },
  /** Other languages' names, for titles such as "nome inglês". */
  languageNames: { en: "inglês", es: "espanhol" },
  yes: "sim",
  no: "não",
  /** The error list an administrator downloads (CSV): its column titles. */
  errorsFile: { row: "linha", column: "coluna", code: "código", message: "erro" },
  rowErrors: {
    unknownLinkSku: 'Coluna {column}: não existe produto com o SKU "{value}" (nem nesta planilha).',
    required: "Campo obrigatório para criar um produto.",
    tooLong: "Texto longo demais (no máximo {max} caracteres).",
    invalidText: "O texto tem caracteres inválidos.",
    priceNotNumber: "O preço não é um número (ex.: 19,90).",
    priceNegative: "O preço não pode ser negativo.",
    priceTooHigh: "Preço alto demais.",
    originalNotAbovePrice: "O preço original deve ser maior que o preço.",
    notYesNo: "Use sim ou não (ou x e vazio).",
    notHttps: "Use endereços https:// separados por |.",
    unknownImage: "Imagem desconhecida: envie o arquivo antes de usá-lo.",
    tooManyImages: "No máximo {max} imagens por produto.",
    unknownBrand: "Marca desconhecida: cadastre-a ou permita criar marcas.",
    unknownCategory: "Categoria desconhecida: cadastre-a ou permita criar categorias.",
    ambiguousBrand: "Mais de uma marca tem esse nome: escreva-o como está cadastrado.",
    ambiguousCategory: "Mais de uma categoria tem esse nome: use o número da categoria.",
    reservedBrandName: "Esse nome não pode ser usado por uma marca.",
    duplicateSku: "SKU repetido: já aparece na linha {row}.",
    duplicateId: "Produto repetido: já aparece na linha {row}.",
    invalidId: "Id inválido: use o número do produto.",
    unknownId: "Não existe produto com esse id.",
    idMismatch: "O id não é o do produto com esse SKU (planilha de outra loja?).",
    malformedRow: "Linha ilegível: confira as aspas e os separadores.",
    attributeUnknownValue:
      'Coluna {column}: o valor "{value}" não existe. Use o código ou o nome de um valor cadastrado na especificação.',
    attributeAmbiguousValue:
      'Coluna {column}: "{value}" corresponde a mais de um valor. Use o código do valor.',
    attributeNotNumber:
      'Coluna {column}: "{value}" não é um número. Escreva o número, com ou sem a unidade (ex.: 650, 650 W, 1,5).',
    attributeAmbiguousNumber:
      'Coluna {column}: "{value}" é ambíguo (mil e quinhentos ou um e meio?). Escreva 1500 ou 1,5.',
    attributeNotYesNo:
      'Coluna {column}: "{value}" não é sim nem não. Use sim ou não; vazio deixa o produto sem esse valor.',
    attributeNotInCategory:
      "Coluna {column}: essa especificação não é da categoria do produto. Atribua-a à categoria ou deixe a célula vazia.",
    invalidOfferDate:
      "Data inválida: use dd/mm/aaaa, dd/mm/aaaa hh:mm (hora de Assunção) ou ISO 8601 (ex.: 2026-11-30T00:00-03:00); vazio deixa a oferta sem limite.",
    offerWindowReversed: "O fim da oferta deve ser depois do início.",
    invalidStock:
      "Estoque inválido: use um número inteiro de 0 a {max}, ou deixe vazio para não controlar o estoque.",
    stockContradiction:
      "Estoque e em estoque não combinam nesta linha (0 é esgotado; acima de 0, à venda): corrija uma das duas colunas.",
    unknownGroup:
      "Não existe produto com esse id. Para um produto novo, use no grupo uma chave com letras (ex.: furadeira-1).",
    groupConflict:
      "A linha {row} do mesmo grupo tem outro valor nesta coluna: repita o mesmo valor ou deixe a célula vazia.",
    skuElsewhere: "Esse SKU já é de outro produto (id {id}): um SKU só pode estar em um produto.",
    invalidOption:
      'Opção "{value}" inválida: use o código de uma especificação de escolha da categoria do produto (ex.: voltagem), cada uma uma vez, separadas por |.',
    tooManyOptions: "No máximo {max} opções por produto.",
    optionValueMissing: "Coluna {column}: cada variante precisa de um valor desta opção.",
    optionColumnMissing:
      "A planilha não tem a coluna da opção {column}: inclua-a com o valor de cada variante.",
    duplicateCombination:
      "Combinação repetida: a linha {row} do mesmo produto já tem esses valores de opção.",
    tooManyVariants: "No máximo {max} variantes por produto.",
    variantsNeedOptions:
      "Linhas do mesmo grupo são variantes de um produto: diga na coluna opções o que muda entre elas (ex.: voltagem).",
    optionsNeedGroup:
      "Para mudar as opções de um produto, ou criar e remover variantes, use a coluna grupo com o id do produto em todas as linhas dele.",
    categoryLacksOption:
      'A categoria não tem a especificação "{value}", que é uma opção deste produto: atribua-a à categoria, ou mude as opções do produto (coluna opções, com a coluna grupo).',
    variantNeedsSku: "Este produto tem variantes: diga qual pelo SKU, ou use a coluna grupo.",
  },
  /** Why an "update only" import leaves a row aside. */
  skipped: {
    unknownSku: "SKU que a loja não tem: linha ignorada.",
    noSku: "Linha sem SKU: ignorada (somente atualizar).",
  },
} as const;
