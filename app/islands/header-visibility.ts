import {
  INITIAL_HEADER_VISIBILITY,
  onHeaderScroll,
  onHeaderTick,
  type HeaderVisibility,
} from "~/lib/header-visibility";

/**
 * Applies the header visibility rule (app/lib/header-visibility.ts) to the window's scrolling:
 * the store header (`data-site-header`) gets `data-hidden` while it is to be hidden. Plain DOM,
 * so the header itself stays server HTML.
 */
export function watchHeaderVisibility(header: HTMLElement): void {
  let state: HeaderVisibility = INITIAL_HEADER_VISIBILITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = (next: HeaderVisibility) => {
    state = next;
    header.toggleAttribute("data-hidden", !next.visible);
  };
  const onScroll = () => {
    const now = Date.now();
    const before = state;
    const next = onHeaderScroll(before, window.scrollY, now);
    if (next.showAt !== before.showAt) {
      clearTimeout(timer);
      if (next.showAt !== null) {
        timer = setTimeout(() => apply(onHeaderTick(state, Date.now())), next.showAt - now);
      }
    }
    apply(next);
  };
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });
}
