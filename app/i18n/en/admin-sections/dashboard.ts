import type { adminDashboardPt } from "../../pt/admin-sections/dashboard";
import type { Widen } from "../../widen";

export const adminDashboardEn: Widen<typeof adminDashboardPt> = {
  title: "Dashboard",
  countsLabel: "Store figures",
  counts: {
    products: "Products",
    admins: "Active administrators",
    categories: "Categories",
    brands: "Brands",
    posters: "Posters",
    outOfStock: "Out of stock",
    offers: "On offer",
  },
  activityTitle: "Latest actions",
  activityEmpty: "No actions recorded yet.",
  who: "Who",
  what: "What",
  when: "When",
  system: "System",
  actions: {
    create: "Created",
    update: "Changed",
    delete: "Deleted",
    reorder: "Reordered",
    settings: "Changed",
    import: "Imported",
  },
  entities: {
    product: "product",
    brand: "brand",
    poster: "poster",
    api_token: "API token",
    store_profile: "the store settings",
    brands: "the brands",
    posters: "the posters",
    products: "products",
    bulk_change: "products in bulk, change",
  },
  importCounts: "new: {created}, changed: {updated}, unchanged: {unchanged}",
  userActions: {
    addAdmin: "Added the administrator",
    removeAdmin: "Removed the administrator role of",
    deactivate: "Deactivated the account of",
    reactivate: "Reactivated the account of",
    endSession: "Ended a session",
  },
};
