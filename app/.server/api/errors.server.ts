import type { z } from "zod";
import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import type { apiPt } from "~/i18n/pt/api";
import type { ApiErrorBody, ApiErrorCode } from "~/lib/api-schemas";
import { apiFieldKey, fieldMessages } from "~/lib/form-errors";
import { httpStatusOf, ServiceError } from "../catalogue/errors.server";
import { reportDatabaseFault, RETRY_AFTER_S } from "../db/faults.server";
import { ImageRejected } from "../media/images.server";
import { RequestRefused } from "../http/refusal.server";
import { apiLocale } from "./locale.server";

type ErrorKey = ApiErrorCode;
type FieldKey = keyof typeof apiPt.fields;

/** Thrown (or returned) by API handlers: becomes `{ error: { code, message, fields? } }`. */
export class ApiError extends RequestRefused {
  constructor(
    status: number,
    code: ErrorKey,
    readonly fields?: Record<string, FieldKey>,
    /** Sent with the answer, e.g. `Allow` with a 405. */
    readonly headers?: HeadersInit,
    /** The message's `{placeholders}` (app/i18n/fill.ts), e.g. the ids of unknown products. */
    readonly values?: Record<string, string | number>,
  ) {
    super(status, code);
  }
}

export function errorResponse(request: Request, error: ApiError, headers?: HeadersInit): Response {
  const t = textsFor(apiLocale(request)).api;
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([k, v]) => [k, t.fields[v] ?? t.fields.invalid]),
      )
    : undefined;
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: fill(t.errors[error.code], error.values ?? {}),
      ...(fields ? { fields } : {}),
    },
  };
  const merged = new Headers(error.headers);
  for (const [name, value] of new Headers(headers)) merged.set(name, value);
  return Response.json(body, { status: error.status, headers: merged });
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldMessages(result.error, apiFieldKey, { root: "body" });
    throw new ApiError(400, "validation", fields);
  }
  return result.data;
}

/**
 * The services name a product's brand and category by their columns; the API's clients send
 * `brand` (a slug) and `category` (an id), so its errors name those.
 */
const API_FIELD_NAMES: Record<string, string> = { brand_id: "brand", category_id: "category" };

/** Maps expected failures of services to API errors; anything else is rethrown. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // The body reader's refusals (app/.server/http/body.server.ts): a 413, 415 or malformed body.
  if (error instanceof RequestRefused) return new ApiError(error.status, error.code);
  // A database that does not answer is 503 `unavailable` (come back: Retry-After), a
  // full disk 507 `storageFull`; logged once with the real cause, never as a 500.
  const fault = reportDatabaseFault(error);
  if (fault) {
    const retry = { "Retry-After": String(RETRY_AFTER_S) };
    return fault.kind === "full"
      ? new ApiError(507, "storageFull", undefined, retry)
      : new ApiError(503, "unavailable", undefined, retry);
  }
  if (error instanceof ServiceError) {
    const status = httpStatusOf(error.code);
    const field = error.field;
    const fieldKey: FieldKey =
      error.code === "imageRequired" || error.code === "logoRequired" ? "required" : "invalid";
    return new ApiError(
      status,
      error.code,
      field && status === 400 ? { [API_FIELD_NAMES[field] ?? field]: fieldKey } : undefined,
      undefined,
      error.values,
    );
  }
  if (error instanceof ImageRejected) {
    const key = (
      {
        tooLarge: "imageTooLarge",
        tooManyPixels: "imageTooManyPixels",
        unsupported: "imageUnsupported",
        corrupt: "imageCorrupt",
      } as const
    )[error.reason];
    return new ApiError(error.reason === "tooLarge" ? 413 : 400, "validation", { image: key });
  }
  throw error;
}
