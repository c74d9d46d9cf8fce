import type { ApiErrorCode } from "~/lib/api-schemas";

/**
 * A request refused before any handler reads it: a body too large (413), not what its type says
 * (400), or of a type nobody takes (415). The body reader throws it for the JSON API and the
 * back-office forms alike; each answers it in its own way (the API as its error body, a form as a
 * field message).
 */
export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
  ) {
    super(code);
  }
}
