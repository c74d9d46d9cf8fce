import { useTexts } from "~/i18n/use-texts";
import { instantToShopTime } from "~/lib/offer-window";
import { Field } from "./field";
import { CheckboxField } from "~/components/admin/form-controls";

/** A form's value back after a refused save, else the stored instant as the shop's time. */
export function windowValue(typed: string | undefined, stored: string | null | undefined) {
  return typed ?? (stored ? instantToShopTime(stored) : "");
}

/**
 * An offer's or a poster's window (docs/decisions/066-scheduled-offers.md): a start and an end in
 * the shop's time (datetime-local fields, named with the zone), each optional, and for an offer
 * whether the store says until when it runs.
 */
export function WindowFields({
  idPrefix,
  kind,
  starts,
  ends,
  showsEnd,
  errors,
}: {
  idPrefix: string;
  kind: "offer" | "poster";
  /** The fields' names and values ("2026-11-30T23:59", or what was typed). */
  starts: { name: string; value: string };
  ends: { name: string; value: string };
  /** The "Oferta até 30/11" checkbox, for an offer. */
  showsEnd?: { name: string; checked: boolean };
  errors: (name: string) => string | undefined;
}) {
  const t = useTexts("adminSections").schedule;
  const offer = kind === "offer";
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">
        {offer ? t.legend : t.posterLegend}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          idPrefix={idPrefix}
          name={starts.name}
          label={offer ? t.offerStarts : t.posterStarts}
          hint={t.zone}
          type="datetime-local"
          defaultValue={starts.value}
          error={errors(starts.name)}
        />
        <Field
          idPrefix={idPrefix}
          name={ends.name}
          label={offer ? t.offerEnds : t.posterEnds}
          hint={t.zone}
          type="datetime-local"
          defaultValue={ends.value}
          error={errors(ends.name)}
        />
      </div>
      <p className="text-xs text-gray-600">{t.openHint}</p>
      {showsEnd && (
        <CheckboxField
          idPrefix={idPrefix}
          name={showsEnd.name}
          label={t.showsEnd}
          defaultChecked={showsEnd.checked}
        />
      )}
    </fieldset>
  );
}
