import { useFetcher } from "react-router";
import { useTexts } from "~/i18n/use-texts";
import { isOffline } from "./offline";
import { ADMIN_ACTION } from "./paths";

/**
 * POSTs to the admin layout's action, which ends the session on the server and redirects to the
 * entry. Through a fetcher rather than a navigation: when the request never reaches the server
 * (the layout's clientAction answers offline, routes/admin/+shared/offline.ts), the page stays as
 * it was, the session open, and says so, as every other back-office write does; a navigation
 * would have gone on to /admin, whose data cannot load offline, and shown the error page.
 * Without JavaScript it is a plain form.
 */
export function LogoutForm({ label, className = "" }: { label: string; className?: string }) {
  const fetcher = useFetcher();
  const t = useTexts("admin").shell;
  const busy = fetcher.state !== "idle";
  const offline: unknown = fetcher.data;
  return (
    <fetcher.Form method="post" action={ADMIN_ACTION} className={className}>
      <input type="hidden" name="intent" value="logout" />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-50 disabled:opacity-60"
      >
        {label}
      </button>
      {!busy && isOffline(offline) && (
        // Keyed by the failure, so a second failed attempt is announced again.
        <p
          key={offline.offline}
          role="alert"
          className="mt-2 max-w-xs rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900"
        >
          {t.logoutOffline}
        </p>
      )}
    </fetcher.Form>
  );
}
