import { useId, useState, type ComponentProps } from "react";
import { usePageLocation } from "~/i18n/use-messages";
import { comparedKey } from "~/lib/compare";
import { compareSearch } from "~/lib/compare-list";
import { CompareTable } from "./compare-table";

/** The query parameter of "só diferenças" (server/page-cache.ts keeps it in the cache's key). */
export const DIFF = "diff";

/**
 * "Só diferenças": a GET form (`&diff=1`) that works without JavaScript through its button; with
 * JavaScript the switch applies at once, without asking the server (so offline too), and the
 * address follows (replaced, not a new entry), so a reload or a shared link shows the same.
 */
export function Comparison({
  initialOnly,
  ...table
}: { initialOnly: boolean } & Omit<
  ComponentProps<typeof CompareTable>,
  "onlyDifferences" | "hrefWithout"
>) {
  const { pathname } = usePageLocation();
  const hrefWithout = (key: string) => {
    const rest = table.products.filter((p) => comparedKey(p) !== key);
    return `${pathname}${rest.length ? compareSearch(rest) : ""}`;
  };
  const t = table.texts;
  const [only, setOnly] = useState(initialOnly);
  const id = useId();
  return (
    <>
      <form method="get" action={pathname} className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="ids" value={table.products.map(comparedKey).join(",")} />
        <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input
            id={id}
            type="checkbox"
            role="switch"
            name={DIFF}
            value="1"
            checked={only}
            onChange={(event) => {
              const next = event.target.checked;
              setOnly(next);
              const url = new URL(window.location.href);
              if (next) url.searchParams.set(DIFF, "1");
              else url.searchParams.delete(DIFF);
              // Nothing to load: the address alone changes, in place, outside the router.
              window.history.replaceState(window.history.state, "", url);
            }}
            className="size-5 accent-brand"
          />
          <span className="font-medium text-ink">{t.onlyDifferences}</span>
        </label>
        <button
          type="submit"
          className="hidden min-h-11 items-center rounded-md border border-brand px-4 font-semibold text-brand noscript:inline-flex"
        >
          {t.apply}
        </button>
      </form>
      <CompareTable {...table} hrefWithout={hrefWithout} onlyDifferences={only} />
    </>
  );
}
