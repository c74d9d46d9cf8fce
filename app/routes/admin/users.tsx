import "~/lib/zod-csp";
import { useLocation } from "react-router";
import { z } from "zod";
import { listOwnSessions } from "~/.server/admin/sessions.server";
import { listAccounts } from "~/.server/admin/users.server";
import { listApiTokens } from "~/.server/auth/tokens.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { ConfirmPanel } from "~/components/admin/confirm-form";
import { SectionHeader } from "~/components/admin/form-controls";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import type { Route } from "./+types/users";
import { AccountsList } from "./+users/accounts-list";
import { AddAdminForm } from "./+users/add-admin-form";
import { ApiTokens } from "./+users/api-tokens";
import { SessionsList } from "./+users/sessions-list";
import { usersAction } from "./+users/users-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

const PER_PAGE = 50;
const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** Accounts, API tokens and the signed-in administrator's own sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const page = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const db = getDb();
  const [accounts, tokens, sessions] = await Promise.all([
    listAccounts(db, { page, perPage: PER_PAGE }),
    listApiTokens(db),
    listOwnSessions(db, admin.id, admin.sessionId),
  ]);
  return {
    me: admin.id,
    accounts: accounts.items,
    total: accounts.total,
    page,
    pageCount: Math.max(1, Math.ceil(accounts.total / PER_PAGE)),
    tokens: tokens.map((tk) => ({
      id: Number(tk.id),
      name: tk.name,
      owner: tk.user_name,
      createdAt: tk.created_at,
      lastUsedAt: tk.last_used_at,
      revokedAt: tk.revoked_at,
    })),
    sessions,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return usersAction(request);
}

/** A write that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <UsersPage data={loaderData} result={actionData} />
    </ToastProvider>
  );
}

const QUESTIONS = {
  removeAdmin: "confirmRemoveAdmin",
  deactivate: "confirmDeactivate",
  revokeToken: "confirmRevoke",
} as const;

function UsersPage({
  data,
  result,
}: {
  data: Route.ComponentProps["loaderData"];
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").users;
  const { pathname, search } = useLocation();
  useResultToast(result);
  const confirm = result?.confirm;
  const question =
    result && result.intent in QUESTIONS
      ? QUESTIONS[result.intent as keyof typeof QUESTIONS]
      : null;
  return (
    <div className="flex flex-col gap-8">
      <SectionHeader id="users-title" title={t.title} />
      {confirm && question && result && (
        <ConfirmPanel
          question={t[question]}
          label={confirm.label}
          intent={result.intent}
          id={confirm.target}
          cancelTo={`${pathname}${search}`}
        />
      )}
      <section aria-labelledby="accounts-title" className="flex flex-col gap-3">
        <h2 id="accounts-title" className="text-xl font-bold text-ink">
          {t.accountsTitle}
        </h2>
        <AccountsList accounts={data.accounts} me={data.me} total={data.total} />
        <AdminPagination page={data.page} pageCount={data.pageCount} />
      </section>
      <AddAdminForm result={result?.intent === "addAdmin" ? result : undefined} />
      <ApiTokens tokens={data.tokens} result={result} />
      <SessionsList sessions={data.sessions} />
    </div>
  );
}
