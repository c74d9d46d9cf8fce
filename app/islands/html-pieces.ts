import type { PageLocation } from "~/i18n/use-messages";

/**
 * Rendered HTML by key, the least recently used dropped first past `maxEntries` pieces or
 * `maxChars` characters in all: the store's shared pieces (./static-html.tsx) and islands
 * (./island.tsx) are rendered once per key.
 */
export class HtmlPieces {
  private readonly pieces = new Map<string, string>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): string | undefined {
    const html = this.pieces.get(key);
    if (html !== undefined) {
      // Most recently used last: the oldest goes first.
      this.pieces.delete(key);
      this.pieces.set(key, html);
    }
    return html;
  }

  set(key: string, html: string): void {
    const size = (text: string) => key.length + text.length;
    const old = this.pieces.get(key);
    if (old !== undefined) {
      this.chars -= size(old);
      this.pieces.delete(key);
    }
    if (size(html) > this.maxChars) return;
    this.pieces.set(key, html);
    this.chars += size(html);
    while (this.pieces.size > this.maxEntries || this.chars > this.maxChars) {
      const [oldestKey, oldestHtml] = this.pieces.entries().next().value!;
      this.pieces.delete(oldestKey);
      this.chars -= oldestKey.length + oldestHtml.length;
    }
  }

  /** Characters held, keys included. */
  get size(): number {
    return this.chars;
  }
}

/**
 * The page's location as a piece sees it, noting whether the piece read its address: a piece
 * that reads only the language is the same on every page in that language.
 */
export function trackedLocation(page: PageLocation): {
  page: PageLocation;
  readAddress(): boolean;
} {
  let read = false;
  return {
    page: {
      locale: page.locale,
      get pathname() {
        read = true;
        return page.pathname;
      },
      get search() {
        read = true;
        return page.search;
      },
    },
    readAddress: () => read,
  };
}

/** A short id prefix for a piece's own root (FNV-1a of its key), so pieces' ids differ. */
export function prefixOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `s${(hash >>> 0).toString(36)}-`;
}
