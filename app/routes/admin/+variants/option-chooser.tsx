import { Form } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import { MAX_VARIANTS } from "~/lib/variant-schemas";
import {
  GENERATE_PARAM,
  valueParam,
  type EditorAttribute,
  type EditorSelection,
  type SelectionProblem,
} from "~/lib/variant-editor";

/**
 * The editor's first step, a GET form (the rows follow the URL, so it works without JavaScript):
 * one group of checkboxes per choice attribute of the product's category; an attribute with a
 * value ticked is an option. "Gerar combinações" asks for one row per combination.
 */
export function OptionChooser({
  attributes,
  ticked,
  problem,
}: {
  attributes: EditorAttribute[];
  ticked: EditorSelection;
  problem: SelectionProblem | null;
}) {
  const v = useTexts("adminSections").variants;
  const number = useAdminNumberFormat();
  const message =
    problem?.kind === "tooManyOptions"
      ? v.tooManyOptions
      : problem
        ? fill(v.tooManyCombinations, {
            combinations: number(problem.count),
            max: number(MAX_VARIANTS),
          })
        : undefined;
  return (
    <section
      aria-labelledby="variant-options-title"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="variant-options-title" className="text-lg font-bold text-ink">
        {v.optionsTitle}
      </h2>
      {attributes.length === 0 ? (
        <p className="text-gray-700">{v.noChoices}</p>
      ) : (
        <Form method="get" className="flex flex-col gap-4" aria-describedby="variant-options-hint">
          <p id="variant-options-hint" className="text-sm text-gray-700">
            {v.optionsHint}
          </p>
          {/* The live region exists before the message, so a new one is announced. */}
          <div role="alert">
            {message && (
              <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
                {message}
              </p>
            )}
          </div>
          {attributes.map((attribute) => (
            // min-w-0: a fieldset is as wide as its content by default, wider than a phone.
            <fieldset key={attribute.code} className="min-w-0">
              <legend className="mb-2 font-semibold text-ink">{attribute.name}</legend>
              <div className="flex flex-wrap gap-2">
                {attribute.values.map((value) => (
                  <label
                    key={value.code}
                    className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 px-3 text-sm text-ink has-checked:border-brand has-checked:bg-amber-50"
                  >
                    <input
                      type="checkbox"
                      name={valueParam(attribute.code)}
                      value={value.code}
                      defaultChecked={ticked.values[attribute.code]?.includes(value.code) ?? false}
                      className="size-5 shrink-0 rounded border-gray-300 accent-brand"
                    />
                    {value.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button
            type="submit"
            name={GENERATE_PARAM}
            value="1"
            className={`${buttonStyles.secondary} self-start`}
          >
            {v.generate}
          </button>
        </Form>
      )}
    </section>
  );
}
