import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import { mediaHashOf, mediaUrl } from "~/lib/media-url";
import type { EditorRow } from "~/lib/variant-editor";
import { variantFieldName, variantOptionName, type VariantFieldKey } from "~/lib/variant-form";

/** A picture of the product's gallery, as the row's picture choice offers it. */
export interface PictureChoice {
  url: string;
  number: number;
  alt: string;
}

// Below `xl` the table's rows are cards: each cell a block with its own visible label; from `xl`
// a table row, its column headers naming the cells (the labels stay for screen readers). Each
// element states its role: a table shown as blocks loses its table roles in Chromium.
const cell = "block px-3 py-1.5 xl:table-cell xl:px-2 xl:py-2 xl:align-top";
const input = (error: string | undefined) =>
  `w-full rounded-md border px-3 py-2 text-base text-ink shadow-sm ${
    error ? "border-red-600" : "border-gray-300"
  }`;

/** One labelled input of a row: "Preço — 127 V" to a screen reader, "Preço" on a phone. */
function RowField({
  id,
  label,
  rowName,
  error,
  children,
}: {
  id: string;
  label: string;
  rowName: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink xl:sr-only">
        {label}
        <span className="sr-only"> — {rowName}</span>
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const money = { type: "number", step: "0.01", min: "0", inputMode: "decimal" } as const;
const stock = { type: "number", step: "1", min: "0", inputMode: "numeric" } as const;

/** The described-by and invalid state of a control with an error. */
const errorProps = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

/**
 * One variant of the editor: its combination (hidden fields), then SKU, price, original price,
 * offer, the offer's window (shop time, America/Asuncion), stock (empty: not tracked) and a picture of the product's gallery. What was typed comes
 * back after a refusal (`values`), each refusal beside its field (`variants.2.sku`).
 */
export function VariantRow({
  index,
  row,
  values,
  fields,
  pictures,
}: {
  index: number;
  row: EditorRow;
  values: Record<string, string> | undefined;
  fields: Record<string, string>;
  pictures: PictureChoice[];
}) {
  const sections = useTexts("adminSections");
  const v = sections.variants;
  const c = v.columns;
  const s = sections.schedule;
  const rowName = row.labels.length > 0 ? row.labels.join(" · ") : v.single;
  const id = (key: VariantFieldKey) => `variant-${index}-${key}`;
  const name = (key: VariantFieldKey) => variantFieldName(index, key);
  const typed = (key: VariantFieldKey, stored: string) => values?.[name(key)] ?? stored;
  const error = (key: VariantFieldKey) => fields[name(key)];
  const text = (
    key: VariantFieldKey,
    stored: string,
    more: InputHTMLAttributes<HTMLInputElement>,
    /** The "same for all" field that fills it (variant-rows-form.tsx). */
    filledBy?: "price" | "stock",
  ) => (
    <RowField id={id(key)} label={c[columnOf[key]]} rowName={rowName} error={error(key)}>
      <input
        id={id(key)}
        name={name(key)}
        data-fill={filledBy}
        defaultValue={typed(key, stored)}
        className={input(error(key))}
        {...errorProps(id(key), error(key))}
        {...more}
      />
    </RowField>
  );
  const combinationError = fields[variantFieldName(index, "options")];
  return (
    <tr
      role="row"
      aria-labelledby={`variant-${index}-name`}
      className="mb-3 block rounded-lg border border-gray-200 bg-white py-2 xl:mb-0 xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:py-0"
    >
      <th role="rowheader" scope="row" className={`${cell} text-left font-semibold text-ink`}>
        <span id={`variant-${index}-name`}>{rowName}</span>
        {row.isNew && (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {v.isNew}
          </span>
        )}
        {Object.entries(row.options).map(([code, value]) => (
          <input key={code} type="hidden" name={variantOptionName(index, code)} value={value} />
        ))}
        {combinationError && (
          <p role="alert" className="mt-1 text-sm font-normal text-red-700">
            {combinationError}
          </p>
        )}
      </th>
      <td role="cell" className={`${cell} xl:w-40`}>
        {text("sku", row.sku, { autoComplete: "off", spellCheck: false })}
      </td>
      <td role="cell" className={`${cell} xl:w-32`}>
        {text("price", row.price, money, "price")}
      </td>
      <td role="cell" className={`${cell} xl:w-32`}>
        {text("original_price", row.originalPrice, money)}
      </td>
      <td role="cell" className={`${cell} xl:w-20`}>
        <div className="flex min-h-11 items-center gap-2">
          <input
            id={id("is_special_offer")}
            name={name("is_special_offer")}
            type="checkbox"
            defaultChecked={values ? values[name("is_special_offer")] === "on" : row.isOffer}
            className="size-5 shrink-0 rounded border-gray-300 accent-brand"
          />
          <label
            htmlFor={id("is_special_offer")}
            className="text-sm font-medium text-ink xl:sr-only"
          >
            {c.offer}
            <span className="sr-only"> — {rowName}</span>
          </label>
        </div>
      </td>
      <td role="cell" className={`${cell} xl:w-52`}>
        <div className="flex flex-col gap-2">
          {(
            [
              ["offer_starts_at", s.offerStarts, row.offerStarts],
              ["offer_ends_at", s.offerEnds, row.offerEnds],
            ] as const
          ).map(([key, label, stored]) => (
            <div key={key} className="flex flex-col gap-1">
              <label htmlFor={id(key)} className="text-sm font-medium text-ink">
                {label} <span className="font-normal text-gray-700">{s.zone}</span>
                <span className="sr-only"> — {rowName}</span>
              </label>
              <input
                id={id(key)}
                name={name(key)}
                type="datetime-local"
                defaultValue={typed(key, stored)}
                className={input(error(key))}
                {...errorProps(id(key), error(key))}
              />
              {error(key) && (
                <p id={`${id(key)}-error`} className="text-sm text-red-700">
                  {error(key)}
                </p>
              )}
            </div>
          ))}
        </div>
      </td>
      <td role="cell" className={`${cell} xl:w-28`}>
        {text("stock", row.stock, stock, "stock")}
      </td>
      <td role="cell" className={`${cell} xl:w-56`}>
        <PictureSelect
          id={id("image")}
          name={name("image")}
          label={c.picture}
          rowName={rowName}
          initial={typed("image", row.image)}
          pictures={pictures}
          error={error("image")}
        />
      </td>
    </tr>
  );
}

/** Each text field's column title. */
const columnOf = {
  sku: "sku",
  price: "price",
  original_price: "originalPrice",
  is_special_offer: "offer",
  offer_starts_at: "offer",
  offer_ends_at: "offer",
  stock: "stock",
  image: "picture",
} as const;

/** The row's picture: none (the product's gallery) or one of it, with a thumbnail of the choice. */
function PictureSelect({
  id,
  name,
  label,
  rowName,
  initial,
  pictures,
  error,
}: {
  id: string;
  name: string;
  label: string;
  rowName: string;
  initial: string;
  pictures: PictureChoice[];
  error: string | undefined;
}) {
  const v = useTexts("adminSections").variants;
  const [chosen, setChosen] = useState(initial);
  const hash = mediaHashOf(chosen);
  const thumbnail = hash ? mediaUrl(hash, 200) : chosen;
  return (
    <RowField id={id} label={label} rowName={rowName} error={error}>
      <div className="flex items-center gap-2">
        <select
          id={id}
          name={name}
          defaultValue={initial}
          onChange={(e) => setChosen(e.currentTarget.value)}
          className={`${input(error)} min-w-0 bg-white`}
          {...errorProps(id, error)}
        >
          <option value="">{v.pictureNone}</option>
          {pictures.map((p) => (
            <option key={p.url} value={p.url}>
              {p.alt
                ? fill(v.pictureAlt, { number: p.number, alt: p.alt })
                : fill(v.picture, { number: p.number })}
            </option>
          ))}
        </select>
        {thumbnail && (
          <img
            src={thumbnail}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded bg-gray-50 object-contain"
          />
        )}
      </div>
    </RowField>
  );
}
