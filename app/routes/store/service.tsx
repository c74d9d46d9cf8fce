import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { ContactCard, InfoPage, ScheduleCard } from "~/components/store/store-info";
import { JsonLd } from "~/components/store/json-ld";
import { profileText } from "~/components/store/store-profile-text";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { hardwareStoreJsonLd } from "~/lib/seo/store-json-ld";
import { seoMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/service";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const profile = await getStoreProfile(getDb());
  const origin = getEnv().BASE_URL;
  return {
    locale,
    profile,
    url: `${origin}${localePath(locale, "/atendimento")}`,
    jsonLd: hardwareStoreJsonLd(profile, {
      url: `${origin}${localePath(locale, "/")}`,
      description: profileText(profile, locale).description,
      image: null,
    }),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const t = textsFor(data.locale);
  const site = data.profile.name;
  return seoMeta({
    title: fill(t.meta.pageTitle, { page: t.store.service.title, site }),
    description: fill(t.store.service.description, { name: site }),
    locale: data.locale,
    siteName: site,
    url: data.url,
    image: matches[1]?.data?.seo.shareImage,
  });
}

/** Customer service (/atendimento): hours in both wordings and every way to reach the shop. */
export default function Service({ loaderData }: Route.ComponentProps) {
  const { locale, profile } = loaderData;
  const t = useTexts("store").service;
  return (
    <InfoPage title={t.title}>
      <JsonLd data={loaderData.jsonLd} />
      <p className="mt-3 text-lg">{t.intro}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <ScheduleCard locale={locale} profile={profile} />
        <ContactCard profile={profile} />
      </div>
    </InfoPage>
  );
}
