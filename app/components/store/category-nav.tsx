import { NavLink } from "react-router";
import { localePath, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";

export interface NavCategory {
  id: number;
  name: string;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
    isActive ? "border-brand text-brand-dark" : "border-transparent hover:border-gray-300"
  }`;

/** docs/product-rules.md §2: the navigation bar, Home plus one link per category. */
export function CategoryNav({ locale, categories }: { locale: Locale; categories: NavCategory[] }) {
  const t = messagesFor(locale);
  return (
    <nav aria-label={t.store.header.mainNav} className="border-t border-gray-200">
      <ul className="mx-auto flex max-w-6xl overflow-x-auto px-2">
        <li>
          <NavLink to={localePath(locale, "/")} end className={linkClass}>
            {t.nav.home}
          </NavLink>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink to={localePath(locale, `/produtos/${c.id}`)} className={linkClass}>
              {c.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
