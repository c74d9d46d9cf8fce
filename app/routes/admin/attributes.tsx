import { data, Link, useLocation } from "react-router";
import { readFlash } from "~/.server/admin/flash.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { attributeUsage, loadAttributes } from "~/.server/catalogue/attributes.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getDb } from "~/.server/db/kysely";
import { buttonStyles, SectionHeader } from "~/components/admin/form-controls";
import { SortableList } from "~/components/admin/sortable-list";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { removalOf } from "~/lib/attribute-admin";
import { attributeName } from "~/lib/attributes";
import { localized } from "~/lib/localized";
import type { Route } from "./+types/attributes";
import { AttributeForm, EMPTY_ATTRIBUTE } from "./+attributes/attribute-form";
import { AttributeItem } from "./+attributes/attribute-item";
import { attributesAction } from "./+attributes/attributes-action.server";
import { RemovalPanel } from "./+attributes/removal-panel";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * The Especificações section: every specification in store order with its type,
 * unit, filter flag, values, categories and products; a form for a new one; the order of each
 * category's specifications one link away.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const { locale } = await adminLocale(request);
  const [catalogue, usage, categories] = await Promise.all([
    loadAttributes(db),
    attributeUsage(db),
    listCategories(db, locale),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, localized(c, "name", locale)]));
  const listedIn = new Map<number, string[]>();
  for (const [categoryId, ids] of catalogue.byCategory) {
    for (const id of ids)
      listedIn.set(id, [...(listedIn.get(id) ?? []), categoryName.get(categoryId) ?? ""]);
  }
  const flash = await readFlash(request);
  return data(
    {
      attributes: catalogue.attributes.map((a) => ({
        id: a.id,
        code: a.code,
        name: attributeName(a, locale),
        type: a.type,
        unit: a.unit,
        isFilter: a.isFilter,
        valueCount: a.values.length,
        productCount: usage.byAttribute.get(a.id) ?? 0,
        categories: listedIn.get(a.id) ?? [],
      })),
      categories: categories.map((c) => ({ id: c.id, name: categoryName.get(c.id)! })),
      flash: flash.toast,
    },
    { headers: flash.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return attributesAction(request);
}

/** A write that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function Attributes({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[loaderData.flash, actionData?.toast]}>
      <AttributesPage loaderData={loaderData} result={actionData} />
    </ToastProvider>
  );
}

function AttributesPage({
  loaderData,
  result,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const countOf = useAdminPlural();
  const { pathname, search } = useLocation();
  useResultToast(result);
  const { attributes, categories } = loaderData;
  const removal = removalOf(result);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <SectionHeader
          id="attributes-title"
          title={s.title}
          count={attributes.length > 0 ? countOf(s.total, attributes.length) : undefined}
        >
          {/* The form sits below the list: this takes the administrator there. */}
          <a href="#attribute-add-title" className={buttonStyles.primary}>
            {s.addTitle}
          </a>
        </SectionHeader>
        <p className="-mt-2 max-w-prose text-gray-700">{s.intro}</p>
      </div>
      {removal && (
        <RemovalPanel removal={removal} intent="delete" cancelTo={`${pathname}${search}`} />
      )}
      {attributes.length === 0 ? (
        <p className="text-gray-700">{s.empty}</p>
      ) : (
        <SortableList
          items={attributes}
          idOf={(a) => a.id}
          nameOf={(a) => a.name}
          label={s.listLabel}
          idPrefix="attributes"
          renderItem={(a) => <AttributeItem attribute={a} />}
        />
      )}
      <nav
        aria-labelledby="category-order-title"
        className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h2 id="category-order-title" className="text-lg font-bold text-ink">
          {s.categoryOrderTitle}
        </h2>
        <p className="mb-2 text-sm text-gray-700">{s.categoryOrderHint}</p>
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/admin/especificacoes/categorias/${c.id}`}
                className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-dark underline"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="attribute-add-title"
        className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h2
          id="attribute-add-title"
          tabIndex={-1}
          className="mb-3 scroll-mt-4 text-lg font-bold text-ink"
        >
          {s.addTitle}
        </h2>
        <AttributeForm
          // A new, empty form after each specification added.
          key={result?.intent === "create" && result.ok ? result.toast?.id : "attribute-add"}
          idPrefix="attribute-add"
          intent="create"
          titleId="attribute-add-title"
          initial={EMPTY_ATTRIBUTE}
          categories={categories}
          result={result?.intent === "create" && !result.ok ? result : undefined}
          submitLabel={s.submitCreate}
        />
      </section>
    </div>
  );
}
