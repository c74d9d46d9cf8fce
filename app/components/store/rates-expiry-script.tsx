import { useNonce } from "~/lib/csp-nonce";
import { ratesExpiryScript } from "~/lib/rates-expiry";
import { useStoreLayout } from "./use-store-layout";

/**
 * Hides every currency hint of the page once the rates pass their maximum age, while it is open
 * or when a copy kept earlier is shown (app/lib/rates-expiry.ts; docs/decisions/054). The store
 * layout renders it before any hint; it runs once, as the document is parsed, and React does not
 * run it again. Nothing when the page was rendered without fresh rates.
 */
export function RatesExpiryScript() {
  const rates = useStoreLayout()?.currency;
  const nonce = useNonce();
  if (!rates) return null;
  return (
    <script
      nonce={nonce}
      // The browser hides a nonce from the DOM; the one React would compare it to is the server's.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: ratesExpiryScript(Date.parse(rates.expiresAt)) }}
    />
  );
}
