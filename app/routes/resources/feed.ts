import { storeChrome } from "~/.server/catalogue/store-chrome.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { feedEnabled, feedFile, feedPieces } from "~/.server/feeds/feeds.server";
import { versionedStream } from "~/.server/seo/versioned-stream.server";
import { DEFAULT_LOCALE } from "~/i18n/languages";
import type { Route } from "./+types/feed";

/**
 * `/feeds/google.xml` (Google Merchant Center, RSS 2.0) and `/feeds/meta.csv` (Meta's catalogues),
 * and each in every other language of the shop (`google-en.xml`, `meta-es.csv`;
 * docs/decisions/058-product-feeds.md). A feed the administrator switched off, or a name there is
 * no feed of, is 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb();
  const file = feedFile(params.file);
  if (!file) return new Response("Not found", { status: 404 });
  const type = file.kind === "meta" ? "text/csv; charset=utf-8" : "application/xml; charset=utf-8";
  const response = await versionedStream(db, request, type, async () => {
    const { profile } = await storeChrome(db, DEFAULT_LOCALE);
    if (!feedEnabled(profile, file.kind)) return null;
    return feedPieces(db, getEnv().BASE_URL, profile, file);
  });
  // For shopping platforms, not for search results.
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}
