import { useTexts } from "~/i18n/use-texts";
import { RemoveSynonymForm } from "./synonym-forms";
import { synonymTargetText } from "./synonym-target";

export interface SynonymRow {
  term: string;
  word: string | null;
  productId: number | null;
  productName: string | null;
  sku: string | null;
}

/** Every synonym the administrators added, newest first, each with its "Remover". */
export function SynonymList({ synonyms }: { synonyms: SynonymRow[] }) {
  const t = useTexts("adminSections").insights;
  return (
    <section aria-labelledby="insights-synonyms" className="flex flex-col gap-3">
      <h2 id="insights-synonyms" className="text-xl font-bold text-ink">
        {t.synonymsTitle}
      </h2>
      <p className="text-sm text-gray-700">{t.synonymsIntro}</p>
      {synonyms.length === 0 ? (
        <p className="text-gray-700">{t.synonymsEmpty}</p>
      ) : (
        <div
          role="group"
          aria-labelledby="insights-synonyms"
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.synonymsLabel}</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.columns.term}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.columns.synonym}
                </th>
              </tr>
            </thead>
            <tbody>
              {synonyms.map((s) => (
                <tr key={s.term} className="border-t border-gray-100">
                  <th scope="row" className="min-w-28 px-3 py-2 font-medium break-words text-ink">
                    {s.term}
                  </th>
                  <td className="px-3 py-2 text-ink">
                    {/* The button beside its synonym, below it where a phone has no room. */}
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="min-w-0 break-words">
                        → {synonymTargetText(s, t.productNumber)}
                        {s.sku && (
                          <span className="ml-1 font-mono text-xs text-gray-700">({s.sku})</span>
                        )}
                      </span>
                      <RemoveSynonymForm term={s.term} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
