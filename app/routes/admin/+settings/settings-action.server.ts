import { answer, readIntent, toast } from "~/.server/admin/forms.server";
import { saveStoreSettings } from "~/.server/admin/settings.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/languages";
import { fill } from "~/i18n/messages";
import type { Messages } from "~/i18n/pt";
import { RATE_LIMITS, RATES_MAX_AGE_DAYS } from "~/lib/currency-rates";
import { fieldMessages, type FieldIssue } from "~/lib/form-errors";
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
const settingsMessage =
  ({ adminSections: { fields: t, settings } }: Messages, locale: Locale) =>
  (issue: FieldIssue, field: string): string => {
    if (RATE_FIELDS.has(field)) return rateMessage(settings, field, locale);
    if (issue.code === "too_big") return t.tooLong;
    if (issue.code === "too_small") return t.required;
    if (field === "email") return t.invalidEmail;
    if (field === "map_url" || field === "map_embed_url") return t.httpsOnly;
    return t.invalid;
  };

/**
 * Saves the store settings (validated by storeProfileSchema). saveStoreProfile bumps the catalogue
 * version, so cached storefront pages show the change; the audit log records who made it.
 */
export async function settingsAction(request: Request) {
  const { t, form, db, adminId } = await readIntent(request);
  const { locale } = await adminLocale(request);
  const s = t.adminSections;
  const { values } = form;
  const phones = Array.from({ length: PHONE_COUNT }, (_, i) => values[phoneField(i)] ?? "");
  // A box left unticked sends nothing: the feed is off.
  const feeds = { feed_google: values.feed_google === "on", feed_meta: values.feed_meta === "on" };
  const parsed = storeProfileSchema.safeParse({ ...values, phones, ...feeds });
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error, settingsMessage(t, locale), {
      // The profile's phones are a list; the form has one field for each.
      fieldOf: ([first, index]) =>
        first === "phones" && typeof index === "number" ? phoneField(index) : String(first),
    });
    return answer({
      intent: "save",
      ok: false,
      fields,
      formError: s.common.invalidSummary,
      values,
      toast: toast("error", s.toasts.updateFailed),
    });
  }
  await saveStoreSettings(db, await getStoreProfile(db), parsed.data, adminId, {
    renewRates: values[RENEW_RATES_FIELD] === "on",
  });
  return answer({ intent: "save", ok: true, toast: toast("success", s.toasts.settingsSaved) });
}
