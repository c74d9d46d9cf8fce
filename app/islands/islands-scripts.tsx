import { useContext } from "react";
import { AssetReaderContext } from "~/lib/app-styles";

/** Where the build put the islands' entry (scripts/build-islands.mjs writes it). */
export const ISLANDS_MANIFEST = "/assets/islands.json";

export interface IslandsManifest {
  /** The entry's URL path. */
  entry: string;
  /** The chunks the entry imports before it runs. */
  imports: string[];
  /** Each language's store texts, by language code. */
  texts: Record<string, string>;
}

let cached: IslandsManifest | null | undefined;

/** The islands' build, when the production server can read it; none under the dev server. */
export function useIslandsManifest(): IslandsManifest | null {
  const read = useContext(AssetReaderContext);
  if (!read) return null;
  if (cached === undefined) {
    const text = read(ISLANDS_MANIFEST);
    cached = text ? (JSON.parse(text) as IslandsManifest) : null;
  }
  return cached;
}

/**
 * The next store page loads ahead of the click: a link the pointer rests on (or a finger presses)
 * is prefetched, so a page change, a whole document since store pages have no client router
 * (docs/decisions/064), starts with the page already here. Chromium's Speculation Rules; other
 * browsers ignore them. The back office, the API and media are left out, and so is any link marked
 * nofollow.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin*" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/media/*" } },
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** The store's one script: the islands' entry, after the page (docs/decisions/064). */
export function IslandsScripts({
  manifest,
  locale,
  nonce,
}: {
  manifest: IslandsManifest;
  locale: string;
  nonce?: string;
}) {
  const texts = manifest.texts[locale];
  return (
    <>
      {[...manifest.imports, ...(texts ? [texts] : [])].map((href) => (
        // Low priority: the page is usable before they run, and the pictures come first
        // (app/.server/render/low-priority-modules.server.ts says why).
        <link key={href} rel="modulepreload" fetchPriority="low" href={href} nonce={nonce} />
      ))}
      <script type="module" src={manifest.entry} nonce={nonce} />
      <script
        type="speculationrules"
        nonce={nonce}
        // A constant of this module: nothing a shopper sends reaches it.
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
    </>
  );
}
