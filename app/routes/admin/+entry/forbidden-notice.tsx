import { Link } from "react-router";
import { fill } from "~/i18n/fill";
import { localePath } from "~/i18n/locale";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import { AdminLanguageMenu } from "../+shared/language-menu";
import { LogoutForm } from "../+shared/logout-form";
import { EntryFrame } from "./entry-card";

/** Spec "Admin entry", signed in without the admin role: the welcome notice and a logout button. */
export function ForbiddenNotice({ firstName }: { firstName: string }) {
  const t = useTexts("admin");
  const locale = useAdminLocale();
  return (
    <EntryFrame>
      <div className="mb-4 flex items-center justify-between gap-4">
        <Link
          to={localePath(locale, "/")}
          className="text-sm font-semibold text-ink underline-offset-2 hover:underline"
        >
          ← {t.entry.home}
        </Link>
        <AdminLanguageMenu />
      </div>
      <section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">
          {firstName ? fill(t.notice.title, { name: firstName }) : t.notice.titleNoName}
        </h1>
        <p className="text-ink">{t.notice.body}</p>
        <LogoutForm label={t.notice.logout} />
      </section>
    </EntryFrame>
  );
}
