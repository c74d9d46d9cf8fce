import { useLocation } from "react-router";
import { LanguageMenu } from "~/components/language-menu";
import type { Locale } from "~/i18n/languages";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";

/**
 * The back office's language menu (the store's menu, app/components/language-menu.tsx): each
 * language links to the same page with its query string and `?lang=` swapped; the server
 * remembers the choice in the `lang` cookie (app/.server/auth/locale.server.ts).
 */
export function AdminLanguageMenu() {
  const locale = useAdminLocale();
  const t = useTexts("languageMenu");
  const { pathname, search } = useLocation();
  const hrefFor = (code: Locale) => {
    const params = new URLSearchParams(search);
    params.set("lang", code);
    return `${pathname}?${params}`;
  };
  return <LanguageMenu locale={locale} label={t.label} hrefFor={hrefFor} />;
}
