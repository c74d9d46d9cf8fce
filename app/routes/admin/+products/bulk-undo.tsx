import { Form } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { formatDateTime } from "~/i18n/format";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { isBulkKind, type BulkKind } from "~/lib/bulk-schemas";

/** A bulk change that can still be undone (undoableBulkChanges). */
export interface RecentBulkChange {
  id: number;
  kind: BulkKind;
  count: number;
  createdAt: string;
}

/** Undo of one bulk change: a plain form, so it works without JavaScript too. */
export function UndoForm({
  changeId,
  label,
  busy,
}: {
  changeId: number;
  label: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="bulk-undo" />
      <input type="hidden" name="change" value={changeId} />
      <button type="submit" disabled={busy} className={buttonStyles.secondary}>
        {label}
      </button>
    </Form>
  );
}

/** The bulk changes of the last 24 hours not undone yet, each with its Undo. */
export function RecentBulkChanges({
  changes,
  busy,
}: {
  changes: RecentBulkChange[];
  busy: boolean;
}) {
  const b = useTexts("adminSections").productTable.bulk;
  const countOf = useAdminPlural();
  const locale = useAdminLocale();
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="bulk-recent-title"
      className="rounded-lg border border-gray-200 bg-white p-3"
    >
      <h2 id="bulk-recent-title" className="mb-2 text-sm font-semibold text-ink">
        {b.recentTitle}
      </h2>
      <ul className="flex flex-col gap-2">
        {changes.map((change) => (
          <li key={change.id} className="flex flex-wrap items-center gap-3 text-sm text-ink">
            <span>
              {fill(b.recentItem, {
                action: isBulkKind(change.kind) ? b.actions[change.kind] : change.kind,
                time: formatDateTime(locale, change.createdAt),
              })}{" "}
              ({countOf(b.applied, change.count)})
            </span>
            <UndoForm changeId={change.id} label={b.undo} busy={busy} />
          </li>
        ))}
      </ul>
    </section>
  );
}
