import { getEnv } from "~/.server/env";
import { robotsTxt } from "~/lib/seo/sitemap";

/** `/robots.txt`: no back office, no API; the sitemap on the public origin. */
export function loader() {
  return new Response(robotsTxt(getEnv().BASE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
