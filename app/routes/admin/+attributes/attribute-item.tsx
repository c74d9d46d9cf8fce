import { Form, Link } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import type { AttributeType } from "~/lib/attributes";

/** One specification as the list shows it. */
export interface AttributeListItem {
  id: number;
  code: string;
  /** In the administrator's language. */
  name: string;
  type: AttributeType;
  unit: string | null;
  isFilter: boolean;
  valueCount: number;
  productCount: number;
  /** The categories that list it, named in the administrator's language. */
  categories: string[];
}

/**
 * A specification in the list: its name and code, type and unit, whether it is
 * a filter, its values, categories and products; Edit opens its page, Delete asks first.
 */
export function AttributeItem({ attribute: a }: { attribute: AttributeListItem }) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const countOf = useAdminPlural();
  const headingId = `attribute-${a.id}-name`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold break-words text-ink">
          {a.name} <span className="font-mono text-sm font-normal text-gray-600">({a.code})</span>
        </h2>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-gray-800">
          <dt className="font-medium text-gray-600">{s.type}</dt>
          <dd>
            {s.types[a.type]}
            {a.unit ? ` (${a.unit})` : ""}
          </dd>
          <dt className="font-medium text-gray-600">{s.filter}</dt>
          <dd>{a.isFilter ? s.yes : s.no}</dd>
          {a.type === "choice" && (
            <>
              <dt className="font-medium text-gray-600">{s.values}</dt>
              <dd>{countOf(s.valueCount, a.valueCount)}</dd>
            </>
          )}
          <dt className="font-medium text-gray-600">{s.categories}</dt>
          <dd className="break-words">
            {a.categories.length ? a.categories.join(", ") : s.noCategories}
          </dd>
          <dt className="sr-only">{t.products.title}</dt>
          <dd className="col-span-2 text-gray-600">{countOf(s.productCount, a.productCount)}</dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`/admin/especificacoes/${a.id}`} className={buttonStyles.secondary}>
          {s.editLink}
          <span className="sr-only"> {a.name}</span>
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={a.id} />
          <button type="submit" className={buttonStyles.danger}>
            {t.common.delete}
            <span className="sr-only"> {a.name}</span>
          </button>
        </Form>
      </div>
    </article>
  );
}
