import { useNavigation } from "react-router";
import { useTexts } from "~/i18n/use-texts";
import { isListPath } from "~/lib/list-path";

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
  const t = useTexts("catalog").list;
  const loading = useListLoading();
  // On store pages without the router's runtime, the islands' entry fills it in before a list's
  // page load (app/islands/list-loading.ts), from its data-loading text.
  return (
    <p
      role="status"
      aria-live="polite"
      data-list-loading={t.loading}
      className={loading ? "my-3 text-sm text-gray-700" : ""}
    >
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
