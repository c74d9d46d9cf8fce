import { Form } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { ENQUIRY_STATUSES } from "~/lib/enquiry-schemas";

/** Status and search (a GET form: the filters live in the URL; a new search starts at page 1). */
export function EnquiryFilters({ filters }: { filters: { status: string | null; q: string } }) {
  const t = useTexts("adminSections").enquiries;
  return (
    <Form
      method="get"
      role="search"
      aria-label={t.filtersLabel}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="enquiries-q" className="text-sm font-medium text-ink">
          {t.search}
        </label>
        <input
          id="enquiries-q"
          name="q"
          type="search"
          maxLength={200}
          defaultValue={filters.q}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-base text-ink"
        />
      </div>
      <div className="flex flex-col gap-1 sm:w-48">
        <label htmlFor="enquiries-status" className="text-sm font-medium text-ink">
          {t.status}
        </label>
        <select
          id="enquiries-status"
          name="status"
          defaultValue={filters.status ?? ""}
          className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink"
        >
          <option value="">{t.allStatuses}</option>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonStyles.primary}>
        {t.filter}
      </button>
    </Form>
  );
}
