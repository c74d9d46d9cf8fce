import { localeFromPath } from "~/i18n/locale";
import { loadMessages } from "~/i18n/messages";
import { watchHeaderVisibility } from "./header-visibility";
import { fallBackOnImageErrors } from "./image-fallback";
import { watchListLoading } from "./list-loading";
import { watchConnection } from "./connection";
import { closeMenusOutside } from "./menus";
import { frameOnPress } from "./frame-on-press";
import { islandLoader } from "./registry";
import { isWakeReason, wakeOn } from "./wake";

// The store's browser entry (docs/decisions/064-store-islands.md): no React Router, no React
// until an island needs it. Each island (<vitrine-island>) is hydrated on its own root, one per
// task: on a shopper's first touch (most), once the page has loaded ("idle"), when it comes into
// view ("visible"), or when something it shows calls for it (./wake.ts). Each gets
// `data-hydrated` once React has committed it. Without JavaScript, or before this runs, the page
// is the server's HTML.

const locale = localeFromPath(window.location.pathname);
const texts = loadMessages(locale);

// What plain DOM does, at once: cheap, and the page's own HTML stays as the server sent it.
const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) watchHeaderVisibility(header);
closeMenusOutside();
watchConnection();
fallBackOnImageErrors();
watchListLoading();
frameOnPress();
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

/** Each island's hydration, once started: what a held click waits for. */
const waking = new WeakMap<HTMLElement, Promise<void>>();
/** Islands whose code could not load (offline, a page the service worker kept): plain HTML. */
const asServed = new WeakSet<HTMLElement>();

async function hydrate(element: HTMLElement): Promise<void> {
  const load = islandLoader(element.dataset.island ?? "");
  if (!load) throw new Error(`no island ${element.dataset.island ?? ""}`);
  const [{ hydrateIsland }, Component] = await Promise.all([
    import("./hydrate"),
    load(),
    texts,
  ]).then(([module, component]) => [module, component] as const);
  await nextTask();
  await hydrateIsland(element, Component, locale);
}

/**
 * Starts an island's hydration (once) and resolves when React has committed it. A shopper's touch
 * is recorded with its time (`data-woke-at`): the carousel's first turn counts to it.
 */
function wake(island: HTMLElement, touched = false): Promise<void> {
  if (touched && !island.dataset.wokeAt) island.dataset.wokeAt = String(performance.now());
  let done = waking.get(island);
  if (!done) {
    done = hydrate(island).catch(() => {
      asServed.add(island);
    });
    waking.set(island, done);
  }
  return done;
}

/** The island around `target` that waits for a shopper's first touch, if any. */
function asleep(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const island = target.closest<HTMLElement>("vitrine-island[data-island]");
  if (!island || island.hasAttribute("data-hydrated") || asServed.has(island)) return null;
  return island;
}

/** The element a held click is given again to: the control under the pointer (an SVG icon's). */
function clickable(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  return (
    target.closest<HTMLElement>("a, button, input, select, textarea, label, summary") ??
    (target instanceof HTMLElement ? target : target.closest<HTMLElement>("*:not(svg *)"))
  );
}

/** A checkbox or a radio button (or its label): it changes at once, and React is told later. */
function togglesItself(element: HTMLElement): boolean {
  const input = element instanceof HTMLLabelElement ? element.control : element;
  return input instanceof HTMLInputElement && (input.type === "checkbox" || input.type === "radio");
}

/** Keys a component answers that do nothing by themselves on a button or a picture. */
const HELD_KEYS = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
  "Escape",
]);

/**
 * An element the keys scroll by themselves (the comparison table's region): its arrow keys stay
 * the browser's, which a key given again after hydration could not be (an untrusted event scrolls
 * nothing).
 */
function scrollsItself(element: Element): boolean {
  if (!(element instanceof HTMLElement)) return false;
  const { overflowX, overflowY } = getComputedStyle(element);
  const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
  return (
    (scrolls(overflowX) && element.scrollWidth > element.clientWidth) ||
    (scrolls(overflowY) && element.scrollHeight > element.clientHeight)
  );
}

function typesText(element: Element): boolean {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLElement && element.isContentEditable) ||
    (element instanceof HTMLInputElement && !["checkbox", "radio", "button"].includes(element.type))
  );
}

/**
 * Interaction islands (the default) hydrate on the first sign a shopper means to use them: the
 * pointer over one, a touch, the focus, a scroll inside it. A click, a form's submission or an
 * arrow key that comes before React has committed is held and given again to the hydrated island
 * (not an arrow key on an element it scrolls);
 * a checkbox changes at once and React is told once it runs (./hydrate.tsx), as is text typed in
 * the meantime. So nothing a shopper does is lost; an island whose code cannot load gets it as
 * plain HTML would.
 */
function hydrateOnInteraction(): void {
  for (const type of ["pointerover", "touchstart", "focusin", "scroll"]) {
    document.addEventListener(
      type,
      (event) => {
        const island = asleep(event.target);
        if (island) void wake(island, true);
      },
      { capture: true, passive: true },
    );
  }
  document.addEventListener(
    "click",
    (event) => {
      const island = asleep(event.target);
      const target = clickable(event.target);
      if (!island || !target || togglesItself(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void wake(island, true).then(() => {
        if (target.isConnected) target.click();
      });
    },
    { capture: true },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      const island = asleep(event.target);
      const target = event.target;
      if (!island || !(target instanceof Element) || typesText(target)) return;
      if (!HELD_KEYS.has(event.key) || scrollsItself(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      void wake(island, true).then(() => {
        const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true };
        if (target.isConnected) target.dispatchEvent(new KeyboardEvent("keydown", init));
      });
    },
    { capture: true },
  );
  document.addEventListener(
    "submit",
    (event) => {
      const island = asleep(event.target);
      if (!island || !(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      const submitter = event.submitter;
      event.preventDefault();
      event.stopImmediatePropagation();
      void wake(island, true).then(() => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    },
    { capture: true },
  );
}

function start(): void {
  hydrateOnInteraction();
  // From here a click on an island is held until it is hydrated: what the end-to-end tests wait for.
  document.documentElement.dataset.islands = "ready";
  // When the page was shown: the carousel's first turn counts from it (app/lib/carousel.ts).
  document.documentElement.dataset.shownAt = String(performance.now());
  const islands = [...document.querySelectorAll<HTMLElement>("vitrine-island[data-island]")];
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>("vitrine-island");
      if (island) void wake(island);
    }
  });
  for (const island of islands) {
    const when = island.dataset.when;
    // An island's own box is `display: contents`: its first child is what comes into view.
    if (when === "visible") inView.observe(island.firstElementChild ?? island);
    else if (when === "idle") void wake(island);
    for (const reason of (island.dataset.wake ?? "").split(" ")) {
      if (isWakeReason(reason)) wakeOn(reason, locale, () => void wake(island));
    }
  }
}

// The service worker keeps the pages a shopper has seen for offline use; a failed registration
// only means no offline copies.
if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(() => {});

if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
