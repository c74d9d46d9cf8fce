import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles, SectionHeader, TextAreaField } from "~/components/admin/form-controls";
import { useSectionMessages } from "~/components/admin/use-section-messages";
import { fill } from "~/i18n/messages";
import type { ActionResult } from "~/lib/admin-result";
import { Field, FormAlert } from "../+shared/field";
import type { StoreProfile } from "~/lib/store-profile";
import { phoneField } from "./phone-field";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Every store setting in one form, grouped; saved together. */
export function SettingsForm({
  profile,
  result,
}: {
  profile: StoreProfile;
  result: ActionResult | undefined;
}) {
  const t = useSectionMessages();
  const s = t.settings;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // After a refusal, what was typed; else what is saved.
  const typed = result && !result.ok ? result.values : undefined;
  const shown = (name: string, saved: string) => typed?.[name] ?? saved;
  const field = (
    name: Exclude<keyof StoreProfile, "phones"> & keyof typeof s,
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
  const area = (name: "description_pt" | "description_en") => (
    <div className="sm:col-span-2">
      <TextAreaField
        idPrefix="settings"
        name={name}
        label={s[name]}
        defaultValue={shown(name, profile[name])}
        error={result?.fields?.[name]}
      />
    </div>
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
            {area("description_pt")}
            {area("description_en")}
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
            <p className="text-sm text-gray-700 sm:col-span-2">{s.hoursNote}</p>
            {field("hours_week_pt")}
            {field("hours_sunday_pt")}
            {field("hours_week_en")}
            {field("hours_sunday_en")}
            {field("hours_weekdays_pt")}
            {field("hours_saturday_pt")}
            {field("hours_weekdays_en")}
            {field("hours_saturday_en")}
          </Group>
          <Group legend={s.groups.shipping}>
            {field("free_shipping_pt")}
            {field("free_shipping_en")}
          </Group>
          <button type="submit" className={`${buttonStyles.primary} self-start`}>
            {saving ? t.common.saving : s.submit}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}
