import { language } from "~/i18n/languages";
import { localeFromPath } from "~/i18n/locale";
import { isReservedSlug } from "~/lib/slug";

/**
 * Whether a path, in any language, is a product list: all products, a category, offers, search
 * or a brand.
 */
export function isListPath(pathname: string): boolean {
  const bare = pathname.slice(language(localeFromPath(pathname)).prefix.length);
  const parts = bare.split("/").filter(Boolean);
  const [first] = parts;
  if (first === undefined) return false;
  if (first === "produtos") return parts.length <= 2;
  if (first === "ofertas" || first === "busca") return parts.length === 1;
  return parts.length === 1 && !isReservedSlug(safeDecode(first));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
