/**
 * Portuguese texts of the back office's gallery editor: several pictures by file
 * or https URL, in order, the first the cover, each with its alternative text in every language.
 */
export const adminGalleryPt = {
  legend: "Imagens do produto",
  /** {max}: MAX_PRODUCT_IMAGES, as the admin's language writes numbers. */
  hint: "Até {max} imagens. A primeira é a capa de todas as listas.",
  addFiles: "Adicionar arquivos de imagem",
  addFilesHint: "Escolha um ou vários arquivos; cada um é reduzido antes do envio.",
  addUrl: "Ou uma URL de imagem (https)",
  addUrlButton: "Adicionar URL",
  listLabel: "Imagens na ordem da galeria",
  empty: "Nenhuma imagem ainda.",
  /** A picture's name for the move buttons and announcements. */
  imageName: "Imagem {position}",
  cover: "Capa",
  makeCover: "Usar como capa",
  coverSet: "{name} agora é a capa.",
  remove: "Remover",
  removedTitle: "Removidas (saem da galeria quando você salvar)",
  removed: "{name} foi removida. Use Desfazer para trazê-la de volta.",
  undo: "Desfazer",
  restored: "A imagem voltou para a posição {position}.",
  altIn: "Texto alternativo em {language}",
  /** {name}: the product's name, which the store shows when the text is empty. */
  altPlaceholder: "Vazio: {name}",
  altEmptyHint: "Vazio: o nome do produto.",
  altOthers: "Texto alternativo em outros idiomas",
  uploadsLabel: "Envios",
  waiting: "Na fila...",
  preparing: "Reduzindo a imagem...",
  /** {percent}: 0–100 as the admin's language writes numbers. */
  uploading: "Enviando... {percent}%",
  uploaded: "{file} foi enviada.",
  failed: "Não enviada: {reason}",
  networkError: "a conexão falhou.",
  retry: "Tentar de novo",
  dismiss: "Dispensar",
  busy: "Aguarde o fim dos envios para salvar.",
} as const;
