import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { isSitemapPartName, sitemapPartPieces, sitemapParts } from "~/.server/seo/sitemap.server";
import { versionedStream } from "~/.server/seo/versioned-stream.server";
import { sitemapIndexXml } from "~/lib/seo/sitemap";
import type { Route } from "./+types/sitemap";

const XML = "application/xml; charset=utf-8";

/**
 * `/sitemap.xml`: the sitemap index naming the store's pages, categories,
 * brands and the products' files, each with its lastmod; `/sitemap.xml?part=NAME` one of them,
 * every page in each language with alternates, lastmod and pictures. A part the index does not
 * name is 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const origin = getEnv().BASE_URL;
  const part = new URL(request.url).searchParams.get("part");
  if (part !== null && !isSitemapPartName(part)) return new Response("Not found", { status: 404 });
  return versionedStream(db, request, XML, async () => {
    if (part !== null) return sitemapPartPieces(db, origin, part);
    const index = sitemapIndexXml(origin, await sitemapParts(db, origin));
    return (async function* () {
      yield index;
    })();
  });
}
