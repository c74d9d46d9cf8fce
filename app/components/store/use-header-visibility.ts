import { useEffect, useRef, useState } from "react";
import {
  INITIAL_HEADER_VISIBILITY,
  onHeaderScroll,
  onHeaderTick,
  type HeaderVisibility,
} from "~/lib/header-visibility";

/** Applies the header visibility rule (app/lib/header-visibility.ts) to the window's scrolling. */
export function useHeaderVisibility(): boolean {
  const [visible, setVisible] = useState(true);
  const state = useRef<HeaderVisibility>(INITIAL_HEADER_VISIBILITY);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = (next: HeaderVisibility) => {
      state.current = next;
      setVisible(next.visible);
    };
    const onScroll = () => {
      const now = Date.now();
      const before = state.current;
      const next = onHeaderScroll(before, window.scrollY, now);
      if (next.showAt !== before.showAt) {
        clearTimeout(timer);
        if (next.showAt !== null) {
          timer = setTimeout(
            () => apply(onHeaderTick(state.current, Date.now())),
            next.showAt - now,
          );
        }
      }
      apply(next);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, []);

  return visible;
}
