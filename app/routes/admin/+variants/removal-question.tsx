import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { CONFIRM_REMOVAL, type VariantRemovalQuestion } from "~/lib/variant-removal";

/**
 * The second step of a save that removes combinations open enquiries name: how many enquiries,
 * which combinations, and "Salvar e remover", a submit button of the rows' own form (so the rows
 * as typed are sent again, with it). Its heading takes the focus when it appears.
 */
export function RemovalQuestion({ question }: { question: VariantRemovalQuestion }) {
  const r = useTexts("adminSections").variants.removal;
  const countOf = useAdminPlural();
  // Back to the variants as stored: the page without the ticked values' combinations.
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [question]);
  return (
    <section
      aria-labelledby="variant-removal-title"
      className="flex flex-col gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
    >
      <h3
        id="variant-removal-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-ink"
      >
        {r.title}
      </h3>
      <p className="text-ink">{countOf(r.named, question.enquiries)}</p>
      <ul className="list-disc pl-6 text-ink">
        {question.combinations.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="text-sm text-gray-700">{r.kept}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name={CONFIRM_REMOVAL} value="1" className={buttonStyles.danger}>
          {r.confirm}
        </button>
        <Link to={pathname} className={buttonStyles.secondary}>
          {r.cancel}
        </Link>
      </div>
    </section>
  );
}
