import { createContext, useContext } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * True inside an island of a page that runs the islands' script (docs/decisions/064): a click
 * before hydration is held and replayed there (./entry.client.ts), so its controls may show in the
 * server's HTML, and a browser without scripts hides them (`noscript:`). False elsewhere.
 */
export const ScriptedContext = createContext(false);

/**
 * Whether controls that need JavaScript may show: at once in an island (see above), after
 * hydration where the whole page hydrates (the back office, the dev server).
 */
export function useScripted(): boolean {
  const island = useContext(ScriptedContext);
  const hydrated = useHydrated();
  return island || hydrated;
}
