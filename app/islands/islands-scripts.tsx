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
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={manifest.entry} nonce={nonce} />
    </>
  );
}
