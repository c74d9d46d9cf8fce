import { data, Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { listOutbox, OUTBOX_PER_PAGE } from "~/.server/outbox/outbox.server";
import { getNotificationLocale } from "~/.server/settings/notification-language.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { buttonStyles, SectionHeader, SelectField } from "~/components/admin/form-controls";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { LANGUAGES, type Locale } from "~/i18n/languages";
import { outboxDisplayState, outboxListQuerySchema } from "~/lib/outbox-admin";
import type { Route } from "./+types/enquiry-emails";
import { emailsAction } from "./+enquiries/emails-action.server";
import { EmailList } from "./+enquiries/email-list";
import { ENQUIRIES_PATH } from "./+enquiries/paths";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * The shop's notice e-mails (docs/decisions/053-outbox.md), newest first, each
 * with its state, attempts, last error and next attempt; whether a mail server is configured; the
 * language the notices are written in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = outboxListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = getDb();
  const [{ items, total }, locale, profile] = await Promise.all([
    listOutbox(db, { page: query.page }),
    getNotificationLocale(db),
    getStoreProfile(db),
  ]);
  return data({
    // Whether it is set, never its value: the URL may hold the mail server's password.
    smtpConfigured: Boolean(getEnv().SMTP_URL),
    to: profile.email,
    locale,
    messages: items.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      state: outboxDisplayState(row),
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at,
      sentAt: row.sent_at,
      enquiry: row.enquiry,
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / OUTBOX_PER_PAGE)),
  });
}

export async function action({ request }: Route.ActionArgs) {
  return emailsAction(request);
}

/** A change that never reaches the server keeps the page and what was chosen (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function EnquiryEmails({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <EmailsPage loaderData={loaderData} result={actionData} />
    </ToastProvider>
  );
}

function EmailsPage({
  loaderData,
  result,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  result: ClientResult | undefined;
}) {
  useResultToast(result);
  const t = useTexts("adminSections").outbox;
  const countOf = useAdminPlural();
  const { smtpConfigured, to, locale, messages, total, page, pageCount } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <Link to={ENQUIRIES_PATH} className="font-semibold text-brand-dark underline">
        {t.back}
      </Link>
      <SectionHeader
        id="enquiry-emails-title"
        title={t.title}
        count={total > 0 ? countOf(t.total, total) : undefined}
      />
      <p className="text-gray-700">{fill(t.intro, { email: to })}</p>
      <p
        className={`rounded-md border px-3 py-2 text-sm ${
          smtpConfigured
            ? "border-green-200 bg-green-50 text-green-900"
            : "border-amber-200 bg-amber-50 text-amber-900"
        }`}
      >
        {smtpConfigured ? t.smtpOn : t.smtpOff}
      </p>
      <LanguageForm locale={locale} result={result?.intent === "language" ? result : undefined} />
      {messages.length === 0 ? (
        <p className="text-gray-700">{t.empty}</p>
      ) : (
        <EmailList rows={messages} smtpConfigured={smtpConfigured} />
      )}
      <AdminPagination page={page} pageCount={pageCount} />
    </div>
  );
}

/** The notices' language: a plain form posted to the page's action (works before JavaScript). */
function LanguageForm({ locale, result }: { locale: Locale; result: ClientResult | undefined }) {
  const t = useTexts("adminSections").outbox;
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "language";
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="outbox-language-title"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-end"
    >
      <h2 id="outbox-language-title" className="sr-only">
        {t.languageTitle}
      </h2>
      <input type="hidden" name="intent" value="language" />
      <div className="sm:w-64">
        <SelectField
          key={locale}
          name="locale"
          label={t.languageTitle}
          idPrefix="outbox"
          defaultValue={result?.values?.locale ?? locale}
          error={result?.fields?.locale}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {t.saveLanguage}
      </button>
    </Form>
  );
}
