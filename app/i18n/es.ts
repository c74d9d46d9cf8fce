import { adminEs } from "./es/admin";
import { adminAttributesEs } from "./es/admin-sections/attributes";
import { adminBrandsEs } from "./es/admin-sections/brands";
import { adminCatalogueImportEs } from "./es/admin-sections/catalogue-import";
import { adminCommonEs } from "./es/admin-sections/common";
import { adminDashboardEs } from "./es/admin-sections/dashboard";
import { adminEnquiriesEs } from "./es/admin-sections/enquiries";
import { adminFieldsEs } from "./es/admin-sections/fields";
import { adminGalleryEs } from "./es/admin-sections/gallery";
import { adminImageEs } from "./es/admin-sections/image";
import { adminImportPageEs } from "./es/admin-sections/import-page";
import { adminInsightsEs } from "./es/admin-sections/insights";
import { adminOutboxEs } from "./es/admin-sections/outbox";
import { adminPostersEs } from "./es/admin-sections/posters";
import { adminProductFormEs } from "./es/admin-sections/product-form";
import { adminProductsEs } from "./es/admin-sections/products";
import { adminProductTableEs } from "./es/admin-sections/product-table";
import { adminSettingsEs } from "./es/admin-sections/settings";
import { adminToastsEs } from "./es/admin-sections/toasts";
import { adminUsersEs } from "./es/admin-sections/users";
import { adminVariantsEs } from "./es/admin-sections/variants";
import { adminScheduleEs } from "./es/admin-sections/schedule";
import { adminLinksEs } from "./es/admin-sections/links";
import { adminDocumentsEs } from "./es/admin-sections/documents";
import { apiEs } from "./es/api";
import { comparePageEs } from "./es/compare-page";
import { filtersEs } from "./es/filters";
import { quotePageEs } from "./es/quote-page";
import { unavailableEs } from "./es/unavailable";
import { publicEs } from "./public-es";
import type { Messages } from "./pt";

export const es: Messages = {
  ...publicEs,
  admin: adminEs,
  adminSections: {
    common: adminCommonEs,
    toasts: adminToastsEs,
    fields: adminFieldsEs,
    image: adminImageEs,
    gallery: adminGalleryEs,
    dashboard: adminDashboardEs,
    products: adminProductsEs,
    productTable: adminProductTableEs,
    productForm: adminProductFormEs,
    brands: adminBrandsEs,
    posters: adminPostersEs,
    settings: adminSettingsEs,
    users: adminUsersEs,
    catalogueImport: adminCatalogueImportEs,
    importPage: adminImportPageEs,
    enquiries: adminEnquiriesEs,
    outbox: adminOutboxEs,
    insights: adminInsightsEs,
    attributes: adminAttributesEs,
    variants: adminVariantsEs,
    schedule: adminScheduleEs,
    links: adminLinksEs,
    documents: adminDocumentsEs,
  },
  api: apiEs,
  /** The lists' filters: sent with a list's data (app/lib/filter-panel.ts), not in every page's catalogue. */
  filters: filtersEs,
  /** The compare page's texts: sent with its data, not in every page's catalogue. */
  comparePage: comparePageEs,
  /** The quote list page's texts: sent with its data, not in every page's catalogue. */
  quotePage: quotePageEs,
  /** The page a shopper gets while the database does not answer (server-rendered only). */
  unavailable: unavailableEs,
};
