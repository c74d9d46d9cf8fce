import type { ReactNode } from "react";
import { MAX_LOW_STOCK_THRESHOLD } from "~/lib/stock";
import { Form, useNavigation } from "react-router";
import { buttonStyles, SectionHeader, TextAreaField } from "~/components/admin/form-controls";
import { language } from "~/i18n/languages";
import { LOCALES, type Locale } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";
import { Field, FormAlert } from "../+shared/field";
import type { StoreProfile } from "~/lib/store-profile";
import { phoneField } from "./phone-field";
import { FeedsFields, type FeedAddress } from "./feeds-fields";
import { RatesFields, type RatesStanding } from "./rates-fields";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The store profile's texts kept in every language: `{text}_{code}` for each row of the table. */
type ProfileText = keyof Messages["adminSections"]["settings"]["texts"];
const inLanguage = <T extends ProfileText>(text: T, locale: Locale) =>
  `${text}_${locale}` satisfies keyof StoreProfile;

/** Every store setting in one form, grouped; saved together. */
export function SettingsForm({
  profile,
  rates,
  feeds,
  result,
}: {
  profile: StoreProfile;
  rates: RatesStanding;
  feeds: FeedAddress[];
  result: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const s = t.settings;
  const languageNames = t.common.languageNames;
  const adminLocale = useAdminLocale();
  const store = useTexts("store");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // After a refusal, what was typed; else what is saved.
  const typed = result && !result.ok ? result.values : undefined;
  const shown = (name: string, saved: string) => typed?.[name] ?? saved;
  const field = (
    name: Exclude<keyof StoreProfile, "phones" | "rates_max_age_days" | "low_stock_threshold"> &
      keyof typeof s,
    extra: { type?: string; wide?: boolean } = {},
  ) => (
    <div className={extra.wide ? "sm:col-span-2" : undefined}>
      <Field
        idPrefix="settings"
        name={name}
        label={s[name]}
        type={extra.type ?? "text"}
        defaultValue={shown(name, profile[name])}
        error={result?.fields?.[name]}
      />
    </div>
  );
  // A text in one language, labelled "{text} ({language})".
  const translated = (text: ProfileText, locale: Locale, extra: { area?: boolean } = {}) => {
    const name = inLanguage(text, locale);
    const props = {
      idPrefix: "settings",
      name,
      label: fill(s.inLanguage, { field: s.texts[text], language: languageNames[locale] }),
      lang: language(locale).tag,
      defaultValue: shown(name, profile[name]),
      error: result?.fields?.[name],
    };
    return extra.area ? (
      <div key={name} className="sm:col-span-2">
        <TextAreaField {...props} />
      </div>
    ) : (
      <Field key={name} {...props} />
    );
  };
  // docs/product-rules.md §9's two wordings of the opening hours, each with the pages showing it.
  const pages = {
    about: store.about.title,
    service: store.service.title,
    location: store.location.title,
    schedule: store.info.scheduleHeading,
    serviceHours: store.info.serviceHoursHeading,
  };
  const wording = (key: "week" | "weekdays", first: ProfileText, second: ProfileText) => (
    <fieldset
      aria-describedby={`settings-hours-${key}-shown`}
      className="grid gap-4 sm:col-span-2 sm:grid-cols-2"
    >
      <legend className="mb-1 font-semibold text-ink">{s.hoursWordings[key].legend}</legend>
      <p id={`settings-hours-${key}-shown`} className="text-sm text-gray-700 sm:col-span-2">
        {fill(s.hoursWordings[key].shownOn, pages)}
      </p>
      {LOCALES.flatMap((locale) => [translated(first, locale), translated(second, locale)])}
    </fieldset>
  );
  return (
    <section aria-labelledby="settings-title" className="max-w-3xl">
      <SectionHeader id="settings-title" title={s.title} />
      <p className="mb-4 text-gray-700">{s.intro}</p>
      <Form
        method="post"
        noValidate
        aria-labelledby="settings-title"
        className="flex flex-col gap-4"
      >
        <FormAlert id="settings-alert" message={result?.formError} />
        <input type="hidden" name="intent" value="save" />
        <fieldset disabled={saving} className="flex flex-col gap-4">
          <Group legend={s.groups.store}>
            {field("name", { wide: true })}
            {LOCALES.map((locale) => translated("description", locale, { area: true }))}
          </Group>
          <Group legend={s.groups.contact}>
            {field("email", { type: "email", wide: true })}
            {profile.phones.map((phone, i) => (
              <Field
                key={phoneField(i)}
                idPrefix="settings"
                name={phoneField(i)}
                type="tel"
                label={fill(s.phone, { n: i + 1 })}
                defaultValue={shown(phoneField(i), phone)}
                error={result?.fields?.[phoneField(i)]}
              />
            ))}
            {field("whatsapp", { type: "tel", wide: true })}
          </Group>
          <Group legend={s.groups.location}>
            {field("address", { wide: true })}
            {field("city")}
            {field("country")}
            {field("map_url", { type: "url", wide: true })}
            {field("map_embed_url", { type: "url", wide: true })}
          </Group>
          <Group legend={s.groups.hours}>
            {wording("week", "hours_week", "hours_sunday")}
            {wording("weekdays", "hours_weekdays", "hours_saturday")}
          </Group>
          <Group legend={s.groups.shipping}>
            {LOCALES.map((locale) => translated("free_shipping", locale))}
          </Group>
          <Group legend={s.groups.rates}>
            <RatesFields
              texts={s}
              locale={adminLocale}
              profile={profile}
              standing={rates}
              shown={shown}
              errors={result?.fields}
            />
          </Group>
          <Group legend={s.groups.brazilNote}>
            <p className="text-sm text-gray-700 sm:col-span-2">{s.brazilNoteIntro}</p>
            {LOCALES.map((locale) => translated("brazil_note", locale, { area: true }))}
          </Group>
          <Group legend={s.groups.stock}>
            <Field
              idPrefix="settings"
              name="low_stock_threshold"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LOW_STOCK_THRESHOLD}
              step={1}
              label={s.lowStock.label}
              defaultValue={shown("low_stock_threshold", String(profile.low_stock_threshold))}
              error={result?.fields?.low_stock_threshold}
            />
            <p className="text-sm text-gray-700 sm:col-span-2">{s.lowStock.hint}</p>
          </Group>
          <Group legend={s.groups.feeds}>
            <FeedsFields
              texts={s.feeds}
              languageNames={languageNames}
              profile={profile}
              typed={typed}
              feeds={feeds}
            />
          </Group>
          <button type="submit" className={`${buttonStyles.primary} self-start`}>
            {saving ? t.common.saving : s.submit}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}
