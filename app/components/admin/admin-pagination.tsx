import { Link, useLocation } from "react-router";
import { pageSearch } from "~/components/store/list-href";
import { fill } from "~/i18n/fill";
import { buttonStyles } from "./form-controls";
import { useAdminNumberFormat } from "./use-section-messages";
import { useTexts } from "~/i18n/use-texts";

/** Previous / next links and "Page X of Y"; plain links, so they work without JavaScript. */
export function AdminPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useTexts("adminSections").common;
  const formatNumber = useAdminNumberFormat();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const to = (p: number) => ({ pathname, search: pageSearch(search, p) });
  return (
    <nav
      aria-label={t.pagination}
      className="mt-6 flex flex-wrap items-center justify-center gap-3"
    >
      {page > 1 && (
        <Link to={to(Math.min(page - 1, pageCount))} rel="prev" className={buttonStyles.secondary}>
          {t.previous}
        </Link>
      )}
      <span aria-current="page" className="text-sm text-ink">
        {fill(t.pageOf, { page: formatNumber(page), pages: formatNumber(pageCount) })}
      </span>
      {page < pageCount && (
        <Link to={to(page + 1)} rel="next" className={buttonStyles.secondary}>
          {t.next}
        </Link>
      )}
    </nav>
  );
}
