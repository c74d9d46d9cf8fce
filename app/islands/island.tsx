import { createContext, useContext, useId, type ComponentType } from "react";
import { usePageLocation, PageLocationProvider, type PageLocation } from "~/i18n/use-messages";
import type { IslandName } from "./registry";

/**
 * Renders a React element to HTML on its own root, with the ids of its `useId` prefixed: given by
 * the server's entry (app/entry.server.tsx), so react-dom/server never reaches a browser bundle.
 */
export type IslandRenderer = (element: React.ReactElement, idPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | undefined>(undefined);

/** True when the page ships islands instead of React Router's runtime (app/root.tsx). */
export const IslandModeContext = createContext(false);

/** When an island hydrates: once the page is idle (default), or once it scrolls into view. */
export type IslandWhen = "idle" | "visible";

interface IslandProps<P extends object> {
  /** The island's name in the browser's registry (./registry.ts). */
  name: IslandName;
  component: ComponentType<P>;
  /** Everything the island reads: serialised into the page as JSON. */
  props: P;
  when?: IslandWhen;
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
  when = "idle",
  className,
}: IslandProps<P>) {
  const id = useId();
  const page = usePageLocation();
  const islands = useContext(IslandModeContext);
  const render = useContext(IslandRendererContext);
  const wrapper = {
    "data-island": name,
    "data-when": when,
    className: className ?? "contents",
  };
  if (islands && render) {
    const html = render(
      <PageLocationProvider value={page}>
        <Component {...props} />
      </PageLocationProvider>,
      id,
    );
    return (
      <vitrine-island
        {...wrapper}
        data-id={id}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <vitrine-island {...wrapper}>
      <Component {...props} />
    </vitrine-island>
  );
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
        "data-id"?: string;
        "data-props"?: string;
      };
    }
  }
}
