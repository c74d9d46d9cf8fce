import { listBrands } from "~/.server/catalogue/brands.server";
import { listPosters } from "~/.server/catalogue/posters.server";
import { getDb } from "~/.server/db/kysely";
import { BrandGrid } from "~/components/store/brand-grid";
import { BrandMarquee } from "~/components/store/brand-marquee";
import { PosterCarousel } from "~/components/store/poster-carousel";
import { localeFromPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import { MARQUEE_MAX_ENTRIES } from "~/lib/marquee";
import type { Route } from "./+types/home";

/** Spec §2 home: poster carousel (active posters), brand grid and brand marquee. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = getDb();
  const [posters, brands] = await Promise.all([
    listPosters(db, { activeOnly: true }),
    // A bounded read: the marquee never shows more than 40 entries.
    listBrands(db, MARQUEE_MAX_ENTRIES),
  ]);
  return {
    locale,
    posters: posters.map((p) => ({
      id: p.id,
      title: locale === "en" ? (p.title_en ?? p.title) : p.title,
      image_hash: p.image_hash,
      image_url: p.image_url,
    })),
    brands,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const t = messagesFor(data.locale);
  return [{ title: t.meta.homeTitle }, { name: "description", content: t.meta.homeDescription }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, posters, brands } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="pb-4 outline-none">
      <h1 className="sr-only">{messagesFor(locale).store.home.heading}</h1>
      <PosterCarousel locale={locale} posters={posters} />
      <BrandGrid locale={locale} brands={brands} />
      <BrandMarquee locale={locale} brands={brands} />
    </main>
  );
}
