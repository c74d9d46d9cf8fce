/**
 * The disclosure menus (`<details data-menu>`, the language menu): they open and navigate as
 * plain HTML; this closes an open one on a click or focus elsewhere, and on Escape (focus back on
 * its button). One listener for the document, so the menus stay server HTML.
 */
export function closeMenusOutside(): void {
  const closeOutside = (event: Event) => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>(
      "details[data-menu][open]",
    )) {
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
  };
  document.addEventListener("click", closeOutside);
  document.addEventListener("focusin", closeOutside);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !(event.target instanceof Element)) return;
    const details = event.target.closest<HTMLDetailsElement>("details[data-menu][open]");
    if (!details) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  });
}
