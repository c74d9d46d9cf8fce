import { useFetcher } from "react-router";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { buttonStyles } from "~/components/admin/form-controls";
import { useResultToast } from "~/components/admin/toast";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";

export interface AccountItem {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  active: boolean;
}

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";

/** Every account with its Active and Administrator badges and what may be changed. */
export function AccountsList({
  accounts,
  me,
  total,
}: {
  accounts: AccountItem[];
  me: string;
  total: number;
}) {
  const t = useTexts("adminSections").users;
  const countOf = useAdminPlural();
  return (
    <>
      <p className="text-sm text-gray-700">{countOf(t.total, total)}</p>
      <ul aria-labelledby="accounts-title" className="flex flex-col gap-2">
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} isMe={account.id === me} />
        ))}
      </ul>
    </>
  );
}

function AccountRow({ account, isMe }: { account: AccountItem; isMe: boolean }) {
  const t = useTexts("adminSections").users;
  const fetcher = useFetcher<ActionResult>({ key: `account-${account.id}` });
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const label = `${account.fullName} <${account.email}>`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {account.fullName}
          {isMe && <span className="ml-1 font-normal text-gray-600">({t.you})</span>}
        </p>
        <p className="truncate text-sm text-gray-700">{account.email}</p>
        <p className="mt-1 flex flex-wrap gap-1">
          <span
            className={`${badge} ${account.active ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-800"}`}
          >
            {account.active ? t.active : t.inactive}
          </span>
          {account.isAdmin && (
            <span className={`${badge} bg-ink text-white`}>{t.administrator}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {account.isAdmin && (
          <ConfirmForm
            fetcher={fetcher}
            intent="removeAdmin"
            id={account.id}
            question={t.confirmRemoveAdmin}
            label={label}
            busy={busy}
          >
            {t.removeAdmin}
            <span className="sr-only"> — {account.email}</span>
          </ConfirmForm>
        )}
        {account.active ? (
          <ConfirmForm
            fetcher={fetcher}
            intent="deactivate"
            id={account.id}
            question={t.confirmDeactivate}
            label={label}
            busy={busy}
          >
            {t.deactivate}
            <span className="sr-only"> — {account.email}</span>
          </ConfirmForm>
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="reactivate" />
            <input type="hidden" name="id" value={account.id} />
            <button type="submit" disabled={busy} className={buttonStyles.secondary}>
              {t.reactivate}
              <span className="sr-only"> — {account.email}</span>
            </button>
          </fetcher.Form>
        )}
      </div>
    </li>
  );
}
