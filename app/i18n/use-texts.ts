import { createContext, useContext } from "react";
import { messagesFor } from "./messages";
import type { Messages } from "./pt";
import { usePageLocation } from "./use-messages";

// Only the public catalogue's registry and types here: store islands import this hook, and the
// whole catalogues (./texts.ts) would weigh on their first load.

const TextsContext = createContext<Messages | undefined>(undefined);

/**
 * Every text in the back office's language, for the tree below it (app/routes/admin/layout.tsx:
 * `<TextsProvider value={textsFor(locale)}>`).
 */
export const TextsProvider = TextsContext.Provider;

/**
 * A section of the texts, the one way components read them. Under a TextsProvider (the back
 * office) from its catalogue; elsewhere (store pages, islands and cached pieces on roots of their
 * own) from the store's public catalogue in the page's language, which holds no back-office
 * section: asking for one there is an error.
 */
export function useTexts<S extends keyof Messages>(section: S): Messages[S] {
  const provided = useContext(TextsContext);
  const { locale } = usePageLocation();
  const catalogue: Partial<Messages> = provided ?? messagesFor(locale);
  const texts = catalogue[section];
  if (texts === undefined) {
    throw new Error(`The texts' section "${section}" is not in the store's public catalogue`);
  }
  return texts;
}
