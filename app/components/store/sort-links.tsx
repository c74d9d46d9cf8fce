import { usePageLocation } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { SORTS, type Sort } from "~/lib/sorts";
import { sortSearch } from "./list-href";

/** The list's orders as links: they work without JavaScript and say which one is current. */
export function SortLinks({ sort, labelId }: { sort: Sort; labelId: string }) {
  const { pathname, search } = usePageLocation();
  const t = useTexts("catalog").sort;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-gray-700">
        {t.label}:
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {SORTS.map((s) => (
          <li key={s}>
            <a
              href={`${pathname}${sortSearch(search, s)}`}
              aria-current={s === sort ? "true" : undefined}
              className={
                s === sort
                  ? "inline-flex min-h-9 items-center rounded-full bg-ink px-3 text-sm text-white"
                  : "inline-flex min-h-9 items-center rounded-full border border-gray-300 px-3 text-sm hover:border-brand hover:text-brand"
              }
            >
              {t[s]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
