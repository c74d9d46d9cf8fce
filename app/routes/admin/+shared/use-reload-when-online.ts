import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { takeStaleSinceOffline } from "./offline";

/**
 * docs/product-rules.md §8 "the list reloads": an answer made offline skips the reload
 * (sectionShouldRevalidate), so once the browser is back online after such a write, the page's
 * data is loaded again and the lists show the server's state.
 */
export function useReloadWhenOnline() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onOnline = () => {
      if (takeStaleSinceOffline()) void revalidate();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [revalidate]);
}
