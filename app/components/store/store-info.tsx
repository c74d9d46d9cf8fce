import type { Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { StoreProfile } from "~/lib/store-profile";
import { profileText, telHref, whatsappHref } from "./store-profile-text";

/** Pieces of the about, customer-service and location pages, all fed by the store profile. */
interface ProfileProps {
  profile: StoreProfile;
}

/** A piece that shows the profile's texts kept per language. */
interface InfoProps extends ProfileProps {
  locale: Locale;
}

const cardClass = "rounded-lg border border-gray-200 bg-white p-5";
const headingClass = "text-lg font-semibold";
const linkClass = "inline-flex min-h-6 items-center text-brand-dark underline underline-offset-2";

export function InfoPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

/** The shop's name set as its logo text. */
export function LogoText({ name }: { name: string }) {
  return <p className="text-4xl font-extrabold tracking-tight text-brand">{name}</p>;
}

/** docs/product-rules.md §9: both schedule wordings, exactly as the profile gives them. */
export function ScheduleCard({ locale, profile }: InfoProps) {
  const t = useTexts("store").info;
  const text = profileText(profile, locale);
  return (
    <section aria-labelledby="schedule-heading" className={cardClass}>
      <h2 id="schedule-heading" className={headingClass}>
        {t.scheduleHeading}
      </h2>
      <ul className="mt-2 space-y-1">
        <li>{text.hoursWeek}</li>
        <li>{text.hoursSunday}</li>
      </ul>
      <h2 className={`${headingClass} mt-4`}>{t.serviceHoursHeading}</h2>
      <ul className="mt-2 space-y-1">
        <li>{text.hoursWeekdays}</li>
        <li>{text.hoursSaturday}</li>
      </ul>
    </section>
  );
}

export function ContactCard({ profile }: ProfileProps) {
  const t = useTexts("store").info;
  const chat = whatsappHref(profile.whatsapp);
  return (
    <section aria-labelledby="contact-heading" className={cardClass}>
      <h2 id="contact-heading" className={headingClass}>
        {t.contactHeading}
      </h2>
      <p className="mt-2">
        {t.email}:{" "}
        <a className={linkClass} href={`mailto:${profile.email}`}>
          {profile.email}
        </a>
      </p>
      <p className="mt-2">{t.phones}:</p>
      <ul>
        {profile.phones.map((phone) => (
          <li key={phone}>
            <a className={linkClass} href={telHref(phone)}>
              {phone}
            </a>
          </li>
        ))}
      </ul>
      {chat && (
        <p className="mt-3">
          <a className={linkClass} href={chat}>
            {t.whatsapp}
          </a>
        </p>
      )}
    </section>
  );
}

export function LocationCard({ profile }: ProfileProps) {
  const t = useTexts("store").info;
  return (
    <section aria-labelledby="location-heading" className={cardClass}>
      <h2 id="location-heading" className={headingClass}>
        {t.locationHeading}
      </h2>
      <address className="mt-2 not-italic">
        {profile.address && <span className="block">{profile.address}</span>}
        <span className="block">
          {profile.city}, {profile.country}
        </span>
      </address>
      {profile.map_url && (
        <p className="mt-3">
          <a className={linkClass} href={profile.map_url}>
            {t.openMap}
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * docs/product-rules.md §2/§9: the embedded map, 550 px high. Nothing is asked of the map's host
 * until the shopper presses "Mostrar mapa" (docs/decisions/068-product-documents-and-videos.md):
 * a placeholder with the address, whose button is a link to the map (without JavaScript) that
 * app/islands/frame-on-press.ts swaps for the frame.
 */
export function MapEmbed({ profile }: ProfileProps) {
  const t = useTexts("store").info;
  const m = useTexts("productMedia");
  if (!profile.map_embed_url) return null;
  const title = fill(t.mapTitle, {
    name: profile.name,
    city: profile.city,
    country: profile.country,
  });
  let host = "";
  try {
    host = new URL(profile.map_embed_url).hostname;
  } catch {
    return null;
  }
  return (
    <div
      data-frame-holder
      className="mt-8 flex h-[550px] w-full flex-col items-center justify-center gap-4 rounded-lg border border-gray-200 bg-gray-100 p-6 text-center"
    >
      <address className="not-italic text-gray-800">
        {profile.address && <span className="block font-medium">{profile.address}</span>}
        <span className="block">
          {profile.city}, {profile.country}
        </span>
      </address>
      <a
        href={profile.map_embed_url}
        data-frame-src={profile.map_embed_url}
        data-frame-title={title}
        data-frame-class="mt-8 block h-[550px] w-full rounded-lg border border-gray-200"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-dark px-5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {m.showMap}
      </a>
      <p className="text-sm text-gray-700">{fill(m.mapPrivacy, { host })}</p>
    </div>
  );
}
