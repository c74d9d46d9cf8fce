import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Locale } from "~/i18n/languages";
import { PageLocationProvider } from "~/i18n/use-messages";
import { pageOfDocument } from "./island";
import { ScriptedContext } from "./scripted";

/** Marks its island hydrated once React has committed it (the end-to-end tests wait for it). */
function Hydrated({
  element,
  onCommit,
  children,
}: {
  element: HTMLElement;
  onCommit: () => void;
  children: React.ReactNode;
}) {
  useEffect(() => {
    element.setAttribute("data-hydrated", "");
    onCommit();
  }, [element, onCommit]);
  return children;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What a shopper changed in the island before React took it over. */
interface Before {
  typed: [TextField, string][];
  toggled: [HTMLInputElement, boolean][];
  scrolled: HTMLElement[];
}

function changedBefore(element: HTMLElement): Before {
  const fields = [...element.querySelectorAll<TextField>("input, textarea")];
  const toggles = (f: TextField): f is HTMLInputElement =>
    f instanceof HTMLInputElement && (f.type === "checkbox" || f.type === "radio");
  return {
    typed: fields
      .filter((f) => !toggles(f) && !["hidden", "submit", "button"].includes(f.type))
      .filter((f) => f.value !== f.defaultValue)
      .map((f) => [f, f.value]),
    toggled: fields
      .filter(toggles)
      .filter((f) => f.checked !== f.defaultChecked)
      .map((f) => [f, f.checked]),
    scrolled: [...element.querySelectorAll<HTMLElement>("*")].filter(
      (e) => e.scrollLeft !== 0 || e.scrollTop !== 0,
    ),
  };
}

/**
 * Gives React what changed before hydration, as if done now. A value goes back through React's
 * own setter (which records it), then the shopper's is set past it and announced, so the
 * component's `onChange` sees it; a checkbox is set back the same way and clicked; a scrolled
 * box says it scrolled.
 */
function replay({ typed, toggled, scrolled }: Before): void {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value");
    field.value = field.defaultValue;
    own?.set?.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  for (const [box, checked] of toggled) {
    if (!box.isConnected) continue;
    box.checked = !checked;
    box.click();
  }
  for (const box of scrolled) box.dispatchEvent(new Event("scroll"));
}

/**
 * Tells React where the pointer and the focus already are: the shopper's first hover or focus is
 * what woke the island, before React listened (a carousel pauses on either).
 */
function replayPointerAndFocus(element: HTMLElement): void {
  const hovered = [...element.querySelectorAll(":hover")].at(-1);
  if (hovered) {
    const from = { bubbles: true, relatedTarget: null };
    hovered.dispatchEvent(new PointerEvent("pointerover", { ...from, pointerType: "mouse" }));
    hovered.dispatchEvent(new MouseEvent("mouseover", from));
  }
  const focused = document.activeElement;
  if (focused && element.contains(focused)) {
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true, relatedTarget: null }));
  }
}

/**
 * Hydrates one island on its own root, as app/islands/island.tsx rendered it on the server;
 * resolves once React has committed it.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  locale: Locale,
): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const before = changedBefore(element);
  return new Promise((resolve) => {
    const committed = () => {
      replay(before);
      replayPointerAndFocus(element);
      resolve();
    };
    hydrateRoot(
      element,
      <Hydrated element={element} onCommit={committed}>
        <ScriptedContext.Provider value={true}>
          <PageLocationProvider value={pageOfDocument(locale)}>
            <Component {...props} />
          </PageLocationProvider>
        </ScriptedContext.Provider>
      </Hydrated>,
      { identifierPrefix: element.dataset.id ?? "" },
    );
  });
}
