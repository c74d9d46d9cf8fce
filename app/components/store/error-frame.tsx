import { useRouteLoaderData } from "react-router";
import { useLocale } from "~/i18n/use-messages";
import { StoreChrome } from "./store-chrome";
import type { StoreLayoutData } from "./use-store-layout";

/**
 * The store's frame around the error page. When the store layout's data was read before the
 * error, the page keeps its navigation and footer; otherwise header and footer show without
 * the shop's data (it may be the very thing that failed).
 */
export function ErrorFrame({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  // Read from the router: the root's error page is outside the layout's provider.
  const layout = useRouteLoaderData<StoreLayoutData>(`${locale}/layout`);
  return (
    <StoreChrome
      locale={locale}
      categories={layout?.categories ?? []}
      profile={layout?.profile ?? null}
    >
      {children}
    </StoreChrome>
  );
}
