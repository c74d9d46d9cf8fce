import type { Locale } from "../../languages";

/** Portuguese texts every back-office section shares (buttons, reordering, paging). */
export const adminCommonPt = {
  save: "Salvar",
  saving: "Salvando...",
  cancel: "Cancelar",
  edit: "Editar",
  delete: "Excluir",
  deleting: "Excluindo...",
  confirmYes: "Sim, excluir",
  close: "Fechar",
  optional: "(opcional)",
  moveUp: "Subir",
  moveDown: "Descer",
  drag: "Arrastar",
  moved: "{name} agora está na posição {position} de {total}.",
  reorderHint: "Arraste para mudar a ordem, ou use os botões Subir e Descer.",
  /** Phones show no drag grip (touch does not fire HTML5 drag): the buttons only. */
  reorderHintButtons: "Use os botões Subir e Descer para mudar a ordem.",
  pageOf: "Página {page} de {pages}",
  previous: "Anterior",
  next: "Próxima",
  pagination: "Paginação",
  notifications: "Notificações",
  requiredSummary: "Preencha os campos obrigatórios: {fields}.",
  invalidSummary: "Corrija os campos indicados.",
  noImage: "Sem imagem",
  /**
   * Each language of app/i18n/languages.ts named in this one, as the labels of content fields
   * write it ("Nome em espanhol", "Frete grátis (espanhol)"). A new language is a type error here.
   */
  languageNames: {
    pt: "português",
    en: "inglês",
    es: "espanhol",
  } satisfies Record<Locale, string>,
} as const;
