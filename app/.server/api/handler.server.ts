import { parseId } from "~/lib/id";
import { getDb } from "../db/kysely";
import { getLogger } from "../logger";
import { storeImage } from "../media/images.server";
import { ApiError, errorResponse, toApiError } from "./errors.server";
import type { ParsedBody } from "../http/body.server";

/** Runs an API handler: expected failures become the error shape; nothing a client sends is a 500. */
export async function api(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    try {
      return errorResponse(request, toApiError(error));
    } catch (unexpected) {
      getLogger().error({ err: unexpected, url: request.url, method: request.method }, "API error");
      return errorResponse(request, new ApiError(500, "internal"));
    }
  }
}

/** 405 in the error shape, with the `Allow` header naming the methods the path serves. */
export function methodNotAllowed(allow: string): never {
  throw new ApiError(405, "methodNotAllowed", undefined, { Allow: allow });
}

/** For a route module that serves only GET: its `action` answers every other method with 405. */
export function readOnlyAction(request: Request): Response {
  return errorResponse(request, new ApiError(405, "methodNotAllowed", undefined, { Allow: "GET" }));
}

/** A path parameter's id (app/lib/id.ts), or a 404 when it names no row. */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw new ApiError(404, "notFound");
  return id;
}

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]+)$/i;

/**
 * The image of a write: an uploaded file (multipart) or, for old clients, a data URL in a text
 * field; both are validated and re-encoded alike. Returns the media hash, or null when none was sent.
 */
export async function uploadedImage(body: ParsedBody, names: string[]): Promise<string | null> {
  for (const name of names) {
    const file = body.files[name];
    if (file) return (await storeImage(getDb(), new Uint8Array(await file.arrayBuffer()))).hash;
    const text = body.fields[name];
    if (typeof text === "string" && text.startsWith("data:")) {
      const match = DATA_URL.exec(text);
      if (!match) throw new ApiError(400, "validation", { [name]: "imageCorrupt" });
      return (await storeImage(getDb(), Buffer.from(match[2]!, "base64"))).hash;
    }
  }
  return null;
}
