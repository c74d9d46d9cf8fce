import { useTexts } from "~/i18n/use-texts";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { attributeName, type AttributeDef } from "~/lib/attributes";
import { localized } from "~/lib/localized";
import { ATTRIBUTE_FIELD_PREFIX, ATTRIBUTES_MARKER } from "~/lib/product-attributes-schema";
import { FieldError } from "./form-controls";

const control = (error: string | undefined) =>
  `w-full rounded-md border px-3 py-2 text-base text-ink shadow-sm disabled:bg-gray-100 ${
    error ? "border-red-600" : "border-gray-300"
  }`;

/**
 * A product's specifications in the product form: its category's attributes,
 * in the category's order, each with its control — a list's values (with an empty choice), a
 * number with its unit after it, yes/no/not given (empty is allowed, so not a checkbox). The
 * hidden marker tells the server the form showed them: their set replaces the product's.
 * `values` and `errors` are by field name (`attributes.<code>`).
 */
export function AttributeFields({
  idPrefix,
  attributes,
  values,
  errors,
  categoryChosen,
}: {
  idPrefix: string;
  attributes: AttributeDef[];
  values: Record<string, string>;
  errors: Record<string, string> | undefined;
  /** False before a category is chosen: the fieldset says to choose one. */
  categoryChosen: boolean;
}) {
  const s = useTexts("adminSections").attributes;
  const locale = useAdminLocale();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{s.product.legend}</legend>
      {!categoryChosen ? (
        <p className="text-sm text-gray-600">{s.product.chooseCategory}</p>
      ) : attributes.length === 0 ? (
        <p className="text-sm text-gray-600">{s.product.none}</p>
      ) : (
        <>
          <input type="hidden" name={ATTRIBUTES_MARKER} value="1" />
          <div className="grid gap-3 sm:grid-cols-2">
            {attributes.map((def) => {
              const name = `${ATTRIBUTE_FIELD_PREFIX}${def.code}`;
              const id = `${idPrefix}-attr-${def.code}`;
              const error = errors?.[name];
              const describedBy = [
                def.type === "number" && def.unit ? `${id}-unit` : "",
                error ? `${id}-error` : "",
              ]
                .filter(Boolean)
                .join(" ");
              const common = {
                id,
                name,
                defaultValue: values[name] ?? "",
                "aria-invalid": error ? true : undefined,
                "aria-describedby": describedBy || undefined,
                className: control(error),
              };
              return (
                <div key={def.id} className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={id} className="text-sm font-medium text-ink">
                    {attributeName(def, locale)}
                  </label>
                  {def.type === "choice" ? (
                    <select {...common} className={`${common.className} bg-white`}>
                      <option value="">{s.product.noValue}</option>
                      {def.values.map((v) => (
                        <option key={v.id} value={v.code}>
                          {localized(v, "label", locale)}
                        </option>
                      ))}
                    </select>
                  ) : def.type === "boolean" ? (
                    <select {...common} className={`${common.className} bg-white`}>
                      <option value="">{s.product.unknown}</option>
                      <option value="1">{s.yes}</option>
                      <option value="0">{s.no}</option>
                    </select>
                  ) : (
                    <div className="flex items-center gap-2">
                      <input {...common} inputMode="decimal" autoComplete="off" />
                      {def.unit && (
                        <span
                          id={`${id}-unit`}
                          className="shrink-0 text-sm font-medium text-gray-700"
                        >
                          {def.unit}
                        </span>
                      )}
                    </div>
                  )}
                  <FieldError id={`${id}-error`} error={error} />
                </div>
              );
            })}
          </div>
        </>
      )}
    </fieldset>
  );
}

/** A product's values as the fields' defaults: `attributes.<code>` → its form text. */
export function attributeFieldValues(byCode: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(byCode).map(([code, value]) => [`${ATTRIBUTE_FIELD_PREFIX}${code}`, value]),
  );
}
