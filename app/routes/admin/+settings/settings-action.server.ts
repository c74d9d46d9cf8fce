import { adminForm, formIntent } from "~/.server/admin/admin-form.server";
import { saveStoreSettings } from "~/.server/admin/settings.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { RATE_LIMITS, RATES_MAX_AGE_DAYS } from "~/lib/currency-rates";
import { checkbox } from "~/lib/catalogue-schemas";
import type { FieldIssue } from "~/lib/form-errors";
import { MAX_LOW_STOCK_THRESHOLD } from "~/lib/stock";
import { storeProfileSchema } from "~/lib/store-profile";
import { phoneField, PHONE_COUNT } from "./phone-field";
import { RENEW_RATES_FIELD } from "./rates-fields";

/** A rate field's message, naming the limits the schema enforces as the language writes them. */
function rateMessage(s: Messages["adminSections"]["settings"], field: string, locale: Locale) {
  const n = (value: number) => formatNumber(locale, value);
  if (field === "rates_max_age_days") {
    return fill(s.rates.maxAge, { min: n(RATES_MAX_AGE_DAYS.min), max: n(RATES_MAX_AGE_DAYS.max) });
  }
  const limits = RATE_LIMITS[field === "brl_per_usd" ? "BRL" : "PYG"];
  const message = field === "brl_per_usd" ? s.rates.brlRate : s.rates.pygRate;
  return fill(message, { min: n(limits.min), max: n(limits.max), decimals: limits.decimals });
}

const RATE_FIELDS = new Set(["brl_per_usd", "pyg_per_usd", "rates_max_age_days"]);

/** storeProfileSchema's issues (zod's own codes) in the administrator's words. */
function settingsMessage(
  issue: FieldIssue,
  { adminSections: { fields: t, settings } }: Messages,
  field: string,
  locale: Locale,
): string {
  if (RATE_FIELDS.has(field)) return rateMessage(settings, field, locale);
  if (field === "low_stock_threshold") {
    const n = (value: number) => formatNumber(locale, value);
    return fill(settings.lowStock.invalid, { min: n(0), max: n(MAX_LOW_STOCK_THRESHOLD) });
  }
  if (issue.code === "too_big") return t.tooLong;
  if (issue.code === "too_small") return t.required;
  if (field === "email") return t.invalidEmail;
  if (field === "map_url" || field === "map_embed_url") return t.httpsOnly;
  return t.invalid;
}

/** The form's fields: the profile, its feeds as checkboxes, and whether today's rates still hold. */
const settingsFormSchema = storeProfileSchema.extend({
  feed_google: checkbox,
  feed_meta: checkbox,
  [RENEW_RATES_FIELD]: checkbox,
});

/**
 * Saves the store settings (validated by storeProfileSchema). saveStoreProfile bumps the catalogue
 * version, so cached storefront pages show the change; the audit log records who made it.
 */
export const settingsAction = adminForm(
  {
    save: formIntent({
      schema: settingsFormSchema,
      input: ({ values }) => ({
        ...values,
        phones: Array.from({ length: PHONE_COUNT }, (_, i) => values[phoneField(i)] ?? ""),
      }),
      // The profile's phones are a list; the form has one field for each.
      fieldOf: ([first, index]) =>
        first === "phones" && typeof index === "number" ? phoneField(index) : String(first),
      word: settingsMessage,
      failed: (s) => s.toasts.updateFailed,
      async handle({ [RENEW_RATES_FIELD]: renewRates, ...profile }, { db, adminId, s }) {
        await saveStoreSettings(db, await getStoreProfile(db), profile, adminId, { renewRates });
        return { toast: s.toasts.settingsSaved };
      },
    }),
  },
  { defaultIntent: "save" },
);
