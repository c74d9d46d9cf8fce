import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { listSitemapPages } from "~/.server/seo/sitemap.server";
import { sitemapXml } from "~/lib/seo/sitemap";

/** `/sitemap.xml`: every public page in both languages, with alternates and lastmod (issue 7). */
export async function loader() {
  const pages = await listSitemapPages(getDb());
  return new Response(sitemapXml(getEnv().BASE_URL, pages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
