import { data, Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { loadAttributes } from "~/.server/catalogue/attributes.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getDb } from "~/.server/db/kysely";
import { buttonStyles, FieldError, SectionHeader } from "~/components/admin/form-controls";
import { SortableList } from "~/components/admin/sortable-list";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { attributeName } from "~/lib/attributes";
import { parseId } from "~/lib/id";
import { localized } from "~/lib/localized";
import { AttributesNotFound, BackToAttributes } from "./+attributes/not-found";
import type { Route } from "./+types/attribute-category";
import { categoryAction } from "./+attributes/category-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * The specifications a category lists, in the order its product pages and
 * filters show them; reordered like brands, one added at the end, one taken out.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const db = getDb();
  const { locale } = await adminLocale(request);
  const [catalogue, categories] = await Promise.all([
    loadAttributes(db),
    listCategories(db, locale),
  ]);
  const category = categories.find((c) => c.id === id);
  if (!category) return data({ found: false as const }, { status: 404 });
  const listed = catalogue.byCategory.get(category.id) ?? [];
  const named = (a: (typeof catalogue.attributes)[number]) => ({
    id: a.id,
    code: a.code,
    name: attributeName(a, locale),
  });
  return {
    found: true as const,
    category: { id: category.id, name: localized(category, "name", locale) },
    listed: listed.flatMap((a) => {
      const def = catalogue.byId.get(a);
      return def ? [named(def)] : [];
    }),
    others: catalogue.attributes.filter((a) => !listed.includes(a.id)).map(named),
    categories: categories
      .filter((c) => c.id !== category.id)
      .map((c) => ({ id: c.id, name: localized(c, "name", locale) })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return categoryAction(request, parseId(params.id) ?? 0);
}

/** A write that never reaches the server keeps the page (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function AttributeCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      {loaderData.found ? <Found loaderData={loaderData} result={actionData} /> : <NotFoundPage />}
    </ToastProvider>
  );
}

function NotFoundPage() {
  return <AttributesNotFound heading={useTexts("adminSections").attributes.categoryNotFound} />;
}

type FoundData = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function Found({
  loaderData,
  result,
}: {
  loaderData: FoundData;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const navigation = useNavigation();
  useResultToast(result);
  const { category, listed, others, categories } = loaderData;
  const busy = navigation.state === "submitting";
  const addError = result?.intent === "add" && !result.ok ? result.fields?.attribute_id : undefined;
  return (
    <div className="flex flex-col gap-6">
      <BackToAttributes />
      <div>
        <SectionHeader
          id="category-title"
          title={fill(s.categoryPageTitle, { category: category.name })}
        />
        <p className="-mt-2 max-w-prose text-gray-700">{s.categoryOrderHint}</p>
      </div>
      {listed.length === 0 ? (
        <p className="text-gray-700">{s.categoryEmpty}</p>
      ) : (
        <SortableList
          items={listed}
          idOf={(a) => a.id}
          nameOf={(a) => a.name}
          label={fill(s.categoryListLabel, { category: category.name })}
          idPrefix="category-attributes"
          renderItem={(a) => (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <p className="min-w-0 flex-1 font-semibold break-words text-ink">
                {a.name}{" "}
                <span className="font-mono text-sm font-normal text-gray-600">({a.code})</span>
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" disabled={busy} className={buttonStyles.secondary}>
                  {s.removeFromCategory}
                  <span className="sr-only"> {a.name}</span>
                </button>
              </Form>
            </div>
          )}
        />
      )}
      {others.length > 0 && (
        <Form
          method="post"
          aria-labelledby="category-add-title"
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
        >
          <h2 id="category-add-title" className="text-lg font-bold text-ink">
            {s.addToCategory}
          </h2>
          <input type="hidden" name="intent" value="add" />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-1 sm:w-72">
              <label htmlFor="category-add-attribute" className="text-sm font-medium text-ink">
                {s.chooseAttribute}
              </label>
              <select
                id="category-add-attribute"
                name="attribute_id"
                defaultValue=""
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? "category-add-attribute-error" : undefined}
                className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink"
              >
                <option value="">—</option>
                {others.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} ({a.code})
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" disabled={busy} className={buttonStyles.primary}>
              {s.addToCategory}
            </button>
          </div>
          <FieldError id="category-add-attribute-error" error={addError} />
        </Form>
      )}
      <nav aria-labelledby="other-categories" className="text-sm">
        <h2 id="other-categories" className="mb-1 font-semibold text-ink">
          {s.otherCategories}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/admin/especificacoes/categorias/${c.id}`}
                className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-dark underline"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
