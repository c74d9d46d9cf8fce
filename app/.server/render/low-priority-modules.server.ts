import { Transform, type TransformCallback } from "node:stream";

// React Router's <Scripts> preloads every module a page hydrates with (about 125 kB gzip), and
// React hoists those links into the document's head, where the browser fetches them at high
// priority, alongside the stylesheet-free document and ahead of the page's pictures. On a phone's
// slow link they then compete with the picture a shopper is waiting for, though none of them is
// needed to paint: the page is server-rendered and usable before they run. <Scripts> takes no
// attribute for its preload links, so the document's head is rewritten on its way out to give
// them `fetchpriority="low"`: the pictures and the text come first, hydration follows.

const HEAD_END = "</head>";
const PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/** Rewrites module preload links in the head; the body passes through untouched. */
export function lowPriorityModulePreloads(): Transform {
  let pending = ""; // latin1: one char per byte, so any UTF-8 passes through unchanged
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      let text = pending + chunk.toString("latin1");
      pending = "";
      const end = text.indexOf(HEAD_END);
      if (end !== -1) {
        inHead = false;
        const head = text.slice(0, end).replace(PRELOAD, '$& fetchpriority="low"');
        return callback(null, Buffer.from(head + text.slice(end), "latin1"));
      }
      // A tag cut by the chunk boundary waits for the rest of it.
      const open = text.lastIndexOf("<");
      if (open !== -1 && text.indexOf(">", open) === -1) {
        pending = text.slice(open);
        text = text.slice(0, open);
      }
      callback(null, Buffer.from(text.replace(PRELOAD, '$& fetchpriority="low"'), "latin1"));
    },
    flush(callback: TransformCallback) {
      callback(null, pending ? Buffer.from(pending, "latin1") : null);
    },
  });
}
