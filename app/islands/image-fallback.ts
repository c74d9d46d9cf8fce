import { PLACEHOLDER_IMAGE } from "~/lib/media-url";

/**
 * Every product picture (`img[data-fallback]`) falls back to the placeholder when it fails to
 * load (docs/decisions/032-storefront-display-rules.md): those that failed before this ran, and
 * any that fails later. One listener for the document, so the pictures stay server HTML.
 */
export function fallBackOnImageErrors(): void {
  const swap = (img: HTMLImageElement) => {
    if (img.getAttribute("src") === PLACEHOLDER_IMAGE) return;
    img.removeAttribute("srcset");
    img.removeAttribute("sizes");
    img.src = PLACEHOLDER_IMAGE;
  };
  document.addEventListener(
    "error",
    (event) => {
      const img = event.target;
      if (img instanceof HTMLImageElement && img.hasAttribute("data-fallback")) swap(img);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) swap(img);
  }
}
