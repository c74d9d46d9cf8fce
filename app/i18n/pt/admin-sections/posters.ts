/** Portuguese texts of the back office's posters section. */
export const adminPostersPt = {
  title: "Pôsteres",
  total: { one: "{count} pôster", other: "{count} pôsteres" },
  addTitle: "Adicionar pôster",
  titlePt: "Título",
  /** The title in another language of the shop: {language} from common.languageNames. */
  titleIn: "Título em {language}",
  image: "Imagem do pôster",
  submit: "Adicionar pôster",
  imageRequired: "Informe uma URL de imagem ou envie um arquivo.",
  confirmDelete: "Excluir este pôster?",
  active: "Ativo",
  inactive: "Inativo",
  activate: "Ativar",
  deactivate: "Desativar",
  empty: "Nenhum pôster cadastrado.",
  untitled: "Pôster {id}",
  listLabel: "Pôsteres, na ordem do carrossel",
} as const;
