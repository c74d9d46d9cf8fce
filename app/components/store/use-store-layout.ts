import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
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

/** The store layout's data, or undefined when it was never read (it may be what failed). */
export function useStoreLayout(): StoreLayoutData | undefined {
  const locale = useLocale();
  return useRouteLoaderData<StoreLayoutData>(`${locale}/layout`);
}
