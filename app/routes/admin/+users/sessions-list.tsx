import { useFetcher } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useResultToast } from "~/components/admin/toast";
import { useAdminDateFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";

export interface SessionItem {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

/** The signed-in administrator's own sessions; any but this one can be ended. */
export function SessionsList({ sessions }: { sessions: SessionItem[] }) {
  const t = useTexts("adminSections").users;
  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
      <h2 id="sessions-title" className="text-xl font-bold text-ink">
        {t.sessionsTitle}
      </h2>
      <ul className="flex flex-col gap-2">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
    </section>
  );
}

function SessionRow({ session }: { session: SessionItem }) {
  const t = useTexts("adminSections");
  const formatDate = useAdminDateFormat();
  const fetcher = useFetcher<ActionResult>({ key: `session-${session.id}` });
  useResultToast(fetcher.data);
  const u = t.users;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-gray-700">{u.sessionStarted}</dt>
        <dd className="text-ink">{formatDate(session.createdAt)}</dd>
        <dt className="text-gray-700">{u.sessionLastActive}</dt>
        <dd className="text-ink">{formatDate(session.lastActiveAt)}</dd>
        <dt className="text-gray-700">{u.sessionAgent}</dt>
        <dd className="break-words text-ink">{session.userAgent || u.unknown}</dd>
        <dt className="text-gray-700">{u.sessionIp}</dt>
        <dd className="text-ink">{session.ipAddress || u.unknown}</dd>
      </dl>
      {session.current ? (
        <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
          {u.thisSession}
        </span>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="endSession" />
          <input type="hidden" name="id" value={session.id} />
          <button type="submit" disabled={fetcher.state !== "idle"} className={buttonStyles.danger}>
            {u.endSession}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
