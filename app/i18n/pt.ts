import { adminPt } from "./pt/admin";
import { adminAttributesPt } from "./pt/admin-sections/attributes";
import { adminBrandsPt } from "./pt/admin-sections/brands";
import { adminCatalogueImportPt } from "./pt/admin-sections/catalogue-import";
import { adminCommonPt } from "./pt/admin-sections/common";
import { adminDashboardPt } from "./pt/admin-sections/dashboard";
import { adminEnquiriesPt } from "./pt/admin-sections/enquiries";
import { adminFieldsPt } from "./pt/admin-sections/fields";
import { adminGalleryPt } from "./pt/admin-sections/gallery";
import { adminImagePt } from "./pt/admin-sections/image";
import { adminImportPagePt } from "./pt/admin-sections/import-page";
import { adminInsightsPt } from "./pt/admin-sections/insights";
import { adminOutboxPt } from "./pt/admin-sections/outbox";
import { adminPostersPt } from "./pt/admin-sections/posters";
import { adminProductFormPt } from "./pt/admin-sections/product-form";
import { adminProductsPt } from "./pt/admin-sections/products";
import { adminProductTablePt } from "./pt/admin-sections/product-table";
import { adminSettingsPt } from "./pt/admin-sections/settings";
import { adminToastsPt } from "./pt/admin-sections/toasts";
import { adminUsersPt } from "./pt/admin-sections/users";
import { adminVariantsPt } from "./pt/admin-sections/variants";
import { adminSchedulePt } from "./pt/admin-sections/schedule";
import { adminLinksPt } from "./pt/admin-sections/links";
import { adminDocumentsPt } from "./pt/admin-sections/documents";
import { apiPt } from "./pt/api";
import { comparePagePt } from "./pt/compare-page";
import { filtersPt } from "./pt/filters";
import { quotePagePt } from "./pt/quote-page";
import { unavailablePt } from "./pt/unavailable";
import { publicPt } from "./public";
import type { Widen } from "./widen";

/** Portuguese: the source of every message key. en.ts must supply the same keys. */
export const pt = {
  ...publicPt,
  admin: adminPt,
  adminSections: {
    common: adminCommonPt,
    toasts: adminToastsPt,
    fields: adminFieldsPt,
    image: adminImagePt,
    gallery: adminGalleryPt,
    dashboard: adminDashboardPt,
    products: adminProductsPt,
    productTable: adminProductTablePt,
    productForm: adminProductFormPt,
    brands: adminBrandsPt,
    posters: adminPostersPt,
    settings: adminSettingsPt,
    users: adminUsersPt,
    catalogueImport: adminCatalogueImportPt,
    importPage: adminImportPagePt,
    enquiries: adminEnquiriesPt,
    outbox: adminOutboxPt,
    insights: adminInsightsPt,
    attributes: adminAttributesPt,
    variants: adminVariantsPt,
    schedule: adminSchedulePt,
    links: adminLinksPt,
    documents: adminDocumentsPt,
  },
  api: apiPt,
  /** The lists' filters: sent with a list's data (app/lib/filter-panel.ts), not in every page's catalogue. */
  filters: filtersPt,
  /** The compare page's texts: sent with its data, not in every page's catalogue. */
  comparePage: comparePagePt,
  /** The quote list page's texts: sent with its data, not in every page's catalogue. */
  quotePage: quotePagePt,
  /** The page a shopper gets while the database does not answer (server-rendered only). */
  unavailable: unavailablePt,
} as const;

export type Messages = Widen<typeof pt>;
