import { adminPt } from "./admin";

/** Portuguese texts of JSON API errors (and validation messages shared with the back office). */
export const apiPt = {
  errors: {
    malformedJson: "O corpo da requisição não é um JSON válido.",
    validation: "Alguns campos são inválidos.",
    unauthorized: "É preciso entrar para fazer isso.",
    forbidden: "Apenas administradores podem fazer isso.",
    crossOrigin: "Pedido recusado: ele não partiu das páginas desta loja.",
    notFound: "Não encontrado.",
    tooLarge: "O corpo da requisição é grande demais.",
    unsupportedType: "Tipo de conteúdo não suportado.",
    methodNotAllowed: "Método não permitido.",
    slugTaken: "Já existe uma marca com esse nome.",
    reservedSlug: "Esse nome não pode ser usado por uma marca.",
    brandInUse: "Esta marca ainda tem produtos e não pode ser excluída.",
    unknownBrand: "Marca desconhecida.",
    unknownCategory: "Categoria desconhecida.",
    orderMismatch: "A lista deve conter cada id exatamente uma vez.",
    imageRequired: "Informe uma URL de imagem ou envie um arquivo.",
    logoRequired: "Envie um logotipo.",
    unknownImage: "Imagem desconhecida: envie o arquivo antes de usá-lo na galeria.",
    tooManyImages: "No máximo 12 imagens por produto.",
    internal: "Erro interno. Tente novamente.",
    // The database does not answer (503, Retry-After) or the server's disk is full (507).
    unavailable: "O serviço está indisponível no momento. Tente novamente em instantes.",
    storageFull: "Não salvo: não há espaço livre no servidor.",
    // Catalogue import (app/.server/catalogue/import/).
    importTooLarge: "O arquivo passa de 20 MB.",
    importFileMissing: "Envie o arquivo (campo file, ou o corpo da requisição).",
    importUnreadable: "O arquivo não pôde ser lido: envie um CSV ou uma planilha XLSX.",
    importUnsafeArchive: "A planilha descompactada é grande demais ou está malformada.",
    importEmpty: "O arquivo não tem linhas de produtos.",
    importTooManyRows: "O arquivo passa de 50.000 linhas.",
    importTooManyColumns: "O arquivo passa de 200 colunas.",
    importNoColumns:
      "Nenhuma coluna conhecida: a primeira linha deve trazer os títulos (sku, nome, preço...).",
    importDuplicateColumn: "Duas colunas do arquivo são o mesmo campo.",
    importNeedsKey: "O arquivo precisa de uma coluna sku, id ou nome.",
    importTokenRequired:
      "Envie o arquivo primeiro com dry_run=1 e depois de novo com o plan_token da prévia.",
    importStale: "O catálogo mudou desde a prévia: confira a nova prévia e confirme de novo.",
    importPlanChanged: "O arquivo ou as opções mudaram desde a prévia: confira a nova prévia.",
    importHasErrors: "Corrija os erros das linhas antes de aplicar a importação.",
    // POST /api/auth/register: the sign-up form's own texts (docs/product-rules.md §8), so both say
    // the same.
    emailTaken: adminPt.errors.emailTaken,
    tooManyAttempts: adminPt.errors.tooManyAttempts,
    serverBusy: adminPt.errors.serverBusy,
    // better-auth's sign-in refusal (/api/auth/sign-in/email), the same for every reason.
    invalidCredentials: adminPt.errors.invalidCredentials,
    registrationFailed: adminPt.errors.registrationFailed,
    // POST /api/enquiries.
    unknownProducts: "Produtos desconhecidos ou removidos do catálogo: {ids}.",
    tooManyEnquiries:
      "Muitos pedidos de orçamento deste endereço: no máximo 5 a cada 10 minutos. Tente de novo em {minutes} min.",
    enquiryTooLarge: "O pedido passa de 32 kB: envie menos itens ou uma mensagem mais curta.",
    // Specifications: the attribute writes of the back office and the API.
    attributeCodeTaken: "Já existe uma especificação com esse código.",
    valueCodeTaken: "Esta especificação já tem um valor com esse código.",
    attributeInUse:
      "Produtos com esta especificação: {products}. Para excluí-la mesmo assim, envie confirm={products}.",
    valueInUse:
      "Produtos com este valor: {products}. Para excluí-lo mesmo assim, envie confirm={products}.",
    typeInUse: "Há produtos com esta especificação: o tipo não pode mudar.",
    notAChoice: "Só especificações do tipo lista têm valores.",
    mergeInvalid: "Escolha outro valor desta mesma especificação.",
    tooManyValues: "Uma especificação tem no máximo 500 valores.",
    unknownAttribute: "Especificação desconhecida: veja os códigos em GET /api/attributes.",
    invalidAttributeValue:
      "Valor inválido para esta especificação: o código de um dos seus valores, um número ou sim/não, conforme o tipo.",
    invalidOption:
      "Cada opção deve ser uma especificação do tipo lista da categoria do produto, sem repetir (no máximo 3).",
    variantsCount: "Um produto sem opções tem exatamente uma variante; com opções, de 1 a 100.",
    invalidCombination: "Cada variante precisa de um valor de cada opção do produto.",
    duplicateCombination: "Duas variantes têm a mesma combinação de opções.",
    skuTaken: "Já existe um produto ou variante com esse SKU.",
    windowOrder: "O fim precisa vir depois do início.",
    // Links between products (docs/decisions/067-product-links.md).
    selfLink: "Um produto não pode ser ligado a si mesmo.",
    tooManyLinks: "No máximo 50 produtos ligados de cada tipo.",
    documentRefused: "O documento foi recusado: {problem}",
    videoRefused: "Endereço de vídeo {number}: {problem}",
  },
  fields: {
    required: "Campo obrigatório.",
    tooLong: "Texto longo demais.",
    invalidPrice: "Informe um preço válido (ex.: 19,90), zero ou mais.",
    priceTooHigh: "Preço alto demais.",
    httpsOnly: "Informe um endereço https://.",
    invalid: "Valor inválido.",
    imageTooLarge: "A imagem passa de 10 MB.",
    imageTooManyPixels: "A imagem passa de 40 megapixels.",
    imageUnsupported: "Formato não aceito: envie JPEG, PNG, WebP, AVIF ou GIF.",
    imageCorrupt: "O arquivo não é uma imagem válida.",
    tooManyImages: "No máximo 12 imagens por produto.",
    contactInvalid: "Informe um e-mail ou um telefone (de 8 a 15 dígitos).",
    controlCharacters: "O texto tem caracteres de controle: use apenas texto e quebras de linha.",
    duplicateProducts: "Cada produto só pode aparecer uma vez na lista.",
    itemsCount: "Envie de 1 a 100 itens.",
    quantityRange: "A quantidade vai de 1 a 999.",
    invalidCode: "Use letras minúsculas, números e hífens (ex.: voltagem, 220v).",
    invalidUnitCode: "Informe o código UN/CEFACT da unidade, de 2 ou 3 letras (ex.: WTT, MMT).",
    invalidStock: "Informe um estoque inteiro, de 0 em diante, ou deixe vazio para não controlar.",
    tooManyOptions: "No máximo 3 opções por produto.",
    invalidDate: "Informe data e hora (ex.: 30/11/2026 23:59).",
    windowOrder: "O fim precisa vir depois do início.",
  },
} as const;
