import { getDb } from "~/.server/db/kysely";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { ContactCard, InfoPage, ScheduleCard } from "~/components/store/store-info";
import { localeFromPath } from "~/i18n/locale";
import { fill, messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/service";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, profile: await getStoreProfile(getDb()) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const t = messagesFor(data.locale);
  const site = data.profile.name;
  return [
    { title: fill(t.meta.pageTitle, { page: t.store.service.title, site }) },
    { name: "description", content: fill(t.store.service.description, { name: site }) },
  ];
}

/** Customer service (/atendimento): hours in both wordings and every way to reach the shop. */
export default function Service({ loaderData }: Route.ComponentProps) {
  const { locale, profile } = loaderData;
  const t = messagesFor(locale).store.service;
  return (
    <InfoPage title={t.title}>
      <p className="mt-3 text-lg">{t.intro}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <ScheduleCard locale={locale} profile={profile} />
        <ContactCard locale={locale} profile={profile} />
      </div>
    </InfoPage>
  );
}
