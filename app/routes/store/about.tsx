import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import {
  ContactCard,
  InfoPage,
  LocationCard,
  LogoText,
  MapEmbed,
  ScheduleCard,
} from "~/components/store/store-info";
import { JsonLd } from "~/components/store/json-ld";
import { profileText } from "~/components/store/store-profile-text";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { hardwareStoreJsonLd } from "~/lib/seo/store-json-ld";
import { seoMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/about";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const profile = await getStoreProfile(getDb());
  const origin = getEnv().BASE_URL;
  return {
    locale,
    profile,
    url: `${origin}${localePath(locale, "/about")}`,
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
  return seoMeta({
    title: fill(t.meta.pageTitle, { page: t.store.about.title, site: data.profile.name }),
    description: profileText(data.profile, data.locale).description,
    locale: data.locale,
    siteName: data.profile.name,
    url: data.url,
    image: matches[1]?.data?.seo.shareImage,
  });
}

/**
 * docs/product-rules.md §2 about page: logo text, description, hours, contact, location and the
 * map.
 */
export default function About({ loaderData }: Route.ComponentProps) {
  const { locale, profile } = loaderData;
  const t = useTexts("store").about;
  return (
    <InfoPage title={t.title}>
      <JsonLd data={loaderData.jsonLd} />
      <div className="mt-6">
        <LogoText name={profile.name} />
        <p className="mt-3 max-w-3xl text-lg leading-relaxed">
          {profileText(profile, locale).description}
        </p>
      </div>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <ScheduleCard locale={locale} profile={profile} />
        <ContactCard profile={profile} />
        <LocationCard profile={profile} />
      </div>
      <MapEmbed profile={profile} />
    </InfoPage>
  );
}
