import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { AssetReaderContext, assetReaderOf } from "~/lib/app-styles";
import { NonceContext, nonceOf } from "~/lib/csp-nonce";
import { IslandRendererContext, type IslandRenderer } from "~/islands/island";

/** Each island of a store page on a root of its own (app/islands/island.tsx). */
const renderIsland: IslandRenderer = (element, idPrefix) =>
  renderToString(element, { identifierPrefix: idPrefix });

/**
 * What every server-rendered document reads besides React Router's contexts: the response's CSP
 * nonce (server/security-headers.ts), the asset reader that lets root.tsx inline the stylesheet
 * (app/lib/app-styles.tsx), and the islands' renderer. Both ways a document is rendered use it:
 * React Router's entry (app/entry.server.tsx) and the store's (./store-documents.server.tsx).
 */
export function DocumentProviders({
  loadContext,
  children,
}: {
  loadContext: unknown;
  children: ReactNode;
}) {
  return (
    <NonceContext.Provider value={nonceOf(loadContext)}>
      <AssetReaderContext.Provider value={assetReaderOf(loadContext)}>
        <IslandRendererContext.Provider value={renderIsland}>
          {children}
        </IslandRendererContext.Provider>
      </AssetReaderContext.Provider>
    </NonceContext.Provider>
  );
}
