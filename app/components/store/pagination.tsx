import { fill } from "~/i18n/fill";
import { formatNumber } from "~/i18n/format";
import { useLocale, usePageLocation } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { pageSearch, pageWindow } from "./list-href";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 text-sm";
const link = `${item} border-gray-300 hover:border-brand hover:text-brand`;

/** Previous, page numbers and next, as plain links (they work before JavaScript arrives). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = usePageLocation();
  const t = useTexts("catalog").pagination;
  const locale = useLocale();
  const number = (n: number) => formatNumber(locale, n);
  if (pageCount <= 1) return null;
  const to = (p: number) => `${pathname}${pageSearch(search, p)}`;
  return (
    <nav aria-label={t.label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={to(Math.min(page - 1, pageCount))} rel="prev" className={link}>
              {t.previous}
            </a>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span
                  aria-current="page"
                  className={`${item} border-brand bg-brand font-bold text-white`}
                >
                  <span className="sr-only">
                    {fill(t.pageOf, { page: number(p), pages: number(pageCount) })}
                  </span>
                  <span aria-hidden="true">{number(p)}</span>
                </span>
              ) : (
                <a href={to(p)} aria-label={fill(t.page, { page: number(p) })} className={link}>
                  {number(p)}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={to(page + 1)} rel="next" className={link}>
              {t.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
