import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { listSitemapPages } from "~/.server/seo/sitemap.server";
import { sitemapPieces } from "~/lib/seo/sitemap";

/**
 * `/sitemap.xml`: every public page in every language, with alternates and lastmod (issue 7),
 * streamed piece by piece (the page cache leaves it alone: server/page-cache.ts).
 */
export async function loader() {
  const pages = await listSitemapPages(getDb());
  const pieces = sitemapPieces(getEnv().BASE_URL, pages);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
