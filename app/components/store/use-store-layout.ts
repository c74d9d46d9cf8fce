import { createContext, useContext } from "react";
import type { Locale } from "~/i18n/locale";
import type { CurrencyRates } from "~/lib/currency-hint";
import type { StoreSeoContext } from "~/lib/seo/meta";
import type { StoreProfile } from "~/lib/store-profile";
import type { NavCategory } from "./category-nav";

/**
 * What the store layout's loader (app/routes/store/layout.tsx) gives every store page. Written
 * here rather than read from the route module, so components need not import routes; the loader
 * checks its answer against it with `satisfies`.
 */
export interface StoreLayoutData {
  locale: Locale;
  origin: string;
  seo: StoreSeoContext;
  categories: NavCategory[];
  profile: StoreProfile;
  /** The rates of the currency hint, while fresh; null hides it (docs/decisions/054). */
  currency: CurrencyRates | null;
}

/**
 * The store layout's data for the components below it: the layout provides it; an island that
 * reads it (the quote list's price hints) is given the part it reads. Absent when it was never
 * read (it may be what failed).
 */
const StoreLayoutContext = createContext<Partial<StoreLayoutData> | undefined>(undefined);

export const StoreLayoutProvider = StoreLayoutContext.Provider;

export function useStoreLayout(): Partial<StoreLayoutData> | undefined {
  return useContext(StoreLayoutContext);
}
