import { getCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";

/**
 * The sitemap's and the feeds' answers: text written piece by piece
 * into the response (a products file is tens of megabytes: never one string), with an ETag of the
 * catalogue version, so a crawler that has the current file gets 304 without a read. The page
 * cache leaves these paths alone (server/page-cache.ts): they are cached by their version instead.
 * `pieces` answers null for a file there is none of (404).
 */
export async function versionedStream(
  db: Db,
  request: Request,
  contentType: string,
  pieces: (version: number) => Promise<AsyncIterable<string> | null>,
): Promise<Response> {
  const version = await getCatalogueVersion(db);
  // Weak: the same version is sent plain or compressed.
  const etag = `W/"catalogue-${version}"`;
  const headers = {
    "Content-Type": contentType,
    "Cache-Control": "public, max-age=3600",
    ETag: etag,
  };
  const known = request.headers.get("if-none-match");
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  if (known && known.split(",").some((tag) => bare(tag) === bare(etag))) {
    return new Response(null, { status: 304, headers });
  }
  const source = await pieces(version);
  if (!source) return new Response("Not found", { status: 404 });
  const iterator = source[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(body, { headers });
}
