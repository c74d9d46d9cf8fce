import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { PendingRemoval } from "~/lib/attribute-admin";

/**
 * The confirmation of a specification's or a value's delete, with and without
 * JavaScript alike: what goes, how many products lose it, then "Sim, excluir" (sending back that
 * number, so a count that changed meanwhile asks again) or Cancel. It takes focus as it appears.
 */
export function RemovalPanel({
  removal,
  intent,
  action,
  cancelTo,
}: {
  removal: PendingRemoval;
  intent: string;
  /** Where the confirmation posts (the page's own action when absent). */
  action?: string;
  cancelTo: string;
}) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const countOf = useAdminPlural();
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useNavigation().state === "submitting";
  useEffect(() => heading.current?.focus(), [removal]);
  const attribute = removal.kind === "attribute";
  const question = fill(attribute ? s.confirmDeleteAttribute : s.confirmDeleteValue, {
    name: removal.label,
    label: removal.label,
  });
  const consequence =
    removal.uses > 0
      ? countOf(attribute ? s.losesAttribute : s.losesValue, removal.uses)
      : attribute
        ? s.unused
        : s.unusedValue;
  return (
    <section
      aria-labelledby="removal-question"
      className="mb-4 flex flex-col gap-3 rounded-lg border-2 border-red-300 bg-red-50 p-4"
    >
      <h2
        id="removal-question"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-red-900"
      >
        {question}
      </h2>
      <p className="font-semibold text-ink">{consequence}</p>
      <div className="flex flex-wrap gap-2">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={removal.id} />
          <input type="hidden" name="confirmed" value={removal.uses} />
          <button type="submit" disabled={busy} className={buttonStyles.danger}>
            {busy ? t.common.deleting : t.common.confirmYes}
          </button>
        </Form>
        <Link to={cancelTo} className={buttonStyles.secondary}>
          {t.common.cancel}
        </Link>
      </div>
    </section>
  );
}
