import { getDb } from "~/.server/db/kysely";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { InfoPage, LocationCard, MapEmbed, ScheduleCard } from "~/components/store/store-info";
import { localeFromPath } from "~/i18n/locale";
import { fill, messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/location";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, profile: await getStoreProfile(getDb()) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const t = messagesFor(data.locale);
  const { name, city, country } = data.profile;
  return [
    { title: fill(t.meta.pageTitle, { page: t.store.location.title, site: name }) },
    { name: "description", content: fill(t.store.location.description, { name, city, country }) },
  ];
}

/** Our location (/localizacao): address, hours and the embedded map. */
export default function Location({ loaderData }: Route.ComponentProps) {
  const { locale, profile } = loaderData;
  const t = messagesFor(locale).store.location;
  return (
    <InfoPage title={t.title}>
      <p className="mt-3 text-lg">
        {fill(t.intro, { city: profile.city, country: profile.country })}
      </p>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <LocationCard locale={locale} profile={profile} />
        <ScheduleCard locale={locale} profile={profile} />
      </div>
      <MapEmbed locale={locale} profile={profile} />
    </InfoPage>
  );
}
