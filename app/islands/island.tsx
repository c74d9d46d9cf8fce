import { createContext, useContext, useId, type ComponentType } from "react";
import { usePageLocation, PageLocationProvider, type PageLocation } from "~/i18n/use-messages";
import { HtmlPieces, trackedLocation } from "./html-pieces";
import { ScriptedContext } from "./scripted";
import type { IslandWake } from "./wake";
import type { IslandName } from "./registry";

/**
 * Renders a React element to HTML on its own root, with the ids of its `useId` prefixed: given by
 * the server's entry (app/entry.server.tsx), so react-dom/server never reaches a browser bundle.
 */
export type IslandRenderer = (element: React.ReactElement, idPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | undefined>(undefined);

/** True when the page ships islands instead of React Router's runtime (app/root.tsx). */
export const IslandModeContext = createContext(false);

/**
 * When an island hydrates (./entry.client.ts): on a shopper's first touch, hover or focus on it
 * (default: React is not even loaded on a page nobody touches), once the page is idle, or once it
 * scrolls into view.
 */
export type IslandWhen = "interaction" | "idle" | "visible";

interface IslandProps<P extends object> {
  /** The island's name in the browser's registry (./registry.ts). */
  name: IslandName;
  component: ComponentType<P>;
  /** Everything the island reads: serialised into the page as JSON. */
  props: P;
  when?: IslandWhen;
  /** What wakes an interaction island before it is touched (./wake.ts). */
  wake?: readonly IslandWake[];
  className?: string;
}

/**
 * An interactive part of a store page (docs/decisions/064-store-islands.md). On a page without
 * React Router's runtime, the server renders the component on a root of its own and writes its
 * props beside it; the browser hydrates that root alone (./entry.client.ts). Elsewhere (the dev
 * server, tests) it is the component, rendered in place, inside the same wrapper.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = "interaction",
  wake,
  className,
}: IslandProps<P>) {
  const id = useId();
  const page = usePageLocation();
  const islands = useContext(IslandModeContext);
  const render = useContext(IslandRendererContext);
  const wrapper = {
    "data-island": name,
    "data-when": when,
    "data-wake": wake?.join(" "),
    className: className ?? "contents",
  };
  if (islands && render) {
    const json = JSON.stringify(props);
    return (
      <vitrine-island
        {...wrapper}
        data-id={id}
        data-props={json}
        dangerouslySetInnerHTML={{
          __html: islandHtml(name, Component, props, json, page, render, id),
        }}
      />
    );
  }
  return (
    <vitrine-island {...wrapper}>
      <Component {...props} />
    </vitrine-island>
  );
}

/**
 * An island's HTML is a function of its component, props, language and, when it reads it, the
 * page's address: it is rendered once per such key and reused (a search page's filter panel, the
 * header's islands on every page). It is rendered with a stand-in for its ids' prefix, replaced by
 * the island's own on the way out, so two islands of one page never share an id.
 */
const rendered = new HtmlPieces(2_000, 2_000_000);
const ID_STAND_IN = "vitrine-island-id-";

function islandHtml<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  props: P,
  json: string,
  page: PageLocation,
  render: IslandRenderer,
  id: string,
): string {
  const key = `${name}\u0000${page.locale}\u0000${json}`;
  const here = `${key}\u0000${page.pathname}${page.search}`;
  let html = rendered.get(key) ?? rendered.get(here);
  if (html === undefined) {
    const tracked = trackedLocation(page);
    html = render(
      <ScriptedContext.Provider value={true}>
        <PageLocationProvider value={tracked.page}>
          <Component {...props} />
        </PageLocationProvider>
      </ScriptedContext.Provider>,
      ID_STAND_IN,
    );
    rendered.set(tracked.readAddress() ? here : key, html);
  }
  return html.replaceAll(ID_STAND_IN, id);
}

/** The page an island was rendered for, as the browser sees it. */
export function pageOfDocument(locale: PageLocation["locale"]): PageLocation {
  return { locale, pathname: window.location.pathname, search: window.location.search };
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's own JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      "vitrine-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "data-island": string;
        "data-when": string;
        "data-wake"?: string;
        "data-id"?: string;
        "data-props"?: string;
      };
    }
  }
}
