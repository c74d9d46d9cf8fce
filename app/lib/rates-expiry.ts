/**
 * The script a page with the currency hint carries (docs/decisions/054-currency-hint.md;
 * app/components/store/rates-expiry-script.tsx): once the rates' expiry passes, while the page is
 * open or when a page kept earlier (browser history, the offline service worker) is shown again,
 * it marks the document, and app.css hides every hint. It runs before the page's hints are parsed
 * and without React, so none shows for an instant either. Checked at least hourly and whenever
 * the page is shown again: a sleeping phone's timers lag. Its own module: every store page loads
 * it, pages without a price nothing else of the hint.
 */
export function ratesExpiryScript(expiresAt: number): string {
  return `(function(e){var d=document,t;function c(){clearTimeout(t);var l=e-Date.now();if(l>0)t=setTimeout(c,Math.min(l,36e5));else d.documentElement.setAttribute("data-rates-stale","")}c();d.addEventListener("visibilitychange",c);addEventListener("pageshow",c)})(${Math.trunc(expiresAt)})`;
}
