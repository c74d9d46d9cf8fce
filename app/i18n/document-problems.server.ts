import { documentProblemsEn } from "./en/document-problems";
import { documentProblemsEs } from "./es/document-problems";
import { fill } from "./fill";
import type { Locale } from "./locale";
import { documentProblemsPt } from "./pt/document-problems";
import type { Widen } from "./widen";

export type DocumentProblemKey = keyof typeof documentProblemsPt;

const catalogues: Record<Locale, Widen<typeof documentProblemsPt>> = {
  pt: documentProblemsPt,
  en: documentProblemsEn,
  es: documentProblemsEs,
};

/** Why a document was refused, in a language; `names` fills the active-content message. */
export function documentProblemText(
  locale: Locale,
  key: DocumentProblemKey,
  names: readonly string[] = [],
): string {
  return fill(catalogues[locale][key], { names: names.map((n) => `/${n}`).join(", ") });
}
