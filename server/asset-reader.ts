import { readFileSync } from "node:fs";
import path from "node:path";
import type { AssetReader } from "../app/lib/app-styles";

/**
 * Reads a built stylesheet (for root.tsx to inline) or the islands' manifest once, by its URL
 * path; undefined for anything but a stylesheet or JSON file of the build's assets folder, or one
 * that cannot be read.
 */
export function assetReader(assetsDir: string): AssetReader {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    const name = /^\/assets\/([\w.-]+\.(?:css|json))$/.exec(href)?.[1];
    if (!name) return undefined;
    if (!texts.has(name)) {
      let text: string | undefined;
      try {
        text = readFileSync(path.join(assetsDir, name), "utf8");
      } catch {
        text = undefined;
      }
      texts.set(name, text);
    }
    return texts.get(name);
  };
}
