import { useSyncExternalStore } from "react";
import { VARIANT_CHOSEN, VARIANT_PARAM, hrefWithVariant } from "~/lib/variant-url";

// The product page's chosen variant, shared by its islands (the picker and the gallery, each on a
// root of its own: docs/decisions/064-store-islands.md) through the page's address: the picker
// writes it, every island that shows the variant reads it.

function subscribe(onChange: () => void): () => void {
  window.addEventListener(VARIANT_CHOSEN, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(VARIANT_CHOSEN, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const inAddress = () => new URLSearchParams(window.location.search).get(VARIANT_PARAM);

/**
 * The `?variante=` the page's address holds, else the server's choice; while hydrating, the
 * server's choice (what its HTML shows), then the address's if another variant was chosen before.
 */
export function useChosenVariant(serverChoice: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => inAddress() ?? serverChoice,
    () => serverChoice,
  );
}

/**
 * Chooses a variant without a reload: into the address (replacing it, so Back leaves the product
 * instead of stepping through choices) and to every island that shows it.
 */
export function showVariant(key: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(VARIANT_PARAM, key);
  // The history entry's state is kept: where the whole page hydrates (the dev server), React
  // Router keeps its own there.
  window.history.replaceState(window.history.state, "", url);
  // The links to this page in the other languages (the header's language menu, server HTML; the
  // language hint) were rendered with the page's first choice: they take the new one.
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
    link.setAttribute("href", hrefWithVariant(link.getAttribute("href") ?? "", key, url.href));
  }
  window.dispatchEvent(new Event(VARIANT_CHOSEN));
}
