import { Link } from "react-router";
import { localePath, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import { CategoryNav, type NavCategory } from "./category-nav";
import { HeaderSearch } from "./header-search";
import { LanguageToggle } from "./language-toggle";
import { useHeaderVisibility } from "./use-header-visibility";

interface SiteHeaderProps {
  locale: Locale;
  storeName: string;
  /** The store profile's free-shipping notice; absent when the profile could not be read. */
  freeShipping: string | null;
  categories: NavCategory[];
}

/**
 * docs/product-rules.md §2 header: free-shipping strip, logo, search, language toggle, admin link,
 * navigation.
 */
export function SiteHeader({ locale, storeName, freeShipping, categories }: SiteHeaderProps) {
  const t = messagesFor(locale).store.header;
  const visible = useHeaderVisibility();
  return (
    <header
      className={`sticky top-0 z-40 bg-white shadow-sm transition-[translate,visibility] duration-300 ${
        visible ? "visible translate-y-0" : "invisible -translate-y-full"
      }`}
    >
      {freeShipping && (
        <p className="bg-brand-dark px-4 py-1.5 text-center text-sm font-medium text-white">
          {freeShipping}
        </p>
      )}
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-4">
        <Link
          to={localePath(locale, "/")}
          aria-label={`${storeName}, ${t.homeSuffix}`}
          className="mr-auto inline-flex min-h-11 items-center text-2xl font-extrabold tracking-tight text-brand md:mr-0"
        >
          {storeName}
        </Link>
        <HeaderSearch locale={locale} />
        <LanguageToggle locale={locale} />
        <a
          href="/admin"
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:bg-gray-100"
        >
          {t.admin}
        </a>
      </div>
      <CategoryNav locale={locale} categories={categories} />
    </header>
  );
}
