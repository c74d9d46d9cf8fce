import { localePath, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { usePageLocation } from "~/i18n/use-messages";

export interface NavCategory {
  id: number;
  name: string;
}

/** As React Router's NavLink: the link of the page shown (or, unless `end`, of a page below it). */
function isActive(href: string, pathname: string, end = false): boolean {
  return pathname === href || (!end && pathname.startsWith(`${href}/`));
}

const linkClass = (isActive: boolean) =>
  `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
    isActive ? "border-brand text-brand-dark" : "border-transparent hover:border-gray-300"
  }`;

/** docs/product-rules.md §2: the navigation bar, Home plus one link per category. */
export function CategoryNav({ locale, categories }: { locale: Locale; categories: NavCategory[] }) {
  const header = useTexts("store").header;
  const nav = useTexts("nav");
  const { pathname } = usePageLocation();
  const link = (href: string, end = false) => {
    const active = isActive(href, pathname, end);
    return {
      href,
      className: linkClass(active),
      "aria-current": active ? ("page" as const) : undefined,
    };
  };
  return (
    <nav aria-label={header.mainNav} className="border-t border-gray-200">
      <ul className="mx-auto flex max-w-6xl overflow-x-auto px-2">
        <li>
          <a {...link(localePath(locale, "/"), true)}>{nav.home}</a>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <a {...link(localePath(locale, `/produtos/${c.id}`))}>{c.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
