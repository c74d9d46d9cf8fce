import { useState } from "react";
import { useAdminAttributes } from "~/components/admin/attribute-context";
import { FieldError } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { attributeName } from "~/lib/attributes";
import { localized } from "~/lib/localized";

const control =
  "w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink shadow-sm";

/**
 * The bulk edit's "set a specification": which attribute, then its value with
 * the control of its type (a list's values, yes/no, a number with its unit), empty to clear it.
 * Without JavaScript the value is typed: a value's code, a number, 1 or 0.
 */
export function BulkAttributeFields({ errors }: { errors: Record<string, string> | undefined }) {
  const s = useTexts("adminSections").attributes;
  const locale = useAdminLocale();
  const hydrated = useHydrated();
  const { attributes } = useAdminAttributes();
  const [attributeId, setAttributeId] = useState("");
  const def = attributes.find((a) => String(a.id) === attributeId);
  const error = (name: string) => errors?.[name];
  const described = (id: string, name: string, hint?: boolean) =>
    [hint ? `${id}-hint` : "", error(name) ? `${id}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  return (
    <>
      <div className="flex flex-col gap-1 lg:w-56">
        <label htmlFor="bulk-attribute" className="text-sm font-medium text-ink">
          {s.bulk.attribute}
        </label>
        <select
          id="bulk-attribute"
          name="attribute_id"
          value={attributeId}
          onChange={(e) => setAttributeId(e.currentTarget.value)}
          aria-invalid={error("attribute_id") ? true : undefined}
          aria-describedby={described("bulk-attribute", "attribute_id")}
          className={control}
        >
          <option value="">—</option>
          {attributes.map((a) => (
            <option key={a.id} value={a.id}>
              {attributeName(a, locale)}
            </option>
          ))}
        </select>
        <FieldError id="bulk-attribute-error" error={error("attribute_id")} />
      </div>
      {(!hydrated || def) && (
        <div className="flex flex-col gap-1 lg:w-56">
          <label htmlFor="bulk-attribute-value" className="text-sm font-medium text-ink">
            {s.bulk.value}
          </label>
          {def?.type === "choice" || def?.type === "boolean" ? (
            <select
              key={def.id}
              id="bulk-attribute-value"
              name="attribute_value"
              defaultValue=""
              aria-describedby={described("bulk-attribute-value", "attribute_value", true)}
              className={control}
            >
              <option value="">{s.product.noValue}</option>
              {def.type === "choice" ? (
                def.values.map((v) => (
                  <option key={v.id} value={v.code}>
                    {localized(v, "label", locale)}
                  </option>
                ))
              ) : (
                <>
                  <option value="1">{s.yes}</option>
                  <option value="0">{s.no}</option>
                </>
              )}
            </select>
          ) : (
            <div className="flex items-center gap-2">
              <input
                key={def?.id ?? "typed"}
                id="bulk-attribute-value"
                name="attribute_value"
                inputMode={def ? "decimal" : undefined}
                autoComplete="off"
                aria-invalid={error("attribute_value") ? true : undefined}
                aria-describedby={described("bulk-attribute-value", "attribute_value", true)}
                className={control}
              />
              {def?.unit && <span className="shrink-0 text-sm text-gray-700">{def.unit}</span>}
            </div>
          )}
          <p id="bulk-attribute-value-hint" className="text-xs text-gray-600">
            {hydrated ? s.bulk.valueHint : s.bulk.valueHintNoScript}
          </p>
          <FieldError id="bulk-attribute-value-error" error={error("attribute_value")} />
        </div>
      )}
    </>
  );
}
