import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import {
  getSessionUser,
  isAdminEntry,
  requireAdmin,
  safeRedirectTo,
} from "~/.server/auth/guards.server";
import type { ForbiddenPage } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import { getDb } from "~/.server/db/kysely";
import { countOpenEnquiries } from "~/.server/enquiries/admin-enquiries.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import type { Route } from "./+types/layout";
import { entryAction } from "./+entry/entry-action.server";
import { EntryCard, EntryFrame } from "./+entry/entry-card";
import type { EntryActionData, LogoutOfflineData } from "./+entry/entry-types";
import { ForbiddenNotice } from "./+entry/forbidden-notice";
import { AdminLocaleProvider, htmlLang } from "~/i18n/use-admin-messages";
import { TextsProvider, useTexts } from "~/i18n/use-texts";
import { enteredValues } from "~/lib/form-errors";
import { serverActionOrOffline, unlessOffline } from "./+shared/offline";
import { useReloadWhenOnline } from "./+shared/use-reload-when-online";
import { AdminShell } from "./+shell/admin-shell";

// The back office's layout: every admin page is its child, outside the store layout. The guard
// runs here once per request (docs/decisions/014-access-table.md); each child still calls
// requireAdmin itself. At /admin: signed out → the sign-in card (200); signed in
// without the admin role → the notice (403, from the ErrorBoundary); administrators → the panel.

export async function loader({ request }: Route.LoaderArgs) {
  const { locale, setCookie } = await adminLocale(request);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  // The shop's name in the header and the titles is the one its settings give.
  const storeName = (await getStoreProfile(getDb())).name;
  if (isAdminEntry(request) && !(await getSessionUser(request))) {
    const params = new URL(request.url).searchParams;
    const redirectTo = params.get("redirectTo");
    return data(
      {
        state: "signed-out" as const,
        locale,
        storeName,
        form: params.get("form") === "sign-up" ? ("sign-up" as const) : ("sign-in" as const),
        redirectTo: redirectTo ? safeRedirectTo(redirectTo) : null,
      },
      { headers },
    );
  }
  // Deeper pages when signed out: 302 to /admin?redirectTo=…; no admin role: 403.
  const admin = await requireAdmin(request);
  // Without e-mail, the navigation's badge is the notice that shoppers wait.
  const newEnquiries = await countOpenEnquiries(getDb());
  return data(
    { state: "admin" as const, locale, storeName, fullName: admin.fullName, newEnquiries },
    { headers },
  );
}

/**
 * Every back-office answer (pages, their client-navigation data, actions, errors) depends on who
 * asks and in which language: no shared cache may keep one. Children inherit this unless they
 * export their own `headers`.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request }: Route.ActionArgs) {
  return entryAction(request);
}

/**
 * With JavaScript, a request that never reaches the server shows docs/product-rules.md §8's network
 * messages; a sign-out (a fetcher, so the page stays) says the session is still open.
 */
export async function clientAction(args: Route.ClientActionArgs) {
  return serverActionOrOffline(args, (form): EntryActionData | LogoutOfflineData => {
    const entered = enteredValues(form);
    switch (form.get("intent")) {
      case "logout":
        return { intent: "logout" };
      case "sign-up":
        return { intent: "sign-up", error: "network", fields: {}, values: entered };
      default:
        return {
          intent: "sign-in",
          error: "connection",
          fields: {},
          values: { email: entered.email },
        };
    }
  });
}

export const shouldRevalidate = unlessOffline;

export function meta({ loaderData, error }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? gateOf(error)?.locale ?? DEFAULT_LOCALE;
  const messages = textsFor(locale);
  const t = messages.admin.meta;
  const site = loaderData?.storeName ?? messages.meta.siteName;
  return [
    { title: fill(loaderData?.state === "admin" ? t.panelTitle : t.entryTitle, { site }) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminLayout({ loaderData, actionData }: Route.ComponentProps) {
  useReloadWhenOnline();
  return (
    <AdminLocaleProvider value={loaderData.locale}>
      <TextsProvider value={textsFor(loaderData.locale)}>
        <div lang={htmlLang(loaderData.locale)}>
          {loaderData.state === "admin" ? (
            <AdminShell
              fullName={loaderData.fullName}
              storeName={loaderData.storeName}
              newEnquiries={loaderData.newEnquiries}
            />
          ) : (
            <EntryCard
              form={loaderData.form}
              redirectTo={loaderData.redirectTo}
              result={actionData?.intent === "logout" ? undefined : actionData}
            />
          )}
        </div>
      </TextsProvider>
    </AdminLocaleProvider>
  );
}

function gateOf(error: unknown): ForbiddenPage | { gate: "signed-out"; locale?: Locale } | null {
  if (!isRouteErrorResponse(error)) return null;
  const body: unknown = error.data;
  if (body && typeof body === "object" && "gate" in body) {
    return body as ForbiddenPage | { gate: "signed-out"; locale?: Locale };
  }
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const gate = gateOf(error);
  const locale = gate?.locale ?? DEFAULT_LOCALE;
  return (
    <AdminLocaleProvider value={locale}>
      <TextsProvider value={textsFor(locale)}>
        <div lang={htmlLang(locale)}>
          {gate?.gate === "forbidden" ? (
            <ForbiddenNotice firstName={gate.firstName} />
          ) : gate?.gate === "signed-out" ? (
            <EntryCard form="sign-in" redirectTo={null} result={undefined} />
          ) : (
            <AdminError />
          )}
        </div>
      </TextsProvider>
    </AdminLocaleProvider>
  );
}

function AdminError() {
  const t = useTexts("admin").error;
  return (
    <EntryFrame>
      <section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="text-ink">{t.body}</p>
        <Link to="/admin" reloadDocument className="font-semibold text-brand-dark underline">
          {t.back}
        </Link>
      </section>
    </EntryFrame>
  );
}
