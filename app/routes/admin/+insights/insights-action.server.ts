import {
  answer,
  readIntent,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { addSynonym, removeSynonym, type SynonymProblem } from "~/.server/search/synonyms.server";
import { fill } from "~/i18n/fill";
import {
  formProblem,
  removeSynonymSchema,
  SYNONYM_TEXT_MAX,
  synonymFormSchema,
  type SynonymFormProblem,
} from "./synonym-schema";

/**
 * The Insights page's forms: a search that found nothing mapped to a catalogue
 * word or a product, and a synonym removed. One handler per intent.
 */
export async function insightsAction(request: Request) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "addSynonym":
      return add(ctx);
    case "removeSynonym":
      return remove(ctx);
    default:
      return unknownIntent(ctx);
  }
}

/** A refused synonym: the reason beside the target field (the term is a hidden field), as typed. */
function refused({ intent, t, form }: IntentContext, problem: SynonymProblem | SynonymFormProblem) {
  const message = fill(t.adminSections.insights.synonymProblems[problem], {
    max: SYNONYM_TEXT_MAX,
  });
  return answer({
    intent,
    ok: false,
    fields: { target: message },
    values: form.values,
    toast: toast("error", message),
  });
}

async function add(ctx: IntentContext) {
  const { intent, t, form, db, adminId } = ctx;
  const parsed = synonymFormSchema.safeParse(form.fields);
  if (!parsed.success) return refused(ctx, formProblem(parsed.error));
  const result = await addSynonym(db, parsed.data, adminId);
  if (!result.ok) return refused(ctx, result.problem);
  // A product is named as the administrator typed it (its SKU); words as the search reads them.
  const target = result.synonym.word ?? parsed.data.target;
  const message = fill(t.adminSections.insights.synonymAdded, {
    term: result.synonym.term,
    target,
  });
  return answer({
    intent,
    ok: true,
    target: result.synonym.term,
    toast: toast("success", message),
  });
}

/**
 * A synonym removed. Removing one that is already gone (another tab, another administrator)
 * leaves what was asked for, so it answers the same.
 */
async function remove({ intent, t, form, db, adminId }: IntentContext) {
  const parsed = removeSynonymSchema.safeParse(form.fields);
  if (!parsed.success) {
    return answer({ intent, ok: false, toast: toast("error", t.adminSections.toasts.error) });
  }
  await removeSynonym(db, parsed.data.term, adminId);
  const message = fill(t.adminSections.insights.synonymRemoved, { term: parsed.data.term });
  return answer({ intent, ok: true, target: parsed.data.term, toast: toast("success", message) });
}
