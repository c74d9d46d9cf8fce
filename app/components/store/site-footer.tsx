import { localePath, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { StoreProfile } from "~/lib/store-profile";
import { profileText, telHref, whatsappHref } from "./store-profile-text";

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";
const linkClass = "inline-flex min-h-6 items-center underline-offset-2 hover:underline";
/** The lists a shopper reaches from every page besides the category bar. */
const shopLinks = [
  ["/ofertas", "offers"],
  ["/categorias", "categories"],
  ["/produtos", "products"],
] as const;

/**
 * docs/product-rules.md §2 footer: description, customer-service hours (Monday to Friday / Saturday
 * wording), e-mail, the four phones, location, copyright and the about link. Contact data comes
 * from the store profile only; without one (an error page whose data failed) only the links remain.
 */
export function SiteFooter({ locale, profile }: { locale: Locale; profile: StoreProfile | null }) {
  const store = useTexts("store");
  const meta = useTexts("meta");
  const f = store.footer;
  const text = profile ? profileText(profile, locale) : null;
  const chat = profile ? whatsappHref(profile.whatsapp) : null;
  const name = profile?.name ?? meta.siteName;
  return (
    <footer className="mt-12 bg-ink text-gray-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        {profile && text && (
          <>
            <section aria-labelledby="footer-about">
              <h2 id="footer-about" className="text-xl font-extrabold text-white">
                {name}
              </h2>
              <p className="mt-2 text-sm leading-relaxed">{text.description}</p>
            </section>
            <section aria-labelledby="footer-hours">
              <h2 id="footer-hours" className={headingClass}>
                {f.hoursHeading}
              </h2>
              <ul className="mt-2 space-y-1 text-sm">
                <li>{text.hoursWeekdays}</li>
                <li>{text.hoursSaturday}</li>
              </ul>
            </section>
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className={headingClass}>
                {f.contactHeading}
              </h2>
              <p className="mt-2 text-sm">
                {f.email}:{" "}
                <a className={linkClass} href={`mailto:${profile.email}`}>
                  {profile.email}
                </a>
              </p>
              <p className="mt-2 text-sm">{f.phones}:</p>
              <ul className="text-sm">
                {profile.phones.map((phone) => (
                  <li key={phone}>
                    <a className={linkClass} href={telHref(phone)}>
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
              {chat && (
                <p className="mt-2 text-sm">
                  <a className={linkClass} href={chat}>
                    {f.whatsapp}
                  </a>
                </p>
              )}
            </section>
          </>
        )}
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={headingClass}>
            {f.shopHeading}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {shopLinks.map(([path, key]) => (
              <li key={path}>
                <a className={linkClass} href={localePath(locale, path)}>
                  {store.links[key]}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-location">
          <h2 id="footer-location" className={headingClass}>
            {profile ? f.locationHeading : f.linksHeading}
          </h2>
          {profile && (
            <p className="mt-2 text-sm">
              {profile.city}, {profile.country}
            </p>
          )}
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <a className={linkClass} href={localePath(locale, "/about")}>
                {store.links.about}
              </a>
            </li>
            <li>
              <a className={linkClass} href={localePath(locale, "/atendimento")}>
                {store.links.service}
              </a>
            </li>
            <li>
              <a className={linkClass} href={localePath(locale, "/localizacao")}>
                {store.links.location}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-gray-300">
        {fill(f.copyright, { year: new Date().getFullYear(), name })}
      </p>
    </footer>
  );
}
