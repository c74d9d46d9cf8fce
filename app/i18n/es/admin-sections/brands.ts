import type { adminBrandsPt } from "../../pt/admin-sections/brands";
import type { Widen } from "../../widen";

export const adminBrandsEs: Widen<typeof adminBrandsPt> = {
  title: "Marcas",
  total: { one: "{count} marca", other: "{count} marcas" },
  addTitle: "Agregar marca",
  name: "Nombre de la marca",
  logo: "Logotipo",
  newLogo: "Nuevo logotipo",
  submit: "Agregar marca",
  nameRequired: "Ingrese el nombre de la marca.",
  logoRequired: "Suba un logotipo.",
  confirmDelete: "¿Eliminar esta marca?",
  empty: "Todavía no hay marcas.",
  address: "Dirección en la tienda: /{slug}",
  listLabel: "Marcas, en el orden de la tienda",
  editLabel: "Editar {name}",
};
