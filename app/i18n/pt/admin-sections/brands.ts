/** Portuguese texts of the back office's brands section. */
export const adminBrandsPt = {
  title: "Marcas",
  total: { one: "{count} marca", other: "{count} marcas" },
  addTitle: "Adicionar marca",
  name: "Nome da marca",
  logo: "Logotipo",
  newLogo: "Novo logotipo",
  submit: "Adicionar marca",
  nameRequired: "Informe o nome da marca.",
  logoRequired: "Envie um logotipo.",
  confirmDelete: "Excluir esta marca?",
  empty: "Nenhuma marca cadastrada.",
  address: "Endereço na loja: /{slug}",
  listLabel: "Marcas, na ordem da loja",
  editLabel: "Editar {name}",
} as const;
