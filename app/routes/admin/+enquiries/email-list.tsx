import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminDateFormat, useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { OutboxDisplayState } from "~/lib/outbox-admin";
import { enquiryPath } from "./paths";

export interface EmailListRow {
  id: number;
  createdAt: string;
  state: OutboxDisplayState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  enquiry: { id: number; reference: string } | null;
}

const CELL = "px-3 py-1 md:py-2";
/** A cell's column name, shown on phones where the table's head is hidden. */
const LABEL = "mr-1 text-gray-600 md:hidden";

const STATE_STYLE: Record<OutboxDisplayState, string> = {
  pending: "bg-amber-100 text-amber-900",
  retrying: "bg-red-100 text-red-900",
  sent: "bg-green-100 text-green-900",
  cancelled: "bg-gray-200 text-gray-800",
};

/**
 * The outbox newest first: a table at desktop widths whose rows stack on a phone, as the
 * enquiries list does. A pending message shows its next attempt and "Tentar agora" when a mail
 * server is configured; without one nothing is attempted.
 */
export function EmailList({
  rows,
  smtpConfigured,
}: {
  rows: EmailListRow[];
  smtpConfigured: boolean;
}) {
  const t = useTexts("adminSections").outbox;
  const c = t.columns;
  return (
    <table className="block w-full rounded-lg border border-gray-200 bg-white text-left text-sm md:table">
      <caption className="sr-only">{t.listLabel}</caption>
      <thead className="hidden bg-gray-50 text-gray-700 md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2">
            {c.enquiry}
          </th>
          <th scope="col" className="px-3 py-2">
            {c.createdAt}
          </th>
          <th scope="col" className="px-3 py-2">
            {c.state}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {c.attempts}
          </th>
          <th scope="col" className="px-3 py-2">
            {c.detail}
          </th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {rows.map((row) => (
          <EmailRow key={row.id} row={row} smtpConfigured={smtpConfigured} />
        ))}
      </tbody>
    </table>
  );
}

function EmailRow({ row, smtpConfigured }: { row: EmailListRow; smtpConfigured: boolean }) {
  const t = useTexts("adminSections").outbox;
  const c = t.columns;
  const formatDate = useAdminDateFormat();
  const formatNumber = useAdminNumberFormat();
  const pending = row.state === "pending" || row.state === "retrying";
  return (
    <tr className="block border-t border-gray-100 py-2 first:border-t-0 md:table-row md:py-0">
      <th scope="row" className={`block text-left md:table-cell ${CELL}`}>
        {row.enquiry ? (
          <Link
            to={enquiryPath(row.enquiry.id)}
            className="font-mono font-semibold text-brand-dark underline"
          >
            {row.enquiry.reference}
          </Link>
        ) : (
          <span className="font-normal text-gray-700">{t.enquiryGone}</span>
        )}
      </th>
      <td className={`block whitespace-nowrap text-gray-700 md:table-cell ${CELL}`}>
        <span className={LABEL}>{c.createdAt}:</span>
        <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
      </td>
      <td className={`block md:table-cell ${CELL}`}>
        <span className={LABEL}>{c.state}:</span>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[row.state]}`}
        >
          {t.states[row.state]}
        </span>
      </td>
      <td className={`block md:table-cell md:text-right ${CELL}`}>
        <span className={LABEL}>{c.attempts}:</span>
        {formatNumber(row.attempts)}
      </td>
      <td className={`block text-gray-700 md:table-cell ${CELL}`}>
        <span className={LABEL}>{c.detail}:</span>
        <div className="flex flex-col items-start gap-1">
          {row.sentAt && <span>{fill(t.sentAt, { date: formatDate(row.sentAt) })}</span>}
          {pending && smtpConfigured && (
            <span>{fill(t.nextAttempt, { date: formatDate(row.nextAttemptAt) })}</span>
          )}
          {row.lastError && (
            <span className="break-all text-red-800">
              {fill(t.lastError, { error: row.lastError })}
            </span>
          )}
          {pending && smtpConfigured && (
            <RetryForm id={row.id} reference={row.enquiry?.reference} />
          )}
        </div>
      </td>
    </tr>
  );
}

/** "Tentar agora": a plain form (works before JavaScript), naming the enquiry to screen readers. */
function RetryForm({ id, reference }: { id: number; reference: string | undefined }) {
  const t = useTexts("adminSections").outbox;
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "retry" &&
    navigation.formData.get("id") === String(id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={buttonStyles.secondary}
        disabled={busy}
        aria-label={reference ? fill(t.retryLabel, { reference }) : undefined}
      >
        {t.retryNow}
      </button>
    </Form>
  );
}
