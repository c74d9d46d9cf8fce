import { Form, Link, type FetcherWithComponents } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { buttonStyles } from "./form-controls";
import { useTexts } from "~/i18n/use-texts";

/**
 * A destructive button (docs/product-rules.md §5: deletions need confirmation). With JavaScript the
 * browser's confirm dialog asks first; without it the server answers the unconfirmed request with a
 * question (ConfirmPanel) instead of deleting.
 */
export function ConfirmForm({
  fetcher,
  intent,
  id,
  question,
  label,
  children,
  busy,
  className = buttonStyles.danger,
  title,
}: {
  fetcher: FetcherWithComponents<unknown>;
  intent: string;
  id: string | number;
  question: string;
  /** What is about to go, for the question asked without JavaScript. */
  label?: string;
  children: React.ReactNode;
  busy?: boolean;
  className?: string;
  /** A tooltip, for a button that shows an icon instead of its name. */
  title?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {label && <input type="hidden" name="label" value={label} />}
      {hydrated && <input type="hidden" name="confirmed" value="1" />}
      <button type="submit" disabled={busy} className={className} title={title}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/** The confirmation step without JavaScript: the question, then confirm or cancel. */
export function ConfirmPanel({
  question,
  label,
  intent,
  id,
  cancelTo,
}: {
  question: string;
  label: string;
  intent: string;
  id: string;
  cancelTo: string;
}) {
  const t = useTexts("adminSections").common;
  return (
    <section
      aria-labelledby="confirm-question"
      className="mb-4 flex flex-col gap-3 rounded-lg border-2 border-red-300 bg-red-50 p-4"
    >
      <h2 id="confirm-question" className="text-lg font-bold text-red-900">
        {question}
      </h2>
      <p className="text-ink">{label}</p>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirmed" value="1" />
          <button type="submit" className={buttonStyles.danger}>
            {t.confirmYes}
          </button>
        </Form>
        <Link to={cancelTo} className={buttonStyles.secondary}>
          {t.cancel}
        </Link>
      </div>
    </section>
  );
}
