import { useNavigation } from "react-router";
import { language } from "~/i18n/languages";
import { localeFromPath } from "~/i18n/locale";
import { useMessages } from "~/i18n/use-messages";
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

/** True while the client loads a product list (a sort, a page, another category...). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && isListPath(navigation.location.pathname);
}

/**
 * docs/decisions/032-storefront-display-rules.md: while a product list loads on the client,
 * "Carregando produtos..." / "Loading products...". The live region stays in the page so the change
 * is announced.
 */
export function ListLoadingStatus() {
  const t = useMessages().catalog.list;
  const loading = useListLoading();
  return (
    <p role="status" aria-live="polite" className={loading ? "my-3 text-sm text-gray-700" : ""}>
      {loading ? (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand"
          />
          {t.loading}
        </span>
      ) : null}
    </p>
  );
}
