import { adminForm, formIntent, type Reply } from "~/.server/admin/admin-form.server";
import { addSynonym, removeSynonym, type SynonymProblem } from "~/.server/search/synonyms.server";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import {
  formProblem,
  removeSynonymSchema,
  SYNONYM_TEXT_MAX,
  synonymFormSchema,
  type SynonymFormProblem,
} from "./synonym-schema";

/** A synonym's problem in words. */
function problemText(t: Messages, problem: SynonymProblem | SynonymFormProblem): string {
  return fill(t.adminSections.insights.synonymProblems[problem], { max: SYNONYM_TEXT_MAX });
}

/**
 * The Insights page's forms: a search that found nothing mapped to a catalogue word or a product,
 * and a synonym removed.
 */
export const insightsAction = adminForm({
  addSynonym: formIntent({
    schema: synonymFormSchema,
    // The term is a hidden field: every refusal shows beside the target, and is the toast too.
    fieldOf: () => "target",
    word: (issue, t) => problemText(t, formProblem(issue)),
    refusedToast: "field",
    failed: (s) => s.toasts.error,
    async handle(input, { db, adminId, t }): Promise<Reply> {
      const result = await addSynonym(db, input, adminId);
      if (!result.ok) {
        const message = problemText(t, result.problem);
        return { ok: false, fields: { target: message }, toast: message };
      }
      // A product is named as the administrator typed it (its SKU); words as the search reads them.
      const target = result.synonym.word ?? input.target;
      const { term } = result.synonym;
      return { target: term, toast: fill(t.adminSections.insights.synonymAdded, { term, target }) };
    },
  }),
  /**
   * Removing a synonym that is already gone (another tab, another administrator) leaves what was
   * asked for, so it answers the same.
   */
  removeSynonym: formIntent({
    schema: removeSynonymSchema,
    failed: (s) => s.toasts.error,
    async handle({ term }, { db, adminId, s }) {
      await removeSynonym(db, term, adminId);
      return { target: term, toast: fill(s.insights.synonymRemoved, { term }) };
    },
  }),
});
