import { Link, useLocation } from "react-router";
import { LOCALES } from "~/i18n/locale";
import { htmlLang, useAdminLocale, useAdminMessages } from "~/i18n/use-admin-messages";

/** PT/EN links: `?lang=` on the same page; the server remembers the choice in a cookie. */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const locale = useAdminLocale();
  const t = useAdminMessages().language;
  const location = useLocation();
  return (
    <nav aria-label={t.label} className={`flex items-center gap-1 text-sm ${className}`}>
      {LOCALES.map((l) => {
        const params = new URLSearchParams(location.search);
        params.set("lang", l);
        const current = l === locale;
        return (
          <Link
            key={l}
            to={{ pathname: location.pathname, search: `?${params}` }}
            lang={htmlLang(l)}
            hrefLang={htmlLang(l)}
            aria-current={current ? "true" : undefined}
            aria-label={l === "pt" ? t.ptName : t.enName}
            className={`rounded px-2 py-1 font-semibold ${
              current ? "bg-ink text-white" : "text-ink underline-offset-2 hover:underline"
            }`}
          >
            {l === "pt" ? t.pt : t.en}
          </Link>
        );
      })}
    </nav>
  );
}
