import { lazy, Suspense, useEffect, useState } from "react";
import type { Locale } from "~/i18n/languages";
import { loadMessages } from "~/i18n/messages";
import { LANGUAGE_HINT_DISMISSED, preferredOtherLocale } from "~/lib/language-hint";
import type { HintTexts } from "./language-hint-bar";

// Offline or failed, the bar's code is simply missing: no hint, never an error page.
const LanguageHintBar = lazy(() =>
  import("./language-hint-bar").catch(() => ({ default: () => null })),
);

function dismissed(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_HINT_DISMISSED) !== null;
  } catch {
    return false;
  }
}

/**
 * A hint, never a redirect. On a page of the default language, a visitor whose
 * browser prefers another of the shop's languages sees a small bar, worded in that language,
 * linking to the same page in it. Decided in the browser after hydration from
 * `navigator.languages`, so the server's HTML (and the page cache) is the same for everyone. The
 * bar's code and the offered language's texts load only then (language-hint-bar.tsx).
 */
export function LanguageHint({ locale }: { locale: Locale }) {
  const [offer, setOffer] = useState<{ locale: Locale; t: HintTexts } | null>(null);

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

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <LanguageHintBar locale={offer.locale} t={offer.t} />
    </Suspense>
  );
}
