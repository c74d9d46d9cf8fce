import type { adminDashboardPt } from "../../pt/admin-sections/dashboard";
import type { Widen } from "../../widen";

export const adminDashboardEs: Widen<typeof adminDashboardPt> = {
  title: "Panel",
  countsLabel: "Números de la tienda",
  counts: {
    products: "Productos",
    admins: "Administradores activos",
    categories: "Categorías",
    brands: "Marcas",
    posters: "Afiches",
    outOfStock: "Sin stock",
    offers: "En oferta",
  },
  newEnquiries: "Presupuestos nuevos esta semana",
  newEnquiriesLink: "Ver los nuevos",
  enquiryStatus: "Modificó el presupuesto {reference}: {from} → {to}",
  enquiryNotes: "Modificó las notas del presupuesto {reference}",
  activityTitle: "Últimas acciones",
  activityEmpty: "Todavía no hay acciones registradas.",
  who: "Quién",
  what: "Qué",
  when: "Cuándo",
  system: "Sistema",
  // Read as "Creó el producto “Taladro”" (app/routes/admin/+dashboard/activity.ts): Spanish
  // wants the article that the Portuguese and English phrases leave out.
  actions: {
    create: "Creó",
    update: "Modificó",
    delete: "Eliminó",
    reorder: "Reordenó",
    settings: "Modificó",
    import: "Importó",
  },
  entities: {
    enquiry: "el presupuesto",
    product: "el producto",
    brand: "la marca",
    poster: "el afiche",
    api_token: "el token de API",
    store_profile: "la configuración de la tienda",
    brands: "las marcas",
    posters: "los afiches",
    products: "productos",
    bulk_change: "productos en lote, cambio",
  },
  importCounts: "nuevos: {created}, modificados: {updated}, sin cambios: {unchanged}",
  userActions: {
    addAdmin: "Agregó al administrador",
    removeAdmin: "Quitó el rol de administrador a",
    deactivate: "Desactivó la cuenta de",
    reactivate: "Reactivó la cuenta de",
    endSession: "Cerró una sesión",
  },
};
