import { NavLink, Outlet } from "react-router";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import { AdminLanguageMenu } from "../+shared/language-menu";
import { LogoutForm } from "../+shared/logout-form";
import { ADMIN_SECTIONS } from "../+shared/paths";
import { useAdminNumberFormat, useAdminPlural } from "~/components/admin/use-section-messages";

/**
 * Spec "Admin entry", signed in as an administrator: the panel's header (welcome with the full
 * name, the Admin badge, logout) and the side navigation; the section renders in the Outlet.
 */
export function AdminShell({
  fullName,
  storeName,
  newEnquiries,
}: {
  fullName: string;
  storeName: string;
  /** Enquiries still new: a badge on their section. */
  newEnquiries: number;
}) {
  const t = useTexts("admin");
  const nav = useTexts("nav");
  const countOf = useAdminPlural();
  const formatCount = useAdminNumberFormat();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {nav.skipToContent}
      </a>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="text-lg font-bold text-brand-dark">{storeName}</span>
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
              {t.shell.badge}
            </span>
            <p className="min-w-0 truncate text-sm text-ink">
              {fill(t.shell.welcome, { name: fullName })}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <AdminLanguageMenu />
            <LogoutForm label={t.shell.logout} />
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:gap-8">
        <nav aria-label={t.shell.navLabel} className="md:w-56 md:shrink-0">
          <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive ? "bg-brand text-white" : "text-ink hover:bg-gray-100"
                    }`
                  }
                >
                  {t.nav[section.key]}
                  {section.key === "enquiries" && newEnquiries > 0 && (
                    <span className="ml-2 inline-block min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-xs font-bold text-ink">
                      <span aria-hidden="true">{formatCount(newEnquiries)}</span>
                      <span className="sr-only">
                        , {countOf(t.shell.newEnquiries, newEnquiries)}
                      </span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
