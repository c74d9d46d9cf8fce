import { LIMITS } from "./catalogue-schemas";

/**
 * A row id from a route parameter or a form field: a positive integer written in digits, or null
 * ("abc", "1e3", " 5", "0", a number past LIMITS.id). The one parser the store's pages, the back
 * office's forms and the JSON API share; each answers null its own way (404, a field error).
 */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  // Ids are 32-bit integers in PostgreSQL; a bigger number would be a query error, not a 404.
  return id > 0 && id <= LIMITS.id ? id : null;
}
