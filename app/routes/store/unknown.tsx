import { redirect } from "react-router";
import { localeFromPath, localePath } from "~/i18n/locale";
import type { Route } from "./+types/unknown";

/**
 * docs/decisions/017-unknown-paths-and-not-found.md: redirect to the home page of the path's
 * language.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath(localeFromPath(new URL(request.url).pathname), "/"));
}
