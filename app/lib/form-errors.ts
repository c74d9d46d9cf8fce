import type { z } from "zod";
import { apiPt } from "~/i18n/pt/api";

export type FieldIssue = z.core.$ZodIssue;

/** A field's name from an issue's path: its first segment, or `root` for the input as a whole. */
const firstSegment =
  (root: string) =>
  (path: PropertyKey[]): string =>
    path.length > 0 ? String(path[0]) : root;

/**
 * The one place a Zod error becomes field messages, for every form and the JSON API: the first
 * issue of each field, worded by `word`. Schemas carry message keys as their messages
 * ("required", "tooLong", a key of app/i18n/*\/api.ts `fields`), so `word` decides what the
 * reader gets: an account error code, an API field key, or a sentence in the admin's language.
 */
export function fieldMessages<M>(
  error: z.ZodError,
  word: (issue: FieldIssue, field: string) => M,
  {
    root = "form",
    fieldOf = firstSegment(root),
  }: {
    /** The name given to issues about the whole input. */
    root?: string;
    /** A field's name in the form, when it is not the path's first segment (`phones.0` → `phone_1`). */
    fieldOf?: (path: PropertyKey[]) => string;
  } = {},
): Record<string, M> {
  const out: Record<string, M> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field in out) continue;
    out[field] = word(issue, field);
  }
  return out;
}

/** A key of app/i18n/*\/api.ts `fields`: what the catalogue schemas name as their messages. */
export type ApiFieldKey = keyof typeof apiPt.fields;

const API_FIELD_KEYS = new Set<string>(Object.keys(apiPt.fields));

/** An issue of the catalogue schemas as its API field key; "invalid" when it names none. */
export const apiFieldKey = (issue: FieldIssue): ApiFieldKey =>
  API_FIELD_KEYS.has(issue.message) ? (issue.message as ApiFieldKey) : "invalid";

/**
 * The text fields of a submitted form but passwords, to show again after a refusal; files stay in
 * their input.
 * Takes a FormData or the fields readBody parsed, so the browser (offline answers) and the server
 * keep the same values, and no form lists its field names twice.
 */
export function enteredValues(form: FormData | Record<string, unknown>): Record<string, string> {
  const entries = form instanceof FormData ? form.entries() : Object.entries(form);
  const values: Record<string, string> = {};
  for (const [name, value] of entries) {
    // A password is never written back into a page (the HTML, a cache, the history).
    if (typeof value === "string" && !name.includes("password")) values[name] = value;
  }
  return values;
}
