import { createContext, useContext } from "react";
import type { AdminAttributeCatalogue } from "~/lib/attribute-admin";

// The specifications' definitions on the products page, for the inline edit form of
// every row and card: given once by the page rather than through each list and row.

const AdminAttributes = createContext<AdminAttributeCatalogue>({ attributes: [], byCategory: {} });

export const AdminAttributesProvider = AdminAttributes.Provider;

/** The definitions the page's loader gave (none outside a provider). */
export function useAdminAttributes(): AdminAttributeCatalogue {
  return useContext(AdminAttributes);
}
