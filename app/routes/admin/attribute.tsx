import { data, Form, useLocation } from "react-router";
import { readFlash } from "~/.server/admin/flash.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { attributeUsage, loadAttributes } from "~/.server/catalogue/attributes.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getDb } from "~/.server/db/kysely";
import { buttonStyles, SectionHeader } from "~/components/admin/form-controls";
import { SortableList } from "~/components/admin/sortable-list";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { removalOf } from "~/lib/attribute-admin";
import { attributeName } from "~/lib/attributes";
import { parseId } from "~/lib/id";
import { localized, perLanguage } from "~/lib/localized";
import { AttributesNotFound, ATTRIBUTES_LIST, BackToAttributes } from "./+attributes/not-found";
import type { Route } from "./+types/attribute";
import { attributeAction } from "./+attributes/attribute-action.server";
import { AttributeForm } from "./+attributes/attribute-form";
import { RemovalPanel } from "./+attributes/removal-panel";
import { ValueAddForm } from "./+attributes/value-add-form";
import { ValueItem } from "./+attributes/value-item";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * One specification — its fields and the categories that list it, and for a
 * choice its values (add, rename in each language, reorder, merge, delete with a confirmation).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const db = getDb();
  const { locale } = await adminLocale(request);
  const [catalogue, usage, categories] = await Promise.all([
    loadAttributes(db),
    attributeUsage(db),
    listCategories(db, locale),
  ]);
  const def = id === null ? undefined : catalogue.byId.get(id);
  if (!def) return data({ found: false as const }, { status: 404 });
  const flash = await readFlash(request);
  const toStrings = (texts: Record<string, string | null | undefined>) =>
    Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v ?? ""]));
  return data(
    {
      found: true as const,
      attribute: {
        id: def.id,
        name: attributeName(def, locale),
        type: def.type,
        form: {
          code: def.code,
          name: def.name,
          names: toStrings(perLanguage("name", (l) => def[`name_${l}`] ?? null)),
          type: def.type,
          unit: def.unit ?? "",
          unitCode: def.unitCode ?? "",
          isFilter: def.isFilter,
          categories: [...catalogue.byCategory]
            .filter(([, ids]) => ids.includes(def.id))
            .map(([categoryId]) => categoryId),
        },
      },
      values: def.values.map((v) => ({
        id: v.id,
        code: v.code,
        label: v.label,
        labels: toStrings(perLanguage("label", (l) => v[`label_${l}`] ?? null)),
        name: localized(v, "label", locale),
        productCount: usage.byValue.get(v.id) ?? 0,
      })),
      categories: categories.map((c) => ({ id: c.id, name: localized(c, "name", locale) })),
      flash: flash.toast,
    },
    { headers: flash.headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return attributeAction(request, parseId(params.id) ?? 0);
}

/** A write that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function AttributePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[loaderData.found ? loaderData.flash : null, actionData?.toast]}>
      {loaderData.found ? <Found loaderData={loaderData} result={actionData} /> : <NotFoundPage />}
    </ToastProvider>
  );
}

function NotFoundPage() {
  return <AttributesNotFound heading={useTexts("adminSections").attributes.notFound} />;
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
  const { pathname, search } = useLocation();
  useResultToast(result);
  const { attribute, values, categories } = loaderData;
  const removal = removalOf(result);
  const about = (id: number) => (result?.target === String(id) ? result : undefined);
  return (
    <div className="flex flex-col gap-6">
      <BackToAttributes />
      <SectionHeader id="attribute-title" title={`${attribute.name} (${attribute.form.code})`} />
      {removal && (
        <RemovalPanel removal={removal} intent="value-delete" cancelTo={`${pathname}${search}`} />
      )}
      <section
        aria-labelledby="attribute-details-title"
        className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h2 id="attribute-details-title" className="mb-3 text-lg font-bold text-ink">
          {s.detailsTitle}
        </h2>
        <AttributeForm
          // A new form once saved: its fields start from what the server now holds.
          key={result?.intent === "update" && result.ok ? result.toast?.id : "attribute"}
          idPrefix="attribute-edit"
          intent="update"
          titleId="attribute-details-title"
          initial={attribute.form}
          categories={categories}
          result={result?.intent === "update" && !result.ok ? result : undefined}
          submitLabel={t.common.save}
        />
      </section>
      {attribute.type === "choice" && (
        <section
          aria-labelledby="values-title"
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
        >
          <h2 id="values-title" className="text-lg font-bold text-ink">
            {s.values}
          </h2>
          <p className="text-sm text-gray-700">{s.valuesHint}</p>
          {values.length === 0 ? (
            <p className="text-gray-700">{s.valuesEmpty}</p>
          ) : (
            <SortableList
              items={values}
              idOf={(v) => v.id}
              nameOf={(v) => v.name}
              label={fill(s.valuesListLabel, { name: attribute.name })}
              idPrefix="values"
              renderItem={(v) => (
                <ValueItem
                  value={v}
                  others={values.filter((o) => o.id !== v.id)}
                  result={about(v.id)}
                />
              )}
            />
          )}
          <ValueAddForm result={result?.intent === "value-create" ? result : undefined} />
        </section>
      )}
      <Form method="post" action={ATTRIBUTES_LIST} className="self-start">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={attribute.id} />
        <button type="submit" className={buttonStyles.danger}>
          {s.deleteAttribute}
        </button>
      </Form>
    </div>
  );
}
