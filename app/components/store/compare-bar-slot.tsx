import { lazy, Suspense } from "react";
import { useCompareList } from "./use-compare-list";

// The compare bar's code is loaded only once a shopper has chosen a product, so
// a store page's first load carries only this slot and the choice's reading (a few hundred bytes).
const CompareBar = lazy(() => import("./compare-bar").then((m) => ({ default: m.CompareBar })));

/** Where the compare bar goes: nothing until the browser's choice holds a product. */
export function CompareBarSlot() {
  const items = useCompareList();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar items={items} />
    </Suspense>
  );
}
