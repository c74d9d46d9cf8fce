import type { adminBrandsPt } from "../../pt/admin-sections/brands";
import type { Widen } from "../../widen";

export const adminBrandsEn: Widen<typeof adminBrandsPt> = {
  title: "Brands",
  total: { one: "{count} brand", other: "{count} brands" },
  addTitle: "Add brand",
  name: "Brand name",
  logo: "Logo",
  newLogo: "New logo",
  submit: "Add brand",
  nameRequired: "Enter the brand name.",
  logoRequired: "Upload a logo.",
  confirmDelete: "Delete this brand?",
  empty: "No brands yet.",
  address: "Store address: /{slug}",
  listLabel: "Brands, in store order",
  editLabel: "Edit {name}",
};
