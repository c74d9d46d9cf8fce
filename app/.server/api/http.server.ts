import type { z } from "zod";
import { apiPt } from "~/i18n/pt/api";
import type { ApiErrorBody, ApiErrorCode } from "~/lib/api-schemas";
import type { Locale } from "~/i18n/locale";
import { allMessagesFor } from "~/i18n/all-messages";
import { requestLocale } from "../auth/locale.server";
import { httpStatusOf, ServiceError } from "../catalogue/errors.server";
import { ImageRejected, MAX_UPLOAD_BYTES } from "../media/images.server";

export const MAX_JSON_BYTES = 100 * 1024;

type ErrorKey = ApiErrorCode;
type FieldKey = keyof typeof apiPt.fields;

/** The API's language: `?lang=`, else Accept-Language by preference (q), else Portuguese. */
export function apiLocale(request: Request): Locale {
  return requestLocale(request);
}

/** Thrown (or returned) by API handlers: becomes `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorKey,
    readonly fields?: Record<string, FieldKey>,
    /** Sent with the answer, e.g. `Allow` with a 405. */
    readonly headers?: HeadersInit,
  ) {
    super(code);
  }
}

export function errorResponse(request: Request, error: ApiError, headers?: HeadersInit): Response {
  const t = allMessagesFor(apiLocale(request)).api;
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([k, v]) => [k, t.fields[v] ?? t.fields.invalid]),
      )
    : undefined;
  const body: ApiErrorBody = {
    error: { code: error.code, message: t.errors[error.code], ...(fields ? { fields } : {}) },
  };
  const merged = new Headers(error.headers);
  for (const [name, value] of new Headers(headers)) merged.set(name, value);
  return Response.json(body, { status: error.status, headers: merged });
}

const FIELD_KEYS = new Set<string>(Object.keys(apiPt.fields));

/** Zod issues to field message keys (schemas use catalogue keys as messages). */
export function fieldErrors(error: z.ZodError): Record<string, FieldKey> {
  const out: Record<string, FieldKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    if (out[field]) continue;
    out[field] = (FIELD_KEYS.has(issue.message) ? issue.message : "invalid") as FieldKey;
  }
  return out;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, "validation", fieldErrors(result.error));
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
  if (error instanceof ServiceError) {
    const status = httpStatusOf(error.code);
    const field = error.field;
    const fieldKey: FieldKey =
      error.code === "imageRequired" || error.code === "logoRequired" ? "required" : "invalid";
    return new ApiError(
      status,
      error.code,
      field && status === 400 ? { [API_FIELD_NAMES[field] ?? field]: fieldKey } : undefined,
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

export interface ParsedBody {
  fields: Record<string, unknown>;
  files: Record<string, File>;
}

export interface ParsedArrayBody {
  fields: Record<string, unknown> | unknown[];
  files: Record<string, File>;
}

export interface ReadBodyOptions {
  /** A bare JSON array is accepted (PUT /api/brands/order). */
  allowArray?: boolean;
  /** false where no file is expected: multipart bodies get the JSON limit too. */
  uploads?: boolean;
}

/**
 * Reads a JSON, urlencoded or multipart body with size limits checked before it is read whole:
 * 100 kB for JSON and forms, 10 MB (plus form overhead) for multipart uploads. 413 over the
 * limit, 415 for any other content type.
 */
export async function readBody(
  request: Request,
  options?: ReadBodyOptions & { allowArray?: false },
): Promise<ParsedBody>;
export async function readBody(
  request: Request,
  options: ReadBodyOptions & { allowArray: true },
): Promise<ParsedArrayBody>;
export async function readBody(
  request: Request,
  options: ReadBodyOptions = {},
): Promise<ParsedBody | ParsedArrayBody> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const multipart = type === "multipart/form-data";
  const limit =
    multipart && options.uploads !== false ? MAX_UPLOAD_BYTES + 64 * 1024 : MAX_JSON_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, "tooLarge");
  if (type === "application/json" || type === "") {
    const text = await readLimited(request, limit);
    if (text.trim() === "" && type === "") return { fields: {}, files: {} };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError(400, "malformedJson");
    }
    if (Array.isArray(parsed) && options.allowArray) return { fields: parsed, files: {} };
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new ApiError(400, "malformedJson");
    }
    return { fields: parsed as Record<string, unknown>, files: {} };
  }
  if (type === "application/x-www-form-urlencoded" || multipart) {
    const bytes = await readLimited(request, limit, true);
    let form: FormData;
    try {
      form = await new Response(bytes, {
        headers: { "content-type": request.headers.get("content-type")! },
      }).formData();
    } catch {
      throw new ApiError(400, "validation");
    }
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [key, value] of form) {
      if (typeof value === "string") fields[key] = value;
      else if (value.size > 0) files[key] = value;
    }
    return { fields, files };
  }
  throw new ApiError(415, "unsupportedType");
}

async function readLimited(request: Request, limit: number): Promise<string>;
async function readLimited(
  request: Request,
  limit: number,
  raw: true,
): Promise<Uint8Array<ArrayBuffer>>;
async function readLimited(
  request: Request,
  limit: number,
  raw?: true,
): Promise<string | Uint8Array<ArrayBuffer>> {
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        // The server stops a body at its own ceiling (server/fetch-bridge.ts): the same 413.
        if ((error as { status?: unknown } | null)?.status === 413) {
          throw new ApiError(413, "tooLarge");
        }
        throw error;
      });
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new ApiError(413, "tooLarge");
      }
      chunks.push(value);
    }
  }
  const all = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const c of chunks) {
    all.set(c, offset);
    offset += c.byteLength;
  }
  return raw ? all : new TextDecoder().decode(all);
}

/** `X-Total-Count` and `Link` (first, prev, next, last) for a bare-array list (design.md "JSON lists"). */
export function pagingHeaders(url: URL, page: number, perPage: number, total: number): Headers {
  const headers = new Headers({ "X-Total-Count": String(total) });
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) => {
    const u = new URL(url);
    u.searchParams.set("page", String(p));
    u.searchParams.set("per_page", String(perPage));
    return `<${u.pathname}${u.search}>; rel="${rel}"`;
  };
  const links = [link(1, "first")];
  if (page > 1) links.push(link(Math.min(page - 1, last), "prev"));
  if (page < last) links.push(link(page + 1, "next"));
  links.push(link(last, "last"));
  headers.set("Link", links.join(", "));
  return headers;
}
