import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { adminAttributeCatalogue } from "~/.server/catalogue/attributes.server";
import { listBrands } from "~/.server/catalogue/brands.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getDb } from "~/.server/db/kysely";
import { localized } from "~/lib/localized";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import type { Route } from "./+types/product-new";
import { ProductForm } from "./+products/product-form";
import { productNewAction } from "./+products/product-new-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * docs/product-rules.md §2 Add product: the brands and categories to choose from, and each
 * category's specifications.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const { locale } = await adminLocale(request);
  const [brands, categories, attributes] = await Promise.all([
    listBrands(db),
    listCategories(db, locale),
    // Every category's specifications: the form shows the chosen one's at once.
    adminAttributeCatalogue(db),
  ]);
  return {
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
    categories: categories.map((c) => ({ id: c.id, name: localized(c, "name", locale) })),
    attributes,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return productNewAction(request);
}

/**
 * docs/product-rules.md §8: a product whose request never reached the server: "Erro de conexão",
 * values kept.
 */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function ProductNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <Page
        brands={loaderData.brands}
        categories={loaderData.categories}
        attributes={loaderData.attributes}
        result={actionData}
      />
    </ToastProvider>
  );
}

function Page(props: Parameters<typeof ProductForm>[0] & { result: ClientResult | undefined }) {
  useResultToast(props.result);
  return <ProductForm {...props} />;
}
