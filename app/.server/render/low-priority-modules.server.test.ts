import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-modules.server";

const HEAD =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>Ferramentas – Vitrine</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/media/p-400.webp" fetchPriority="high"/></head>';
const BODY =
  '<body><main><h1>Máquinas elétricas</h1><p>&lt;link rel="modulepreload" href="x"&gt;</p>' +
  '<link rel="modulepreload" href="/assets/late.js"/></main></body></html>';

/** The document cut into chunks of `size` bytes, as a stream may deliver it. */
async function rewrite(document: string, size: number): Promise<string> {
  const bytes = Buffer.from(document, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("module preloads go out at low priority, so a page's pictures and text come first", () => {
  it.each([1, 7, 64, 100_000])(
    "marks every preload in the head (chunks of %i bytes)",
    async (size) => {
      const out = await rewrite(HEAD + BODY, size);
      expect(out).toBe(
        HEAD.replaceAll(
          '<link rel="modulepreload"',
          '<link rel="modulepreload" fetchpriority="low"',
        ) + BODY,
      );
    },
  );

  it("leaves the page's image preload and everything after the head as they were", async () => {
    const out = await rewrite(HEAD + BODY, 16);
    expect(out).toContain(
      '<link rel="preload" as="image" href="/media/p-400.webp" fetchPriority="high"/>',
    );
    expect(out.slice(out.indexOf("</head>"))).toBe("</head>" + BODY);
  });

  it("passes a document without a head end through whole", async () => {
    const partial = '<html><head><link rel="modulepreload" href="/a.js"/><title>x';
    expect(await rewrite(partial, 5)).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><title>x',
    );
  });
});
