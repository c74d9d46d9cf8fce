import { useAdminAttributes } from "~/components/admin/attribute-context";
import { useTexts } from "~/i18n/use-texts";
import { language } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { SPEC_NONE, specParam } from "~/lib/admin-table";
import { attributeName, formatAttributeValue } from "~/lib/attributes";
import { localized } from "~/lib/localized";

const select = "w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink";

/**
 * The product table's specification controls, inside its GET filter form: an
 * attribute column to show, and a filter by one value (each attribute's values, yes/no, the
 * numbers products have, or "without a value"). Plain selects: they work without JavaScript.
 */
export function SpecFilterFields({
  column,
  spec,
  numbers,
}: {
  column: string;
  spec: string;
  /** Each number or yes/no attribute's values in use, by attribute id. */
  numbers: Record<string, number[]>;
}) {
  const s = useTexts("adminSections").attributes;
  const locale = useAdminLocale();
  const { attributes } = useAdminAttributes();
  const texts = { yes: s.yes, no: s.no, intl: language(locale).intl };
  if (attributes.length === 0) return null;
  return (
    <>
      <div className="flex flex-col gap-1 sm:w-48">
        <label htmlFor="products-spec" className="text-sm font-medium text-ink">
          {s.table.filter}
        </label>
        <select id="products-spec" name="spec" defaultValue={spec} className={select}>
          <option value="">{s.table.anyValue}</option>
          {attributes.map((def) => {
            const name = attributeName(def, locale);
            const values =
              def.type === "choice"
                ? def.values.map((v) => [v.code, localized(v, "label", locale)] as const)
                : (numbers[String(def.id)] ?? []).map(
                    (n) =>
                      [
                        String(n),
                        formatAttributeValue(
                          def,
                          { attributeId: def.id, valueId: null, number: n },
                          locale,
                          texts,
                        ) ?? String(n),
                      ] as const,
                  );
            return (
              <optgroup key={def.id} label={name}>
                {values.map(([code, label]) => (
                  // Named with its attribute: the closed select shows the option alone.
                  <option key={code} value={specParam(def.code, code)}>
                    {name}: {label}
                  </option>
                ))}
                <option value={specParam(def.code, SPEC_NONE)}>
                  {fill(s.table.noValue, { name })}
                </option>
              </optgroup>
            );
          })}
        </select>
      </div>
      <div className="flex flex-col gap-1 sm:w-48">
        <label htmlFor="products-col" className="text-sm font-medium text-ink">
          {s.table.column}
        </label>
        <select id="products-col" name="col" defaultValue={column} className={select}>
          <option value="">{s.table.noColumn}</option>
          {attributes.map((def) => (
            <option key={def.id} value={def.code}>
              {attributeName(def, locale)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
