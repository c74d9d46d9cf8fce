import { Form, useFetcher, useNavigation } from "react-router";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { buttonStyles } from "~/components/admin/form-controls";
import { useResultToast } from "~/components/admin/toast";
import { useAdminDateFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import { Field } from "../+shared/field";

export interface TokenItem {
  id: number;
  name: string;
  owner: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** API tokens: create one (shown once), the list, revoke. */
export function ApiTokens({
  tokens,
  result,
}: {
  tokens: TokenItem[];
  result: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "createToken";
  const created = result?.intent === "createToken" ? result : undefined;
  return (
    <section aria-labelledby="tokens-title" className="flex flex-col gap-3">
      <h2 id="tokens-title" className="text-xl font-bold text-ink">
        {t.users.tokensTitle}
      </h2>
      <p className="text-gray-700">{t.users.tokensIntro}</p>
      <Form
        key={created?.ok ? created.toast?.id : "form"}
        method="post"
        noValidate
        className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="createToken" />
        <fieldset disabled={saving} className="contents">
          <div className="flex-1">
            <Field
              idPrefix="token"
              name="name"
              label={t.users.tokenName}
              required
              maxLength={100}
              error={created?.fields?.name}
            />
          </div>
          <button type="submit" className={buttonStyles.primary}>
            {saving ? t.common.saving : t.users.createToken}
          </button>
        </fieldset>
      </Form>
      {created?.token && (
        <div
          role="region"
          aria-labelledby="new-token-title"
          className="rounded-lg border-2 border-green-700 bg-green-50 p-4"
        >
          <h3 id="new-token-title" className="font-bold text-green-900">
            {t.users.newToken}
          </h3>
          <p className="text-sm text-green-900">{t.users.tokenOnce}</p>
          <label htmlFor="new-token" className="sr-only">
            {t.users.newToken}
          </label>
          <input
            id="new-token"
            readOnly
            value={created.token}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-2 w-full rounded border border-gray-300 bg-white px-3 py-2 font-mono text-sm"
          />
        </div>
      )}
      {tokens.length === 0 ? (
        <p className="text-gray-700">{t.users.noTokens}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TokenRow({ token }: { token: TokenItem }) {
  const t = useTexts("adminSections").users;
  const formatDate = useAdminDateFormat();
  const fetcher = useFetcher<ActionResult>({ key: `token-${token.id}` });
  useResultToast(fetcher.data);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink">{token.name}</p>
        <p className="text-gray-700">
          {t.tokenOwner}: {token.owner} · {t.created}: {formatDate(token.createdAt)} · {t.lastUsed}:{" "}
          {token.lastUsedAt ? formatDate(token.lastUsedAt) : t.never}
        </p>
        {token.revokedAt && (
          <p className="font-semibold text-red-800">
            {fill(t.revokedAt, { date: formatDate(token.revokedAt) })}
          </p>
        )}
      </div>
      {!token.revokedAt && (
        <ConfirmForm
          fetcher={fetcher}
          intent="revokeToken"
          id={token.id}
          question={t.confirmRevoke}
          label={token.name}
          busy={fetcher.state !== "idle"}
        >
          {t.revoke}
          <span className="sr-only"> {token.name}</span>
        </ConfirmForm>
      )}
    </li>
  );
}
