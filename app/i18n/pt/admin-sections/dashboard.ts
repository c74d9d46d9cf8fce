/** Portuguese texts of the back office's dashboard section. */
export const adminDashboardPt = {
  title: "Painel",
  countsLabel: "Números da loja",
  counts: {
    products: "Produtos",
    admins: "Administradores ativos",
    categories: "Categorias",
    brands: "Marcas",
    posters: "Pôsteres",
    outOfStock: "Sem estoque",
    offers: "Em oferta",
  },
  activityTitle: "Últimas ações",
  activityEmpty: "Nenhuma ação registrada ainda.",
  who: "Quem",
  what: "O quê",
  when: "Quando",
  system: "Sistema",
  actions: {
    create: "Criou",
    update: "Alterou",
    delete: "Excluiu",
    reorder: "Reordenou",
    settings: "Alterou",
    import: "Importou",
  },
  entities: {
    product: "produto",
    brand: "marca",
    poster: "pôster",
    api_token: "token de API",
    store_profile: "as configurações da loja",
    brands: "as marcas",
    posters: "os pôsteres",
    products: "produtos",
    /** A bulk edit of the product table and its undo (issue #18): "Alterou produtos em massa, alteração #3". */
    bulk_change: "produtos em massa, alteração",
  },
  /** An import's audit entry (issue #18): what it did. */
  importCounts: "novos: {created}, alterados: {updated}, sem mudança: {unchanged}",
  userActions: {
    addAdmin: "Adicionou o administrador",
    removeAdmin: "Removeu a função de administrador de",
    deactivate: "Desativou a conta de",
    reactivate: "Reativou a conta de",
    endSession: "Encerrou uma sessão",
  },
} as const;
