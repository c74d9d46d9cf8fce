import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Locale } from "~/i18n/languages";
import { PageLocationProvider } from "~/i18n/use-messages";
import { pageOfDocument } from "./island";

/** Marks its island hydrated once React has committed it (the end-to-end tests wait for it). */
function Hydrated({ element, children }: { element: HTMLElement; children: React.ReactNode }) {
  useEffect(() => element.setAttribute("data-hydrated", ""), [element]);
  return children;
}

/** Hydrates one island on its own root, as app/islands/island.tsx rendered it on the server. */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  locale: Locale,
): void {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  hydrateRoot(
    element,
    <Hydrated element={element}>
      <PageLocationProvider value={pageOfDocument(locale)}>
        <Component {...props} />
      </PageLocationProvider>
    </Hydrated>,
    { identifierPrefix: element.dataset.id ?? "" },
  );
}
