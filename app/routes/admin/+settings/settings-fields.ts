import type { StoreProfile } from "~/lib/store-profile";

/** The store profile's text fields, as the settings form names them (phones are phone_1..phone_4). */
export const TEXT_FIELDS = [
  "name",
  "description_pt",
  "description_en",
  "email",
  "whatsapp",
  "address",
  "city",
  "country",
  "map_url",
  "map_embed_url",
  "hours_week_pt",
  "hours_sunday_pt",
  "hours_week_en",
  "hours_sunday_en",
  "hours_weekdays_pt",
  "hours_saturday_pt",
  "hours_weekdays_en",
  "hours_saturday_en",
  "free_shipping_pt",
  "free_shipping_en",
] as const satisfies readonly (keyof StoreProfile)[];

export const PHONE_FIELDS = ["phone_1", "phone_2", "phone_3", "phone_4"] as const;

export type SettingsValues = Record<
  (typeof TEXT_FIELDS)[number] | (typeof PHONE_FIELDS)[number],
  string
>;

export function valuesOfProfile(profile: StoreProfile): SettingsValues {
  const values = {} as SettingsValues;
  for (const name of TEXT_FIELDS) values[name] = profile[name];
  PHONE_FIELDS.forEach((name, i) => (values[name] = profile.phones[i] ?? ""));
  return values;
}
