// docs/decisions/068-product-documents-and-videos.md: a product's video and the shop's map are a
// link until the shopper presses it (to the video's page, to the map; so it works without
// JavaScript); with JavaScript the press swaps the link's holder for the frame, and only then does
// the browser ask the video's or the map's host for anything. Plain DOM in the entry, no island:
// a few hundred bytes instead of React for one press.
import type { BeaconEvent } from "~/lib/insights";

/**
 * Rule: a pressed frame counts as a product's video played only when its link names the product
 * (`data-insight-video`, set by the product page's videos); the shop's map names none and counts
 * nothing.
 */
export function videoPlayOf(data: { insightVideo?: string }): BeaconEvent | null {
  const id = Number(data.insightVideo);
  return Number.isSafeInteger(id) && id > 0 ? { kind: "video_play", id } : null;
}

export function frameOnPress(): void {
  document.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      "a[data-frame-src]",
    );
    if (!link) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = link.dataset.frameSrc ?? "";
    frame.title = link.dataset.frameTitle ?? "";
    frame.className = link.dataset.frameClass ?? "";
    frame.allow = "autoplay; fullscreen; picture-in-picture; encrypted-media";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    (link.closest("[data-frame-holder]") ?? link).replaceWith(frame);
    frame.focus();
    const played = videoPlayOf(link.dataset);
    // Through the store's beacon (docs/decisions/059-insights.md), which respects the browser's
    // Do Not Track and Global Privacy Control; loaded only on a press, and never in the way.
    if (played)
      void import("~/lib/insights-beacon").then((m) => m.sendEvents([played])).catch(() => {});
  });
}
