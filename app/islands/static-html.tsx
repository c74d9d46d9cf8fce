import { useContext, type ReactNode } from "react";
import { StoreLayoutProvider, useStoreLayout } from "~/components/store/use-store-layout";
import { PageLocationProvider, usePageLocation } from "~/i18n/use-messages";
import { HtmlPieces, prefixOf } from "./html-pieces";
import { IslandModeContext, IslandRendererContext } from "./island";

/** Rendered pieces by key: a piece's HTML is a function of its key alone (the caller's promise). */
const pieces = new HtmlPieces(4_000, 6_000_000);

interface StaticHtmlProps {
  /** Everything the piece's HTML depends on (its data, language, options), as one string. */
  cacheKey: string;
  as?: "li" | "div";
  className?: string;
  children: ReactNode;
}

/**
 * A piece that many pages share (a product card, the footer), rendered once per key and reused
 * (docs/decisions/064-store-islands.md): on a store page without React Router's runtime, nobody
 * hydrates it, so its HTML can be kept as a string. Elsewhere (the dev server, tests, the back
 * office) it is its children, rendered in place. The piece may hold islands; it may read the
 * page's language and the store layout's currency rates, which must then be in the key.
 */
export function StaticHtml({ cacheKey, as: Tag = "div", className, children }: StaticHtmlProps) {
  const islands = useContext(IslandModeContext);
  const render = useContext(IslandRendererContext);
  const page = usePageLocation();
  const layout = useStoreLayout();
  if (!islands || !render) return <Tag className={className}>{children}</Tag>;
  let html = pieces.get(cacheKey);
  if (html === undefined) {
    html = render(
      <IslandRendererContext.Provider value={render}>
        <IslandModeContext.Provider value={islands}>
          <PageLocationProvider value={page}>
            <StoreLayoutProvider value={layout}>{children}</StoreLayoutProvider>
          </PageLocationProvider>
        </IslandModeContext.Provider>
      </IslandRendererContext.Provider>,
      prefixOf(cacheKey),
    );
    pieces.set(cacheKey, html);
  }
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
