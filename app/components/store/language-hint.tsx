import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { language, type Locale } from "~/i18n/languages";
import { pathInLocale } from "~/i18n/locale";
import { loadMessages } from "~/i18n/messages";
import type { PublicMessages } from "~/i18n/public";
import { LANGUAGE_HINT_DISMISSED, preferredOtherLocale } from "~/lib/language-hint";

type HintTexts = PublicMessages["store"]["languageHint"];

function remember() {
  try {
    localStorage.setItem(LANGUAGE_HINT_DISMISSED, "1");
  } catch {
    // Storage blocked: the bar closes for this page only.
  }
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_HINT_DISMISSED) !== null;
  } catch {
    return false;
  }
}

/**
 * Issue #16 item 7: a hint, never a redirect. On a page of the default language, a visitor whose
 * browser prefers another of the shop's languages sees a small bar, worded in that language,
 * linking to the same page in it. Decided in the browser after hydration from
 * `navigator.languages`, so the server's HTML (and the page cache) is the same for everyone. The
 * bar is fixed to the bottom of the window: it moves nothing on the page (no layout shift).
 * Closing it, or following it, is remembered in localStorage.
 */
export function LanguageHint({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<{ locale: Locale; t: HintTexts } | null>(null);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (dismissed()) return;
    const preferences = navigator.languages.length ? navigator.languages : [navigator.language];
    const other = preferredOtherLocale(preferences, locale);
    if (!other) return;
    // The offered language's texts load now, after the page is interactive: a page carries only
    // its own language's (app/i18n/messages.ts). Offline or failed, there is no hint.
    let live = true;
    loadMessages(other).then(
      (m) => live && setOffer({ locale: other, t: m.store.languageHint }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [locale]);

  // Room below the page's end, so the footer's last line can scroll out from under the bar. The
  // body grows at its bottom: nothing on the page moves.
  useEffect(() => {
    if (!offer || !bar.current) return;
    document.body.style.paddingBottom = `${bar.current.offsetHeight}px`;
    return () => {
      document.body.style.paddingBottom = "";
    };
  }, [offer]);

  if (!offer) return null;
  const { t } = offer;
  const tag = language(offer.locale).tag;
  const close = () => {
    remember();
    setOffer(null);
  };
  return (
    <aside
      ref={bar}
      aria-label={t.label}
      lang={tag}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-300 bg-white shadow-[0_-2px_8px_rgb(0_0_0/0.12)] motion-safe:animate-[language-hint-in_200ms_ease-out]"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm sm:gap-4">
        <p className="flex-1">{t.text}</p>
        <Link
          to={`${pathInLocale(pathname, offer.locale)}${search}`}
          reloadDocument
          hrefLang={tag}
          onClick={remember}
          className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-brand px-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t.link}
        </Link>
        <button
          type="button"
          onClick={close}
          aria-label={t.dismiss}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
