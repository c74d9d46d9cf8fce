import { useEffect, useRef } from "react";
import { LANGUAGES, language, type Locale } from "~/i18n/languages";

interface LanguageMenuProps {
  /** The page's language: named on the button and marked in the list. */
  locale: Locale;
  /** The menu's accessible name, in the page's language ("Idioma"). */
  label: string;
  /** The URL of the same page, query string kept, in a language (the store's /es/…, ?lang=es). */
  hrefFor: (locale: Locale) => string;
  /** Classes for the menu's root (placement in its bar). */
  className?: string;
  /** Classes for the button, replacing the store header's look. */
  buttonClassName?: string;
}

const BUTTON =
  "inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-md border border-gray-300 px-2 text-sm font-semibold hover:bg-gray-100 [&::-webkit-details-marker]:hidden";

/**
 * Every language of the table (app/i18n/languages.ts) by its own name, each a link to the same
 * page in it, the current one marked (aria-current). A disclosure (<details>) of plain links, so it
 * opens and navigates before JavaScript; once hydrated (the back office) or enhanced by the
 * store's islands entry (app/islands/menus.ts, `data-menu`), Escape, a click elsewhere or a
 * chosen language closes it. Used by the store header and the admin shell.
 */
export function LanguageMenu({
  locale,
  label,
  hrefFor,
  className = "",
  buttonClassName,
}: LanguageMenuProps) {
  const current = language(locale);
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const closeOutside = (event: Event) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    document.addEventListener("click", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("click", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, []);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !ref.current?.open) return;
    close();
    ref.current.querySelector("summary")?.focus();
  };

  return (
    // key: a new language (the admin shell keeps its frame) opens on a closed menu.
    <details
      key={locale}
      ref={ref}
      data-menu
      onKeyDown={onKeyDown}
      className={`group relative ${className}`}
    >
      <summary className={buttonClassName ?? BUTTON}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none">
          <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <span className="sr-only">{label}: </span>
        {/* The language's own name where there is room, its code on a phone. */}
        <span className="hidden sm:inline">{current.name}</span>
        <span className="uppercase sm:hidden">{current.code}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <ul
        aria-label={label}
        className="absolute right-0 z-50 mt-1 min-w-40 rounded-md border border-gray-200 bg-white py-1 text-ink shadow-lg"
      >
        {LANGUAGES.map((l) => {
          const isCurrent = l.code === locale;
          return (
            <li key={l.code}>
              <a
                href={hrefFor(l.code)}
                lang={l.tag}
                hrefLang={l.tag}
                aria-current={isCurrent ? "true" : undefined}
                onClick={close}
                className={`flex min-h-11 items-center justify-between gap-3 px-3 text-sm hover:bg-gray-100 ${
                  isCurrent ? "font-bold" : "font-medium"
                }`}
              >
                {l.name}
                {isCurrent && (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4 text-brand"
                    fill="currentColor"
                  >
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
