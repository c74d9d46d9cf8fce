import { MAX_UPLOAD_BYTES } from "../media/images.server";
import type { ApiErrorCode } from "~/lib/api-schemas";
import { RequestRefused } from "./refusal.server";

/** One decoder for every body: making one costs more than decoding a beacon's few hundred bytes. */
const utf8 = new TextDecoder();

/** The ceiling of a JSON or form body, and of a multipart body where no file is expected. */
export const MAX_JSON_BYTES = 100 * 1024;

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
  if (Number.isFinite(declared) && declared > limit) throw new RequestRefused(413, "tooLarge");
  if (type === "application/json" || type === "") {
    const text = await readLimited(request, limit);
    if (text.trim() === "" && type === "") return { fields: {}, files: {} };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new RequestRefused(400, "malformedJson");
    }
    if (Array.isArray(parsed) && options.allowArray) return { fields: parsed, files: {} };
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new RequestRefused(400, "malformedJson");
    }
    return { fields: parsed as Record<string, unknown>, files: {} };
  }
  if (type === "application/x-www-form-urlencoded" || multipart) {
    const bytes = await readLimited(request, limit, true);
    const form = await formDataOf(bytes, request.headers.get("content-type")!);
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [key, value] of form) {
      if (typeof value === "string") fields[key] = value;
      else if (value.size > 0) files[key] = value;
    }
    return { fields, files };
  }
  throw new RequestRefused(415, "unsupportedType");
}

export async function readLimited(request: Request, limit: number): Promise<string>;
export async function readLimited(
  request: Request,
  limit: number,
  raw: true,
): Promise<Uint8Array<ArrayBuffer>>;
export async function readLimited(
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
          throw new RequestRefused(413, "tooLarge");
        }
        throw error;
      });
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new RequestRefused(413, "tooLarge");
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
  return raw ? all : utf8.decode(all);
}

/** The request headers a check reads: a Fetch Request's, or Node's own without making one. */
export type HeaderReader = Pick<Headers, "get" | "has">;

export interface JsonObjectOptions {
  /** The 413's error code past the limit. */
  tooLarge: ApiErrorCode;
  /** The content types taken; a missing type counts as JSON. */
  types?: string[];
}

/**
 * readJsonObject's checks before a body is read: 415 for a type outside `types`, the `tooLarge`
 * 413 for a declared length past `limit`.
 */
export function assertJsonObjectHead(
  headers: HeaderReader,
  limit: number,
  { tooLarge, types = ["application/json"] }: JsonObjectOptions,
): void {
  const type = (headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "" && !types.includes(type)) throw new RequestRefused(415, "unsupportedType");
  const declared = Number(headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new RequestRefused(413, tooLarge);
}

/**
 * readJsonObject's checks of the bytes read (at most `limit + 1` of them are needed): the
 * `tooLarge` 413 past the limit, 400 when they are not a JSON object.
 */
export function jsonObjectOf(
  bytes: Uint8Array,
  limit: number,
  { tooLarge }: Pick<JsonObjectOptions, "tooLarge">,
): object {
  if (bytes.byteLength > limit) throw new RequestRefused(413, tooLarge);
  try {
    const parsed: unknown = JSON.parse(utf8.decode(bytes));
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return parsed;
  } catch {
    // Answered below, as for a body that is JSON but not an object.
  }
  throw new RequestRefused(400, "malformedJson");
}

/**
 * A small JSON object body read within `limit` bytes: 415 for a type outside `types` (a missing
 * type counts as JSON), `tooLarge` past the limit (declared or counted), 400 when it is not a JSON
 * object. For endpoints with a limit of their own (POST /api/enquiries, the WhatsApp beacon).
 */
export async function readJsonObject(
  request: Request,
  limit: number,
  options: JsonObjectOptions,
): Promise<object> {
  assertJsonObjectHead(request.headers, limit, options);
  return jsonObjectOf(await readLimitedAs(request, limit, options.tooLarge), limit, options);
}

/** The body's bytes within `limit`, the `tooLarge` 413 past it (declared or counted). */
export async function readLimitedAs(
  request: Request,
  limit: number,
  tooLarge: ApiErrorCode,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new RequestRefused(413, tooLarge);
  try {
    return await readLimited(request, limit, true);
  } catch (error) {
    if (error instanceof RequestRefused && error.status === 413)
      throw new RequestRefused(413, tooLarge);
    throw error;
  }
}

/** A form body's bytes as a FormData: 400 when they are not the form their type says. */
export async function formDataOf(bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new RequestRefused(400, "validation");
  }
}
