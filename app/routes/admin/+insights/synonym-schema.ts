import "~/lib/zod-csp";
import { z } from "zod";

// The Insights page's synonym form: the term shoppers searched for (a hidden
// field of its row) and what the administrator maps it to. Whether the target names a product or
// catalogue words is the service's to say (app/.server/search/synonyms.server.ts); the issues'
// messages are keys of adminSections.insights.synonymProblems.

/** The longest term or target the form takes; a search term is kept shorter still. */
export const SYNONYM_TEXT_MAX = 200;

export const synonymFormSchema = z.object({
  term: z
    .string({ message: "termEmpty" })
    .trim()
    .min(1, "termEmpty")
    .max(SYNONYM_TEXT_MAX, "tooLong"),
  target: z
    .string({ message: "targetEmpty" })
    .trim()
    .min(1, "targetEmpty")
    .max(SYNONYM_TEXT_MAX, "tooLong"),
});

export const removeSynonymSchema = synonymFormSchema.pick({ term: true });

const FORM_PROBLEMS = ["termEmpty", "targetEmpty", "tooLong"] as const;
export type SynonymFormProblem = (typeof FORM_PROBLEMS)[number];

/** The problem an issue of the schema names (its message), "targetEmpty" for anything else. */
export function formProblem(issue: { message: string }): SynonymFormProblem {
  return FORM_PROBLEMS.find((p) => p === issue.message) ?? "targetEmpty";
}
