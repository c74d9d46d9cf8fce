import { Fragment, useId } from "react";
import { formatDay } from "~/i18n/format";
import { DEFAULT_LOCALE, language } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { currencyHint, hintCurrencies, type CurrencyRates } from "~/lib/currency-hint";
import { profileText } from "./store-profile-text";
import { useStoreLayout } from "./use-store-layout";

// The currency hint (docs/decisions/054-currency-hint.md). Every hint carries the class
// `currency-hint`, which app.css hides once the page's script (./rates-expiry-script.tsx) says
// the rates went stale.

/** The rates the page was rendered with, or null when none were set or fresh then. */
function useRates(): CurrencyRates | null {
  return useStoreLayout()?.currency ?? null;
}

/**
 * "≈ R$ 102,50 · ₲ 148.000" under a price in US cents: small, each amount kept on one line, the
 * rates' date in its title and, for screen readers, before the amounts. Nothing without fresh
 * rates.
 */
export function PriceHint({
  cents,
  explained = false,
  className = "",
}: {
  cents: number;
  /** Followed by what the amounts are, in words (the product page, a total). */
  explained?: boolean;
  className?: string;
}) {
  const rates = useRates();
  const locale = useLocale();
  const t = useTexts("catalog").currency;
  if (!rates) return null;
  const amounts = currencyHint(cents, rates, locale);
  if (amounts.length === 0) return null;
  const date = formatDay(locale, rates.setAt);
  const estimate = fill(t.estimate, { date });
  const hint = (
    <p
      className={`currency-hint ${explained ? "text-base text-ink" : "text-xs text-gray-700"} ${explained ? "" : className}`}
      title={estimate}
    >
      <span className="sr-only">{estimate}: </span>
      <span aria-hidden="true">≈ </span>
      {amounts.map((amount, i) => (
        <Fragment key={i}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <span className="whitespace-nowrap">{amount}</span>
        </Fragment>
      ))}
    </p>
  );
  if (!explained) return hint;
  return (
    <div className={`currency-hint ${className}`}>
      {hint}
      <p className="mt-0.5 text-xs text-gray-600">
        {fill(t.note, { currencies: hintCurrencies(rates, locale), date })}
      </p>
    </div>
  );
}

/** The shop's note for shoppers from Brazil in the page's language; nothing when it is empty. */
export function BrazilNote({ className = "" }: { className?: string }) {
  const layout = useStoreLayout();
  const locale = useLocale();
  const t = useTexts("catalog").currency;
  const id = useId();
  const note = layout?.profile ? profileText(layout.profile, locale).brazilNote.trim() : "";
  if (!note) return null;
  // A language without its own note shows the default language's: said so to screen readers.
  const fallback = !layout?.profile?.[`brazil_note_${locale}`].trim();
  return (
    <aside
      aria-labelledby={id}
      className={`rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800 ${className}`}
    >
      <h2 id={id} className="font-semibold text-ink">
        {t.brazilNote}
      </h2>
      <p
        className="mt-1 whitespace-pre-line"
        lang={fallback && locale !== DEFAULT_LOCALE ? language(DEFAULT_LOCALE).tag : undefined}
      >
        {note}
      </p>
    </aside>
  );
}
