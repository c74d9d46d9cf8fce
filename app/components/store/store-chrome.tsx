import { DEFAULT_LOCALE, type Locale } from "~/i18n/languages";
import { useTexts } from "~/i18n/use-texts";
import { Island } from "~/islands/island";
import { StaticHtml } from "~/islands/static-html";
import type { StoreProfile } from "~/lib/store-profile";
import type { NavCategory } from "./category-nav";
import { LanguageHint } from "./language-hint";
import { ListLoadingStatus } from "./list-loading-status";
import { OfflineSupport } from "./offline-support";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { profileText } from "./store-profile-text";

/** The footer's key: the profile's identity (the store chrome keeps one per catalogue version). */
const profileKeys = new WeakMap<StoreProfile, string>();
let profiles = 0;
function footerKey(profile: StoreProfile | null): string {
  if (!profile) return "none";
  let key = profileKeys.get(profile);
  if (key === undefined) {
    key = String(++profiles);
    profileKeys.set(profile, key);
  }
  return key;
}

interface StoreChromeProps {
  locale: Locale;
  categories: NavCategory[];
  profile: StoreProfile | null;
  children: React.ReactNode;
}

/** The frame of every store page (and of the error page): skip link, header, page, footer. */
export function StoreChrome({ locale, categories, profile, children }: StoreChromeProps) {
  const nav = useTexts("nav");
  const meta = useTexts("meta");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {nav.skipToContent}
      </a>
      <OfflineSupport />
      <SiteHeader
        locale={locale}
        storeName={profile?.name ?? meta.siteName}
        freeShipping={profile ? profileText(profile, locale).freeShipping : null}
        categories={categories}
      />
      <div className="flex-1">
        {/* One live region for every page: a list opened from any page announces its loading. */}
        <div className="mx-auto max-w-6xl px-4">
          <ListLoadingStatus />
        </div>
        {children}
      </div>
      {/* The same for every page of a language and profile: rendered once per both. */}
      <StaticHtml cacheKey={`footer ${locale} ${footerKey(profile)}`} className="contents">
        <SiteFooter locale={locale} profile={profile} />
      </StaticHtml>
      {/* Only the default language's pages offer the visitor's own; a hint, never a redirect. */}
      {locale === DEFAULT_LOCALE && (
        <Island
          name="language-hint"
          component={LanguageHint}
          props={{ locale }}
          wake={["language"]}
        />
      )}
    </div>
  );
}
