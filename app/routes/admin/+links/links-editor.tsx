import { Form, Link } from "react-router";
import { buttonStyles, SectionHeader } from "~/components/admin/form-controls";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import { LINK_SEARCH_MAX } from "~/lib/link-schemas";
import { LINK_TYPES, type LinkType } from "~/lib/product-links";
import { PRODUCTS_LIST } from "../+shared/paths";
import type { LinkRow, LinksEditorData } from "./links-page.server";

/**
 * One product's accessories, spare parts and compatible products
 * (docs/decisions/067-product-links.md): a list per type with its order and removal, the products
 * that name this one, and a search (a GET form) whose results are linked with a type. Plain
 * forms: it works without JavaScript.
 */
export function LinksEditor({ editor }: { editor: LinksEditorData }) {
  const t = useTexts("adminSections").links;
  return (
    <div className="flex flex-col gap-6">
      <Link to={PRODUCTS_LIST} className="self-start font-semibold text-brand-dark underline">
        {t.back}
      </Link>
      <SectionHeader id="links-title" title={fill(t.title, { name: editor.product.name })} />
      <div className="grid gap-4 xl:grid-cols-3">
        {LINK_TYPES.map((type) => (
          <LinkList key={type} type={type} rows={editor.lists[type]} />
        ))}
      </div>
      {editor.derived.length > 0 && (
        <section aria-labelledby="links-derived" className={box}>
          <h2 id="links-derived" className="text-lg font-bold text-ink">
            {t.derivedTitle}
          </h2>
          <p className="text-sm text-gray-700">{t.derivedHint}</p>
          <ul className="flex flex-col gap-1">
            {editor.derived.map((r) => (
              <li key={r.id}>
                <RowText row={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <LinkSearch q={editor.q} results={editor.results} />
    </div>
  );
}

const box = "flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm";

function RowText({ row }: { row: LinkRow }) {
  const t = useTexts("adminSections").links;
  return (
    <span className="flex flex-col">
      <span className="font-medium text-ink">{row.name}</span>
      {row.sku && (
        <span className="text-xs text-gray-600">
          {t.sku}: {row.sku}
        </span>
      )}
    </span>
  );
}

function LinkList({ type, rows }: { type: LinkType; rows: LinkRow[] }) {
  const t = useTexts("adminSections").links;
  const id = `links-${type}`;
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {t.types[type]}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-700">{t.empty}</p>
      ) : (
        <ol aria-labelledby={id} className="flex flex-col divide-y divide-gray-100">
          {rows.map((row, i) => (
            <li key={row.id} className="flex items-center justify-between gap-2 py-2">
              <RowText row={row} />
              <span className="flex shrink-0 gap-1">
                {i > 0 && (
                  <StepForm
                    type={type}
                    row={row}
                    intent="move"
                    direction="up"
                    label={t.up}
                    name={fill(t.upNamed, { name: row.name })}
                  />
                )}
                {i < rows.length - 1 && (
                  <StepForm
                    type={type}
                    row={row}
                    intent="move"
                    direction="down"
                    label={t.down}
                    name={fill(t.downNamed, { name: row.name })}
                  />
                )}
                <StepForm
                  type={type}
                  row={row}
                  intent="remove"
                  label={t.remove}
                  name={fill(t.removeNamed, { name: row.name })}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function StepForm({
  type,
  row,
  intent,
  direction,
  label,
  name,
}: {
  type: LinkType;
  row: LinkRow;
  intent: "move" | "remove";
  direction?: "up" | "down";
  label: string;
  name: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name={intent === "move" ? "id" : "linked"} value={row.id} />
      {direction && <input type="hidden" name="direction" value={direction} />}
      <button
        type="submit"
        aria-label={name}
        className={intent === "remove" ? buttonStyles.danger : buttonStyles.secondary}
      >
        {label}
      </button>
    </Form>
  );
}

function LinkSearch({ q, results }: { q: string; results: LinkRow[] | null }) {
  const t = useTexts("adminSections").links;
  return (
    <section aria-labelledby="links-search" className={box}>
      <h2 id="links-search" className="text-lg font-bold text-ink">
        {t.searchTitle}
      </h2>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t.searchLabel}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={LINK_SEARCH_MAX}
            className="min-h-11 w-72 max-w-full rounded-md border border-gray-400 px-3 text-base"
          />
        </label>
        <button type="submit" className={buttonStyles.secondary}>
          {t.searchButton}
        </button>
      </Form>
      {results !== null &&
        (results.length === 0 ? (
          <p role="status" className="text-sm text-gray-700">
            {fill(t.noResults, { q })}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {results.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <RowText row={row} />
                <Form method="post" preventScrollReset className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="linked" value={row.id} />
                  <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
                    {t.typeLabel}
                    <select
                      name="type"
                      defaultValue="accessory"
                      className="min-h-11 rounded-md border border-gray-400 bg-white px-2 text-sm text-ink"
                    >
                      {LINK_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t.typeOne[type]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="submit"
                    aria-label={fill(t.linkNamed, { name: row.name })}
                    className={buttonStyles.primary}
                  >
                    {t.link}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
