import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { localePath } from "~/i18n/locale";

type Missing = "product" | "category";

/** A route's id parameter as a positive integer, or null when it is not one ("abc", "1e3", "0"). */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  // Ids are 32-bit integers in PostgreSQL; a bigger number would be a query error, not a 404.
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * design.md "Unknown paths": a product or category id that matched a route but names nothing
 * answers 404 with the not-found text. Thrown from a loader.
 */
export function notFound(missing: Missing): never {
  throw data({ missing }, { status: 404 });
}

function missingOf(error: unknown): Missing | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const body: unknown = error.data;
  const missing =
    typeof body === "object" && body !== null && "missing" in body ? body.missing : undefined;
  return missing === "category" ? "category" : "product";
}

/** The page title of a missing product or category, for a route's meta (its data is absent on error). */
export function notFoundTitle(
  error: unknown,
  t: { productNotFoundTitle: string; categoryNotFoundTitle: string },
) {
  return missingOf(error) === "category" ? t.categoryNotFoundTitle : t.productNotFoundTitle;
}

/** The error boundary of the catalogue's routes: the not-found text, inside the store layout. */
export function CatalogueErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.catalog.product;
  const missing = missingOf(error);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-ink">
        {missing === "category"
          ? t.categoryNotFound
          : missing === "product"
            ? t.notFound
            : messages.errors.unexpectedTitle}
      </h1>
      {missing == null && <p className="mt-4">{messages.errors.unexpectedBody}</p>}
      <Link to={localePath(locale, "/produtos")} className="mt-6 inline-block text-brand underline">
        {t.viewAll}
      </Link>
    </main>
  );
}
