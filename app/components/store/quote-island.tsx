import type { ComponentProps } from "react";
import type { CurrencyRates } from "~/lib/currency-hint";
import { QuoteListView } from "./quote-list-view";
import { StoreLayoutProvider } from "./use-store-layout";

/** The quote page's list as an island: it gets the rates its price hints read, and nothing else. */
export function QuoteIsland({
  currency,
  ...list
}: ComponentProps<typeof QuoteListView> & { currency: CurrencyRates | null }) {
  return (
    <StoreLayoutProvider value={{ currency }}>
      <QuoteListView {...list} />
    </StoreLayoutProvider>
  );
}
