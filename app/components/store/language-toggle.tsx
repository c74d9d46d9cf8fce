import { Link, useLocation } from "react-router";
import { pathInLocale, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";

/** A link to the same page (and query) in the other language. */
export function LanguageToggle({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const other: Locale = locale === "pt" ? "en" : "pt";
  const t = messagesFor(locale).store.header;
  return (
    <Link
      to={`${pathInLocale(pathname, other)}${search}`}
      hrefLang={other === "pt" ? "pt-BR" : "en"}
      lang={other === "pt" ? "pt-BR" : "en"}
      aria-label={t.otherLanguage}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-300 px-2 text-sm font-semibold hover:bg-gray-100"
    >
      {t.otherLanguageShort}
    </Link>
  );
}
