import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { InfoPage, LocationCard, MapEmbed, ScheduleCard } from "~/components/store/store-info";
import { JsonLd } from "~/components/store/json-ld";
import { profileText } from "~/components/store/store-profile-text";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { hardwareStoreJsonLd } from "~/lib/seo/store-json-ld";
import { seoMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/location";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const profile = await getStoreProfile(getDb());
  const origin = getEnv().BASE_URL;
  return {
    locale,
    profile,
    url: `${origin}${localePath(locale, "/localizacao")}`,
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
  const { name, city, country } = data.profile;
  return seoMeta({
    title: fill(t.meta.pageTitle, { page: t.store.location.title, site: name }),
    description: fill(t.store.location.description, { name, city, country }),
    locale: data.locale,
    siteName: name,
    url: data.url,
    image: matches[1]?.data?.seo.shareImage,
  });
}

/** Our location (/localizacao): address, hours and the embedded map. */
export default function Location({ loaderData }: Route.ComponentProps) {
  const { locale, profile } = loaderData;
  const t = useTexts("store").location;
  return (
    <InfoPage title={t.title}>
      <JsonLd data={loaderData.jsonLd} />
      <p className="mt-3 text-lg">
        {fill(t.intro, { city: profile.city, country: profile.country })}
      </p>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <LocationCard profile={profile} />
        <ScheduleCard locale={locale} profile={profile} />
      </div>
      <MapEmbed profile={profile} />
    </InfoPage>
  );
}
