import { useEffect } from "react";
import { useLocation } from "react-router";

// Each page a shopper sees (the first and every one after, as the app moves
// between pages) is counted once the browser is idle, by a module loaded only then, so the beacon
// costs the page's loading nothing. Pages opened without JavaScript are not counted, by design.

/** Runs `work` when the browser is idle (or soon, where it cannot say); answers a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

/** Sends the page's view: what its `data-insight` elements name. Renders nothing. */
export function PageInsights() {
  const { key } = useLocation();
  useEffect(
    () => whenIdle(() => void import("~/lib/insights-beacon").then((m) => m.trackPage())),
    [key],
  );
  return null;
}

/** Counts a quote-list add, by the same module, loaded when it is first needed. */
export function trackQuoteAdd(productId: number): void {
  void import("~/lib/insights-beacon").then((m) =>
    m.sendEvents([{ kind: "quote_add", id: productId }]),
  );
}

type MarkProps =
  | { kind: "product_view" | "category_view" | "brand_view"; id: number }
  | { kind: "search"; q: string; results: number };

/** Names what the page shows, for PageInsights to count: an invisible, empty element. */
export function InsightMark(props: MarkProps) {
  return props.kind === "search" ? (
    <span
      hidden
      data-insight="search"
      data-insight-q={props.q}
      data-insight-results={props.results}
    />
  ) : (
    <span hidden data-insight={props.kind} data-insight-id={props.id} />
  );
}
