import { localeFromPath } from "~/i18n/locale";
import { loadMessages } from "~/i18n/messages";
import { watchHeaderVisibility } from "./header-visibility";
import { fallBackOnImageErrors } from "./image-fallback";
import { watchListLoading } from "./list-loading";
import { closeMenusOutside } from "./menus";
import { islandLoader } from "./registry";

// The store's browser entry (docs/decisions/064-store-islands.md): no React Router, no React
// until an island needs it. Once the page has loaded, each island (<vitrine-island>) is hydrated
// on its own root, one per task; those marked "visible" wait until they come into view. Each gets
// `data-hydrated` once React has committed it. Without JavaScript, or before this runs, the page
// is the server's HTML.

const locale = localeFromPath(window.location.pathname);
const texts = loadMessages(locale);

// What plain DOM does, at once: cheap, and the page's own HTML stays as the server sent it.
const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) watchHeaderVisibility(header);
closeMenusOutside();
fallBackOnImageErrors();
watchListLoading();
// The page's view, counted once the browser is idle (docs/decisions/059-insights.md).
// Offline (a page the service worker kept) or failed, nothing is counted.
idle()
  .then(() => import("~/lib/insights-beacon"))
  .then((m) => m.trackPage())
  .catch(() => {});

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 50);
  });
}

/** A new task: the next message on a channel (not a timer, which a busy page or a test delays). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function hydrate(element: HTMLElement): Promise<void> {
  const load = islandLoader(element.dataset.island ?? "");
  if (!load) return;
  const [{ hydrateIsland }, Component] = await Promise.all([
    import("./hydrate"),
    load(),
    texts,
  ]).then(([module, component]) => [module, component] as const);
  await nextTask();
  hydrateIsland(element, Component, locale);
}

/** An island whose code cannot load (offline, a page kept by the service worker) stays HTML. */
function stayAsServed(): void {}

function start(): void {
  const islands = [...document.querySelectorAll<HTMLElement>("vitrine-island[data-island]")];
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>("vitrine-island");
      if (island) hydrate(island).catch(stayAsServed);
    }
  });
  for (const island of islands) {
    // An island's own box is `display: contents`: its first child is what comes into view.
    if (island.dataset.when === "visible") inView.observe(island.firstElementChild ?? island);
    else hydrate(island).catch(stayAsServed);
  }
}

if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
