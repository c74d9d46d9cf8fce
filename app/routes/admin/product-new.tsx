import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { listBrands } from "~/.server/catalogue/brands.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getDb } from "~/.server/db/kysely";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import type { Route } from "./+types/product-new";
import { ProductForm } from "./+products/product-form";
import { productNewAction } from "./+products/product-new-action.server";
import {
  enteredValues,
  serverActionOrOffline,
  unlessOffline,
  type ClientResult,
  type OfflineResult,
} from "./+shared/offline";

/** Spec §2 Add product: the brands and categories to choose from. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const locale = adminLocale(request).locale;
  const [brands, categories] = await Promise.all([listBrands(db), listCategories(db, locale)]);
  return {
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
    categories: categories.map((c) => ({ id: c.id, name: locale === "pt" ? c.name : c.name_en })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return productNewAction(request);
}

/** Spec §8: a product whose request never reached the server: "Erro de conexão", values kept. */
export async function clientAction(args: Route.ClientActionArgs) {
  return serverActionOrOffline(args, (form): Omit<OfflineResult, "offline"> => ({
    intent: "create",
    ok: false,
    values: enteredValues(form),
    offlineToast: "connectionError",
  }));
}

export const shouldRevalidate = unlessOffline;

export default function ProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ClientResult | undefined;
  return (
    <ToastProvider initial={[result?.toast]}>
      <Page brands={loaderData.brands} categories={loaderData.categories} result={result} />
    </ToastProvider>
  );
}

function Page(props: Parameters<typeof ProductForm>[0] & { result: ClientResult | undefined }) {
  useResultToast(props.result);
  return <ProductForm {...props} />;
}
