import { useContext, type ReactNode } from "react";
import { StoreLayoutProvider, useStoreLayout } from "~/components/store/use-store-layout";
import { PageLocationProvider, usePageLocation } from "~/i18n/use-messages";
import { IslandModeContext, IslandRendererContext } from "./island";

/** Rendered pieces by key: a piece's HTML is a function of its key alone (the caller's promise). */
const pieces = new Map<string, string>();
const MAX_PIECES = 4_000;

function remember(key: string, html: string): void {
  pieces.set(key, html);
  if (pieces.size > MAX_PIECES) {
    const oldest = pieces.keys().next().value;
    if (oldest !== undefined) pieces.delete(oldest);
  }
}

/** A short id prefix for the piece's own root (FNV-1a of its key), so pieces' ids differ. */
function prefixOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `s${(hash >>> 0).toString(36)}-`;
}

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
    remember(cacheKey, html);
  } else {
    // Most recently used last: the oldest goes first.
    pieces.delete(cacheKey);
    pieces.set(cacheKey, html);
  }
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
