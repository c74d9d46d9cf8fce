import { Link, useLocation } from "react-router";
import { localePath } from "~/i18n/locale";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import { AdminLanguageMenu } from "../+shared/language-menu";
import type { EntryActionData, EntryForm } from "./entry-types";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/** Spec "Admin entry", signed out: the sign-in / sign-up card with its toggle and a Home link. */
export function EntryCard({
  form,
  redirectTo,
  result,
}: {
  form: EntryForm;
  redirectTo: string | null;
  result: EntryActionData | undefined;
}) {
  const t = useTexts("admin");
  const locale = useAdminLocale();
  const location = useLocation();
  // A failed submission shows its own form again, wherever the URL points.
  const shown = result?.intent ?? form;
  const toggle = new URLSearchParams(location.search);
  if (shown === "sign-in") toggle.set("form", "sign-up");
  else toggle.delete("form");
  const toggleSearch = toggle.toString();

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
      <section
        aria-label={t.entry.formsLabel}
        className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
      >
        {shown === "sign-in" ? (
          <SignInForm
            result={result?.intent === "sign-in" ? result : undefined}
            redirectTo={redirectTo}
          />
        ) : (
          <SignUpForm result={result?.intent === "sign-up" ? result : undefined} />
        )}
        <p className="mt-6 text-center text-sm">
          <Link
            to={{ pathname: location.pathname, search: toggleSearch ? `?${toggleSearch}` : "" }}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            {shown === "sign-in" ? t.entry.toSignUp : t.entry.toSignIn}
          </Link>
        </p>
      </section>
    </EntryFrame>
  );
}

/** The centred, phone-friendly frame of the entry's card and notice. */
export function EntryFrame({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen justify-center bg-gray-50 px-4 py-8 sm:items-center"
    >
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}
