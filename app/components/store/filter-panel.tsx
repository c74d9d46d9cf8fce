import { useRef, type FormEvent, type ReactNode } from "react";
import { fill } from "~/i18n/fill";
import { plural } from "~/i18n/plural";
import { useLocale, usePageLocation } from "~/i18n/use-messages";
import {
  listSearch,
  type FilterPanelData,
  type FilterPanelGroup,
  type FilterTexts,
} from "~/lib/filter-panel";
import { FILTER_PARAMS } from "~/lib/filters";
import { announceListLoading } from "~/islands/list-loading";

// A list's filters. One GET form: without JavaScript its button submits it and
// the server reads the fields; with JavaScript each change navigates at once (the URL follows,
// written in the filters' normal form) and the list, the counts and the chips come back from the
// loader. Each group is a fieldset with a legend; a value's count is part of its label. At
// 375 px the form sits in a <details> whose "Filtros" summary opens it as a full-height panel
// (no script needed); from the `lg` width the panel is a sidebar, always open (app.css).

const PANEL_ID = "list-filters";

/**
 * The form's fields as the filters' URL writes them: a group's values joined by commas, the price
 * fields as one `preco` range, empty fields left out (the server reads either form the same).
 */
export function formSearch(form: HTMLFormElement): string {
  const data = new FormData(form);
  const groups = new Map<string, string[]>();
  for (const [name, value] of data) {
    if (typeof value !== "string" || value.trim() === "") continue;
    groups.set(name, [...(groups.get(name) ?? []), value.trim()]);
  }
  const low = groups.get(FILTER_PARAMS.priceMin)?.[0]?.replace(",", ".");
  const high = groups.get(FILTER_PARAMS.priceMax)?.[0]?.replace(",", ".");
  groups.delete(FILTER_PARAMS.priceMin);
  groups.delete(FILTER_PARAMS.priceMax);
  if (low || high) groups.set(FILTER_PARAMS.price, [`${low ?? ""}-${high ?? ""}`]);
  const params = new URLSearchParams();
  for (const [name, values] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1)))
    params.set(name, values.join(","));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function FilterPanel({ filters }: { filters: FilterPanelData }) {
  const t = filters.texts;
  const locale = useLocale();
  const { pathname, search } = usePageLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const current = new URLSearchParams(search);
  const active = filters.chips.length;

  const apply = (form: HTMLFormElement, close: boolean) => {
    if (close && details.current) details.current.open = false;
    // A page load of the filtered list (the page cache answers the common ones at once). A panel
    // open on a phone stays open: the browser opens the <details> that holds the address's
    // fragment.
    const open = !close && details.current?.open === true;
    const href = `${pathname}${formSearch(form)}${open ? `#${PANEL_ID}` : ""}`;
    announceListLoading(href);
    window.location.assign(href);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // A bucket replaces a typed range; typed prices wait for the button or Enter.
    if (target.name === FILTER_PARAMS.price) {
      for (const name of [FILTER_PARAMS.priceMin, FILTER_PARAMS.priceMax]) {
        const field = event.currentTarget.elements.namedItem(name);
        if (field instanceof HTMLInputElement) field.value = "";
      }
    }
    if (target.type === "checkbox" || target.type === "radio") apply(event.currentTarget, false);
  };

  return (
    <details ref={details} className="filter-panel group" aria-label={t.title}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-gray-300 px-4 text-sm font-medium hover:border-brand group-open:w-full group-open:justify-between group-open:rounded-none group-open:border-0 group-open:border-b group-open:text-lg lg:hidden">
        <span>{active ? fill(t.openWithCount, { n: active }) : t.open}</span>
        <span aria-hidden="true" className="hidden text-2xl leading-none group-open:inline">
          ×
        </span>
        <span className="sr-only hidden group-open:inline">{t.close}</span>
      </summary>
      <form
        method="get"
        action={pathname}
        id={PANEL_ID}
        aria-label={t.formLabel}
        className="flex flex-col gap-5 pb-24 pt-4 lg:pb-0 lg:pt-0"
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget, true);
        }}
      >
        {current.get("q") !== null && <input type="hidden" name="q" value={current.get("q")!} />}
        {current.get("sort") !== null && (
          <input type="hidden" name="sort" value={current.get("sort")!} />
        )}
        {filters.groups.map((group) => (
          <FilterGroup key={group.param + group.legend} group={group} texts={t}>
            {group.param === FILTER_PARAMS.price && <PriceFields filters={filters} />}
          </FilterGroup>
        ))}
        {!filters.groups.some((g) => g.param === FILTER_PARAMS.price) && (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-semibold text-ink">{t.price}</legend>
            <PriceFields filters={filters} />
          </fieldset>
        )}
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-gray-200 bg-white p-3 lg:static lg:border-0 lg:p-0">
          <button
            type="submit"
            className="min-h-11 w-full rounded-full bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
          >
            <span className="lg:hidden">{plural(locale, t.showResults, filters.total)}</span>
            <span className="hidden lg:inline">{t.apply}</span>
          </button>
        </div>
      </form>
    </details>
  );
}

/** The typed price range: read with the form's button (or Enter), not on each key. */
function PriceFields({ filters }: { filters: FilterPanelData }) {
  const t = filters.texts;
  return (
    <div className="mt-1 flex gap-2">
      {(
        [
          [FILTER_PARAMS.priceMin, t.priceMin, filters.price.min],
          [FILTER_PARAMS.priceMax, t.priceMax, filters.price.max],
        ] as const
      ).map(([name, label, value]) => (
        <label key={name} className="flex flex-1 flex-col gap-1 text-xs text-gray-700">
          {label}
          <input
            name={name}
            inputMode="decimal"
            defaultValue={value}
            key={`${name}-${filters.search}`}
            className="min-h-10 w-full rounded border border-gray-400 px-2 text-sm"
            size={6}
          />
        </label>
      ))}
    </div>
  );
}

function FilterGroup({
  group,
  texts: t,
  children,
}: {
  group: FilterPanelGroup;
  texts: FilterTexts;
  children?: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-ink">{group.legend}</legend>
      {group.values.map((v) => {
        const id = `filter-${v.param}-${v.value}`;
        return (
          <div key={id} className="flex items-center gap-2">
            <input
              id={id}
              type={group.single ? "radio" : "checkbox"}
              name={v.param}
              value={v.value}
              defaultChecked={v.checked}
              key={`${id}-${v.checked}`}
              disabled={v.count === 0 && !v.checked}
              className="size-5 accent-brand"
            />
            <label htmlFor={id} className="min-h-7 py-0.5 text-sm text-gray-800">
              {fill(t.valueWithCount, { label: v.label, n: v.count })}
            </label>
          </div>
        );
      })}
      {children}
    </fieldset>
  );
}

/** The active filters as chips, each with a remove button, and "Limpar filtros". */
export function FilterChips({ filters }: { filters: FilterPanelData }) {
  const t = filters.texts;
  const locale = useLocale();
  const { pathname, search } = usePageLocation();
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {plural(locale, t.total, filters.total)}
      </p>
      {filters.chips.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <h2 className="sr-only">{t.active}</h2>
          <ul className="flex flex-wrap gap-2">
            {filters.chips.map((chip) => (
              <li key={chip.label}>
                <a
                  href={`${pathname}${listSearch(search, chip.search)}`}
                  aria-label={fill(t.remove, { label: chip.label })}
                  className="inline-flex min-h-9 items-center gap-2 rounded-full bg-orange-50 px-3 text-sm text-ink ring-1 ring-orange-200 hover:ring-brand"
                >
                  {chip.label}
                  <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
          </ul>
          <a
            href={`${pathname}${listSearch(search, "")}`}
            className="min-h-9 px-2 text-sm text-brand underline"
          >
            {t.clear}
          </a>
        </div>
      )}
    </>
  );
}
