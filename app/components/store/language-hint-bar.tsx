import { usePageLocation } from "~/i18n/use-messages";
import { useEffect, useRef, useState } from "react";
import { language, type Locale } from "~/i18n/languages";
import { pathInLocale } from "~/i18n/locale";
import type { PublicMessages } from "~/i18n/public";
import { LANGUAGE_HINT_DISMISSED } from "~/lib/language-hint";

export type HintTexts = PublicMessages["store"]["languageHint"];

function remember() {
  try {
    localStorage.setItem(LANGUAGE_HINT_DISMISSED, "1");
  } catch {
    // Storage blocked: the bar closes for this page only.
  }
}

/**
 * The language hint's bar (language-hint.tsx decides whether to show it): loaded only for a
 * visitor whose browser prefers another of the shop's languages, so a page read in its own
 * language does not carry it (the first-load JavaScript budget). Fixed to the
 * bottom of the window: it moves nothing on the page (no layout shift). Closing it, or following
 * it, is remembered in localStorage.
 */
export default function LanguageHintBar({ locale, t }: { locale: Locale; t: HintTexts }) {
  const { pathname, search } = usePageLocation();
  const [open, setOpen] = useState(true);
  const bar = useRef<HTMLElement>(null);

  // Room below the page's end, so the footer's last line can scroll out from under the bar. The
  // body grows at its bottom: nothing on the page moves.
  useEffect(() => {
    if (!open || !bar.current) return;
    document.body.style.paddingBottom = `${bar.current.offsetHeight}px`;
    return () => {
      document.body.style.paddingBottom = "";
    };
  }, [open]);

  if (!open) return null;
  const tag = language(locale).tag;
  const close = () => {
    remember();
    setOpen(false);
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
        <a
          href={`${pathInLocale(pathname, locale)}${search}`}
          hrefLang={tag}
          onClick={remember}
          className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-brand px-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t.link}
        </a>
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
