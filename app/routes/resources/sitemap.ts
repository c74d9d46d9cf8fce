import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { sitemapParts } from "~/.server/seo/sitemap.server";
import { versionedStream } from "~/.server/seo/versioned-stream.server";
import { sitemapIndexXml } from "~/lib/seo/sitemap";
import type { Route } from "./+types/sitemap";

const XML = "application/xml; charset=utf-8";

/**
 * `/sitemap.xml`: the sitemap index (issue #20 item 4) naming the store's pages, categories,
 * brands and the products' files (`/sitemap/:part`), each with its lastmod.
 */
export function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const origin = getEnv().BASE_URL;
  return versionedStream(db, request, XML, async () => {
    const index = sitemapIndexXml(origin, await sitemapParts(db, origin));
    return (async function* () {
      yield index;
    })();
  });
}
