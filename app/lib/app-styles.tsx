import { createContext, useContext, useState } from "react";

/**
 * The text of a built client asset, by its URL path (`/assets/root-….css`). Only the production
 * server can read its build (server/app.ts hands the reader over in the load context and
 * entry.server.tsx puts it here); under the dev server and in tests there is none.
 */
export type AssetReader = (href: string) => string | undefined;

export const AssetReaderContext = createContext<AssetReader | undefined>(undefined);

/** The load context's reader, a plain property for the same reason as the CSP nonce's. */
export interface AssetReaderCarrier {
  readAsset?: AssetReader;
}

export function assetReaderOf(loadContext: unknown): AssetReader | undefined {
  const read = (loadContext as AssetReaderCarrier | null | undefined)?.readAsset;
  return typeof read === "function" ? read : undefined;
}

const ID = "app-css";

/**
 * The site's one stylesheet, inlined in the document when the server can read it: a shopper's
 * first page paints without waiting for a second request, which on a phone over roaming data is
 * a round trip of its own (7 kB gzip, sent with every document;
 * docs/decisions/035-first-paint-before-javascript.md). Otherwise, and in the browser when the
 * server sent a link, a plain stylesheet link.
 *
 * The browser renders what the server sent: it reads the inlined text back from the document
 * rather than shipping the stylesheet a second time inside the JavaScript.
 */
export function AppStyles({ href }: { href: string }) {
  const read = useContext(AssetReaderContext);
  const [css] = useState(() =>
    read
      ? read(href)
      : typeof document === "undefined"
        ? undefined
        : (document.getElementById(ID)?.textContent ?? undefined),
  );
  if (css === undefined) {
    // Vitest renders routes without building their styles: the stylesheet's URL is then empty.
    return href ? <link rel="stylesheet" href={href} /> : null;
  }
  return <style id={ID} dangerouslySetInnerHTML={{ __html: inlineCss(css) }} />;
}

/** The last stylesheet made safe to inline, kept: every page inlines the same 50 kB. */
let inlined: { css: string; html: string } | undefined;

/** A style element's text ends at the first "</style": CSS never needs one, and `\/` is `/`. */
function inlineCss(css: string): string {
  if (inlined?.css !== css) inlined = { css, html: css.replace(/<\/style/gi, "<\\/style") };
  return inlined.html;
}
