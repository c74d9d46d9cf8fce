import { adminEn } from "./en/admin";
import { adminAttributesEn } from "./en/admin-sections/attributes";
import { adminBrandsEn } from "./en/admin-sections/brands";
import { adminCatalogueImportEn } from "./en/admin-sections/catalogue-import";
import { adminCommonEn } from "./en/admin-sections/common";
import { adminDashboardEn } from "./en/admin-sections/dashboard";
import { adminEnquiriesEn } from "./en/admin-sections/enquiries";
import { adminFieldsEn } from "./en/admin-sections/fields";
import { adminGalleryEn } from "./en/admin-sections/gallery";
import { adminImageEn } from "./en/admin-sections/image";
import { adminImportPageEn } from "./en/admin-sections/import-page";
import { adminInsightsEn } from "./en/admin-sections/insights";
import { adminOutboxEn } from "./en/admin-sections/outbox";
import { adminPostersEn } from "./en/admin-sections/posters";
import { adminProductFormEn } from "./en/admin-sections/product-form";
import { adminProductsEn } from "./en/admin-sections/products";
import { adminProductTableEn } from "./en/admin-sections/product-table";
import { adminSettingsEn } from "./en/admin-sections/settings";
import { adminToastsEn } from "./en/admin-sections/toasts";
import { adminUsersEn } from "./en/admin-sections/users";
import { adminVariantsEn } from "./en/admin-sections/variants";
import { adminScheduleEn } from "./en/admin-sections/schedule";
import { adminLinksEn } from "./en/admin-sections/links";
import { adminDocumentsEn } from "./en/admin-sections/documents";
import { apiEn } from "./en/api";
import { comparePageEn } from "./en/compare-page";
import { filtersEn } from "./en/filters";
import { quotePageEn } from "./en/quote-page";
import { unavailableEn } from "./en/unavailable";
import { publicEn } from "./public-en";
import type { Messages } from "./pt";

export const en: Messages = {
  ...publicEn,
  admin: adminEn,
  adminSections: {
    common: adminCommonEn,
    toasts: adminToastsEn,
    fields: adminFieldsEn,
    image: adminImageEn,
    gallery: adminGalleryEn,
    dashboard: adminDashboardEn,
    products: adminProductsEn,
    productTable: adminProductTableEn,
    productForm: adminProductFormEn,
    brands: adminBrandsEn,
    posters: adminPostersEn,
    settings: adminSettingsEn,
    users: adminUsersEn,
    catalogueImport: adminCatalogueImportEn,
    importPage: adminImportPageEn,
    enquiries: adminEnquiriesEn,
    outbox: adminOutboxEn,
    insights: adminInsightsEn,
    attributes: adminAttributesEn,
    variants: adminVariantsEn,
    schedule: adminScheduleEn,
    links: adminLinksEn,
    documents: adminDocumentsEn,
  },
  api: apiEn,
  /** The lists' filters: sent with a list's data (app/lib/filter-panel.ts), not in every page's catalogue. */
  filters: filtersEn,
  /** The compare page's texts: sent with its data, not in every page's catalogue. */
  comparePage: comparePageEn,
  /** The quote list page's texts: sent with its data, not in every page's catalogue. */
  quotePage: quotePageEn,
  /** The page a shopper gets while the database does not answer (server-rendered only). */
  unavailable: unavailableEn,
};
