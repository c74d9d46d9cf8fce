import { getDb } from "~/.server/db/kysely";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import {
  ContactCard,
  InfoPage,
  LocationCard,
  LogoText,
  MapEmbed,
  ScheduleCard,
} from "~/components/store/store-info";
import { profileText } from "~/components/store/store-profile-text";
import { localeFromPath } from "~/i18n/locale";
import { fill, messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/about";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, profile: await getStoreProfile(getDb()) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const t = messagesFor(data.locale);
  return [
    { title: fill(t.meta.pageTitle, { page: t.store.about.title, site: data.profile.name }) },
    { name: "description", content: profileText(data.profile, data.locale).description },
  ];
}

/** Spec §2 about page: logo text, description, hours, contact, location and the map. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { locale, profile } = loaderData;
  return (
    <InfoPage title={messagesFor(locale).store.about.title}>
      <div className="mt-6">
        <LogoText name={profile.name} />
        <p className="mt-3 max-w-3xl text-lg leading-relaxed">
          {profileText(profile, locale).description}
        </p>
      </div>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <ScheduleCard locale={locale} profile={profile} />
        <ContactCard locale={locale} profile={profile} />
        <LocationCard locale={locale} profile={profile} />
      </div>
      <MapEmbed locale={locale} profile={profile} />
    </InfoPage>
  );
}
