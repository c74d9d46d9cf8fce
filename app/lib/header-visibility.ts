/**
 * docs/product-rules.md §2 "Header" and §9 constants: the header hides when scrolling down past 50
 * px, is shown at the top (10 px or less), and reappears 1200 ms after scrolling up. The rule lives
 * here as a pure state machine; the header component only feeds it scroll positions and wakes it
 * with a timer.
 */
export const HEADER_TOP_PX = 10;
export const HEADER_HIDE_AFTER_PX = 50;
export const HEADER_REAPPEAR_MS = 1200;

export interface HeaderVisibility {
  visible: boolean;
  /** The last scroll position seen, to tell scrolling down from scrolling up. */
  lastY: number;
  /** When hidden and scrolled up: the time (ms) at which the header shows again. */
  showAt: number | null;
}

export const INITIAL_HEADER_VISIBILITY: HeaderVisibility = {
  visible: true,
  lastY: 0,
  showAt: null,
};

/** The state after the page scrolled to `y` at time `now` (ms). */
export function onHeaderScroll(state: HeaderVisibility, y: number, now: number): HeaderVisibility {
  if (y <= HEADER_TOP_PX) return { visible: true, lastY: y, showAt: null };
  if (y > state.lastY) {
    // Scrolling down: hide past the threshold and forget any pending reappearance.
    return y > HEADER_HIDE_AFTER_PX
      ? { visible: false, lastY: y, showAt: null }
      : { ...state, lastY: y };
  }
  if (y < state.lastY && !state.visible) {
    // Scrolling up: the first upward move starts the delay; more upward moves do not restart it.
    return { visible: false, lastY: y, showAt: state.showAt ?? now + HEADER_REAPPEAR_MS };
  }
  return { ...state, lastY: y };
}

/** The state once time `now` (ms) has come: a due reappearance shows the header. */
export function onHeaderTick(state: HeaderVisibility, now: number): HeaderVisibility {
  if (state.showAt !== null && now >= state.showAt)
    return { ...state, visible: true, showAt: null };
  return state;
}
