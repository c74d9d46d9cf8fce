import { LanguageMenu } from "~/components/language-menu";
import { usePageLocation } from "~/i18n/use-messages";
import { Island } from "~/islands/island";
import { localePath, pathInLocale, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { CategoryNav, type NavCategory } from "./category-nav";
import { HeaderSearch } from "./header-search";
import { QuoteNavLink } from "./quote-nav";

interface SiteHeaderProps {
  locale: Locale;
  storeName: string;
  /** The store profile's free-shipping notice; absent when the profile could not be read. */
  freeShipping: string | null;
  categories: NavCategory[];
}

/**
 * docs/product-rules.md §2 header: free-shipping strip, logo, search, language menu, admin link,
 * navigation.
 */
export function SiteHeader({ locale, storeName, freeShipping, categories }: SiteHeaderProps) {
  const t = useTexts("store").header;
  const languageMenu = useTexts("languageMenu");
  const { pathname, search } = usePageLocation();
  return (
    // Hidden while scrolling down, shown again on the way up or after a pause: by the islands'
    // entry (app/islands/header-visibility.ts), which toggles data-hidden.
    <header
      data-site-header
      className="visible sticky top-0 z-40 translate-y-0 bg-white shadow-sm transition-[translate,visibility] duration-300 data-hidden:invisible data-hidden:-translate-y-full"
    >
      {freeShipping && (
        <p className="bg-brand-dark px-4 py-1.5 text-center text-sm font-medium text-white">
          {freeShipping}
        </p>
      )}
      {/* Logo, four controls and the Admin link fit 320 px: tighter below 360 px (store-narrow.spec.ts). */}
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-2 sm:gap-4 sm:px-3">
        <a
          href={localePath(locale, "/")}
          aria-label={`${storeName}, ${t.homeSuffix}`}
          className="mr-auto inline-flex min-h-11 items-center text-2xl font-extrabold tracking-tight text-brand max-[359px]:text-lg md:mr-0"
        >
          {storeName}
        </a>
        <Island name="header-search" component={HeaderSearch} props={{ locale }} />
        <Island name="quote-nav" component={QuoteNavLink} props={{ locale }} wake={["quote"]} />
        <LanguageMenu
          locale={locale}
          label={languageMenu.label}
          hrefFor={(l) => `${pathInLocale(pathname, l)}${search}`}
        />
        {/* The back office opens in the page's language (?lang= is remembered there). */}
        <a
          href={`/admin?lang=${locale}`}
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:bg-gray-100 max-[359px]:px-1 max-[359px]:text-xs"
        >
          {t.admin}
        </a>
      </div>
      <CategoryNav locale={locale} categories={categories} />
    </header>
  );
}
