import { data, isRouteErrorResponse } from "react-router";

/** What a catalogue route's 404 names. */
export type Missing = "product" | "category";

/**
 * docs/decisions/017-unknown-paths-and-not-found.md: a product or category id that matched a route
 * but names nothing answers 404 with the not-found text. Thrown from a loader.
 */
export function notFound(missing: Missing): never {
  throw data({ missing }, { status: 404 });
}

/** What a route's 404 named, or null when the error is not one of notFound's. */
export function missingOf(error: unknown): Missing | null {
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
