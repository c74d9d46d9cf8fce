import { useRef, type RefObject } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useHydrated } from "~/components/ui/use-hydrated";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";
import type { EditorRow } from "~/lib/variant-editor";
import { optionFieldName, SAME_PRICE, SAME_STOCK } from "~/lib/variant-form";
import { removalOf } from "~/lib/variant-removal";
import { FormAlert } from "../+shared/field";
import { VariantRow, type PictureChoice } from "./variant-row";
import { RemovalQuestion } from "./removal-question";

const ROW_FIELD = /^variants\.\d+\./;

/** A combination's key, stable while the rows change around it. */
const rowKey = (row: EditorRow) =>
  Object.entries(row.options)
    .map(([code, value]) => `${code}=${value}`)
    .join("&") || "single";

/**
 * The editor's rows, saved at once through the form kit: the options as hidden fields, "same
 * price/stock for all", then one row per variant (a table on a wide screen, a card per row on a
 * phone). Posted to the page's own URL, so a refused save renders the same rows with what was
 * typed.
 */
export function VariantRowsForm({
  productName,
  options,
  rows,
  pictures,
  result,
}: {
  productName: string;
  options: string[];
  rows: EditorRow[];
  pictures: PictureChoice[];
  result: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const v = t.variants;
  const c = v.columns;
  const schedule = t.schedule;
  const countOf = useAdminPlural();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const refused = result && !result.ok ? result : undefined;
  const question = removalOf(refused);
  const fields = refused?.fields ?? {};
  // A refusal about no row's own field (the options, the list as a whole) shows above the rows.
  const general = Object.entries(fields).find(
    ([name]) => !ROW_FIELD.test(name) && name !== SAME_PRICE && name !== SAME_STOCK,
  )?.[1];
  const form = useRef<HTMLFormElement>(null);
  return (
    <section aria-labelledby="variant-rows-title" className="flex flex-col gap-3">
      <h2 id="variant-rows-title" className="text-lg font-bold text-ink">
        {v.rowsTitle}
        <span className="ml-2 text-base font-normal text-gray-600">
          ({countOf(v.count, rows.length)})
        </span>
      </h2>
      <Form
        ref={form}
        method="post"
        action={`${pathname}${search}`}
        noValidate
        aria-labelledby="variant-rows-title"
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value="save" />
        {options.map((code, i) => (
          <input key={code} type="hidden" name={optionFieldName(i)} value={code} />
        ))}
        <FormAlert id="variant-rows-error" message={refused?.formError ?? general} />
        <p className="text-sm text-gray-700">{v.rowsHint}</p>
        <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
          {rows.length > 1 && (
            <div className="grid gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-2">
              <SameForAll
                name={SAME_PRICE}
                label={v.samePrice}
                form={form}
                value={refused?.values?.[SAME_PRICE]}
                error={fields[SAME_PRICE]}
                money
              />
              <SameForAll
                name={SAME_STOCK}
                label={v.sameStock}
                form={form}
                value={refused?.values?.[SAME_STOCK]}
                error={fields[SAME_STOCK]}
              />
            </div>
          )}
          <table
            role="table"
            className="block w-full border-collapse xl:table xl:rounded-lg xl:border xl:border-gray-200 xl:bg-white"
          >
            <caption className="sr-only">{fill(v.tableLabel, { name: productName })}</caption>
            <thead className="sr-only xl:not-sr-only xl:table-header-group">
              <tr role="row" className="bg-gray-100 text-left text-sm text-gray-700">
                {[
                  c.combination,
                  c.sku,
                  c.price,
                  c.originalPrice,
                  c.offer,
                  schedule.legend,
                  c.stock,
                  c.picture,
                ].map((title) => (
                  <th key={title} role="columnheader" scope="col" className="px-2 py-2">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup" className="block xl:table-row-group">
              {rows.map((row, i) => (
                <VariantRow
                  key={rowKey(row)}
                  index={i}
                  row={row}
                  values={refused?.values}
                  fields={fields}
                  pictures={pictures}
                />
              ))}
            </tbody>
          </table>
          {question && <RemovalQuestion question={question} />}
          <button type="submit" className={`${buttonStyles.primary} self-start`}>
            {saving ? t.common.saving : v.save}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}

/**
 * "Mesmo preço para todos" / "Mesmo estoque para todos". Without JavaScript it is posted, and the
 * server gives its value to every row. With JavaScript it fills the rows as it is typed and is not
 * posted, so a row changed afterwards keeps its own value: what is saved is what the rows show.
 */
function SameForAll({
  name,
  label,
  form,
  value,
  error,
  money = false,
}: {
  name: typeof SAME_PRICE | typeof SAME_STOCK;
  label: string;
  form: RefObject<HTMLFormElement | null>;
  value: string | undefined;
  error: string | undefined;
  money?: boolean;
}) {
  const v = useTexts("adminSections").variants;
  const hydrated = useHydrated();
  const id = `variants-${name}`;
  const target = name === SAME_PRICE ? "price" : "stock";
  const fillRows = (typed: string) => {
    if (typed.trim() === "") return;
    for (const input of form.current?.querySelectorAll<HTMLInputElement>(
      `input[data-fill="${target}"]`,
    ) ?? []) {
      input.value = typed;
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={hydrated ? undefined : name}
        type="number"
        min="0"
        step={money ? "0.01" : "1"}
        inputMode={money ? "decimal" : "numeric"}
        defaultValue={value ?? ""}
        onChange={(e) => fillRows(e.currentTarget.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className={`w-full rounded-md border px-3 py-2 text-base text-ink shadow-sm ${
          error ? "border-red-600" : "border-gray-300"
        }`}
      />
      <p id={`${id}-hint`} className="text-sm text-gray-600">
        {v.sameHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
