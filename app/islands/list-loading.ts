import { isListPath } from "~/lib/list-path";

// docs/decisions/032-storefront-display-rules.md: while a product list loads, "Carregando
// produtos..." / "Loading products...". Between store pages a list is a page load
// (docs/decisions/064-store-islands.md), so the page being left says it, in the live region
// the server rendered (ListLoadingStatus, `data-list-loading` holds the text).

const SPINNER =
  "inline-block size-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand";

/** Shows the loading text when `href` is a product list of this site. */
export function announceListLoading(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || !isListPath(url.pathname)) return;
  const region = document.querySelector<HTMLElement>("[data-list-loading]");
  if (!region) return;
  const line = document.createElement("span");
  line.className = "inline-flex items-center gap-2";
  const spinner = document.createElement("span");
  spinner.className = SPINNER;
  spinner.setAttribute("aria-hidden", "true");
  line.append(spinner, region.dataset.listLoading ?? "");
  region.className = "my-3 text-sm text-gray-700";
  region.replaceChildren(line);
}

function clear(): void {
  const region = document.querySelector<HTMLElement>("[data-list-loading]");
  if (!region) return;
  region.className = "";
  region.replaceChildren();
}

/** Announces the loading of a list opened by a link or a GET form of the page. */
export function watchListLoading(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) {
      return;
    }
    if (link.hash && link.pathname === window.location.pathname) return;
    announceListLoading(link.href);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (form.method.toLowerCase() === "get") announceListLoading(form.action);
  });
  // A page restored from the back-forward cache is the list it was, loaded.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) clear();
  });
}
