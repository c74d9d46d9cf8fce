import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { sitemapPartPieces } from "~/.server/seo/sitemap.server";
import { versionedStream } from "~/.server/seo/versioned-stream.server";
import type { Route } from "./+types/sitemap-part";

const XML = "application/xml; charset=utf-8";

/**
 * `/sitemap/pages.xml`, `categories.xml`, `brands.xml`, `products-N.xml`: one part of the
 * sitemap index (issue #20 item 4), every page in each language with alternates, lastmod and
 * pictures; a part the index does not name is 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb();
  return versionedStream(db, request, XML, () =>
    sitemapPartPieces(db, getEnv().BASE_URL, params.part),
  );
}
