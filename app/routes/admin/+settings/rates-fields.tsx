import { CheckboxField } from "~/components/admin/form-controls";
import { formatDateTime } from "~/i18n/format";
import type { Locale } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { rateForInput, RATES_MAX_AGE_DAYS } from "~/lib/currency-rates";
import type { StoreProfile } from "~/lib/store-profile";
import { Field } from "../+shared/field";

/** The checkbox that dates unchanged rates today (saveStoreSettings's `renewRates`). */
export const RENEW_RATES_FIELD = "rates_renew";

/** The rates' standing as the settings loader saw it on the server's clock. */
export interface RatesStanding {
  /** ISO instant the rates stop showing; null when none are set. */
  expiresAt: string | null;
  fresh: boolean;
}

/**
 * The exchange rates of the currency hint (docs/decisions/054-currency-hint.md): reais and
 * guaraníes per dollar, their maximum age, the date the server gave them, and a box to date
 * unchanged rates today. Children of the settings form's "Câmbio" group.
 */
export function RatesFields({
  texts: s,
  locale,
  profile,
  standing,
  shown,
  errors,
}: {
  texts: Messages["adminSections"]["settings"];
  locale: Locale;
  profile: StoreProfile;
  standing: RatesStanding;
  /** What the field shows: what was typed after a refusal, else `saved`. */
  shown: (name: string, saved: string) => string;
  errors: Record<string, string> | undefined;
}) {
  const t = s.rates;
  const rateField = (name: "brl_per_usd" | "pyg_per_usd", currency: "BRL" | "PYG") => (
    <Field
      idPrefix="settings"
      name={name}
      label={t[name]}
      inputMode={currency === "BRL" ? "decimal" : "numeric"}
      autoComplete="off"
      defaultValue={shown(name, rateForInput(currency, profile[name], locale))}
      error={errors?.[name]}
    />
  );
  const ageError = errors?.rates_max_age_days;
  const date = (iso: string) => formatDateTime(locale, iso);
  const status = !standing.expiresAt
    ? t.never
    : `${fill(t.setAt, { date: date(profile.rates_set_at) })} ${fill(
        standing.fresh ? t.validUntil : t.expired,
        { date: date(standing.expiresAt) },
      )}`;
  return (
    <>
      <p className="text-sm text-gray-700 sm:col-span-2">{t.intro}</p>
      {rateField("brl_per_usd", "BRL")}
      {rateField("pyg_per_usd", "PYG")}
      <div className="sm:col-span-2">
        <Field
          idPrefix="settings"
          name="rates_max_age_days"
          label={t.rates_max_age_days}
          type="number"
          inputMode="numeric"
          min={RATES_MAX_AGE_DAYS.min}
          max={RATES_MAX_AGE_DAYS.max}
          className={`w-32 rounded-md border px-3 py-2 text-base text-ink shadow-sm ${
            ageError ? "border-red-600" : "border-gray-300"
          }`}
          defaultValue={shown("rates_max_age_days", String(profile.rates_max_age_days))}
          error={ageError}
          aria-describedby={
            ageError
              ? "settings-rates_max_age_days-error settings-rates-age-hint"
              : "settings-rates-age-hint"
          }
        />
        <p id="settings-rates-age-hint" className="mt-1 text-sm text-gray-700">
          {t.maxAgeHint}
        </p>
      </div>
      <p
        className={`text-sm sm:col-span-2 ${
          standing.expiresAt && !standing.fresh ? "font-semibold text-amber-900" : "text-gray-800"
        }`}
      >
        {status}
      </p>
      {standing.expiresAt && (
        <div className="sm:col-span-2">
          <CheckboxField idPrefix="settings" name={RENEW_RATES_FIELD} label={t.renew} />
        </div>
      )}
    </>
  );
}
