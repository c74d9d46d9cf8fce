/**
 * Portuguese: why an uploaded document was refused (docs/decisions/068-product-documents-and-videos.md),
 * for the API's and the back office's messages. `{names}`: the active PDF names found.
 */
export const documentProblemsPt = {
  empty: "O arquivo está vazio.",
  tooLarge: "O PDF passa de 20 MB.",
  notPdf: "O arquivo não é um PDF (não começa com %PDF-).",
  truncated: "O PDF está incompleto (falta o fim do arquivo): envie-o de novo.",
  encrypted: "O PDF está protegido por senha ou criptografado: envie uma versão sem proteção.",
  active:
    "O PDF contém conteúdo ativo ({names}): não servimos PDFs com JavaScript, arquivos embutidos, ações de abrir programas, mídia ou formulários XFA. Peça ao fabricante uma versão simples ou imprima-o em PDF.",
  tooManyPages: "O PDF tem mais de 2.000 páginas.",
  compressedTooLarge:
    "O PDF tem dados comprimidos grandes demais para conferir (mais de 32 MB descomprimidos).",
  corrupt: "O PDF está danificado ou não pôde ser lido.",
  productMissing: "Produto não encontrado.",
  tooMany: "No máximo 10 documentos por produto.",
  titleMissing: "Informe o título do documento.",
  badLanguage: "O idioma do documento deve ser pt, en ou es (ou vazio).",
  fileMissing: "Envie o PDF no campo file.",
  videoNotUrl: "não é um endereço (https://…).",
  videoNotHttps: "use https://.",
  videoUnknownHost: "só YouTube (youtube.com, youtu.be) ou Vimeo (vimeo.com).",
  videoNoId:
    "não tem o código do vídeo (youtube.com/watch?v=…, youtu.be/…, /shorts/…, vimeo.com/123…).",
  videoTooMany: "no máximo 10 vídeos por produto.",
} as const;
