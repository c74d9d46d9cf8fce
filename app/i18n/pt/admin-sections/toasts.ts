/**
 * Toasts of the back office in Portuguese: the docs/product-rules.md §8 texts, exactly, plus the
 * ones the new sections need.
 */
export const adminToastsPt = {
  productAdded: "Produto adicionado!",
  productAddFailed: "Erro ao adicionar",
  /** docs/product-rules.md §8: adding a product whose request never reached the server. */
  connectionError: "Erro de conexão",
  deleted: "Excluído!",
  deleteFailed: "Erro ao excluir",
  updated: "Atualizado!",
  updateFailed: "Falha ao atualizar",
  stockUpdated: "Estoque atualizado!",
  error: "Erro",
  posterAdded: "Pôster adicionado!",
  posterRemoved: "Pôster removido!",
  posterUpdated: "Pôster atualizado!",
  brandAdded: "Marca adicionada!",
  brandUpdated: "Marca atualizada!",
  brandRemoved: "Marca removida!",
  orderSaved: "Ordem salva!",
  orderFailed: "Falha ao salvar a ordem. A lista foi recarregada.",
  settingsSaved: "Configurações salvas!",
  adminAdded: "Administrador adicionado!",
  roleRemoved: "Função de administrador removida.",
  accountDeactivated: "Conta desativada.",
  accountReactivated: "Conta reativada.",
  tokenCreated: "Token criado!",
  tokenRevoked: "Token revogado.",
  sessionEnded: "Sessão encerrada.",
  /** A write the database could not take; what was typed stays in the form. */
  notSavedUnavailable:
    "Não salvo: o banco de dados não está respondendo. Tente de novo em instantes.",
  notSavedFull: "Não salvo: não há espaço livre no servidor.",
} as const;
