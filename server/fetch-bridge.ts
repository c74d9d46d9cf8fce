import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_JSON_BYTES } from "../app/.server/http/body.server";
import { CLIENT_IP_HEADER } from "../app/.server/auth/client-ip.server";
import { isImportUpload, MAX_IMPORT_BYTES } from "../app/.server/catalogue/import/limits";
import { MAX_UPLOAD_BYTES } from "../app/.server/media/images.server";
import {
  isDocumentUpload,
  MAX_DOCUMENT_BODY_BYTES,
} from "../app/.server/documents/documents-api.server";

/**
 * Node request → Fetch Request → Node response, for React Router. Unlike a plain adapter, the
 * request body is read only as fast as the app consumes it (at most one high-water mark sits in
 * memory) and never past a ceiling: an upload nobody reads is not buffered, and one that is read
 * stops at the limit.
 */

/**
 * The most a body may hold: 100 kB for JSON, forms and anything else; for multipart uploads
 * readBody's own limit (10 MB and form overhead, app/.server/http/body.server.ts) plus a margin, so
 * readBody's answer (a field message in the back office) is the one given whenever it reads.
 */
export function bodyLimitFor(contentType: string | null | undefined, url?: string): number {
  // A catalogue import is a spreadsheet of up to 20 MB, sent raw or as multipart.
  if (url !== undefined && isImportUpload(url)) return MAX_IMPORT_BYTES + 128 * 1024;
  // A product's manual is a PDF of up to 20 MB (docs/decisions/068-product-documents-and-videos.md).
  if (url !== undefined && isDocumentUpload(url)) return MAX_DOCUMENT_BODY_BYTES + 64 * 1024;
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "multipart/form-data" ? MAX_UPLOAD_BYTES + 128 * 1024 : MAX_JSON_BYTES;
}

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super("request body too large");
  }
}

export interface BridgedRequest {
  request: Request;
  /** The body passed its limit (the app saw a stream error, whatever it answered). */
  readonly exceeded: boolean;
  /** The body was read to its end (or there was none). */
  readonly complete: boolean;
}

const HIGH_WATER_MARK = 64 * 1024;

/** The address the Fetch request for `req` has: its scheme, Host header and path with query. */
export function requestUrl(req: IncomingMessage): string {
  const protocol = "encrypted" in req.socket && req.socket.encrypted ? "https:" : "http:";
  return new URL(req.url ?? "/", `${protocol}//${req.headers.host ?? "localhost"}`).href;
}

/**
 * `clientIp` is the client's address as the server determined it (server/app.ts: the socket's
 * peer, or what trusted proxies forwarded); it travels as CLIENT_IP_HEADER, and any header of that
 * name the client sent is dropped, so rate limits count by an address the client cannot choose.
 */
export function toFetchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  limit = bodyLimitFor(req.headers["content-type"], req.url),
  clientIp: string | undefined = req.socket.remoteAddress,
): BridgedRequest {
  const controller = new AbortController();
  // Aborted only when the client left before the answer was sent: an abort builds a DOMException
  // and runs every listener the request's signal has, which every finished answer paid for.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (name.toLowerCase() === CLIENT_IP_HEADER) continue;
    headers.append(name, req.rawHeaders[i + 1]!);
  }
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  const url = new URL(requestUrl(req));
  const method = req.method ?? "GET";
  const state = { exceeded: false, complete: true };
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };

  if (method !== "GET" && method !== "HEAD") {
    state.complete = false;
    let received = 0;
    let settled = false;
    req.pause();
    // Answered before the body was read (refused by its Content-Length, or not needed): the rest
    // is read and dropped, as Node does by itself for bodies nobody touched, so the client gets
    // the answer and the connection can serve the next request.
    res.on("finish", () => {
      if (state.complete) return;
      settled = true;
      req.resume();
    });
    init.body = new ReadableStream<Uint8Array>(
      {
        start(stream) {
          req.on("data", (chunk: Buffer) => {
            if (settled) return;
            received += chunk.byteLength;
            if (received > limit) {
              settled = true;
              state.exceeded = true;
              req.pause();
              stream.error(new BodyTooLargeError());
              return;
            }
            stream.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            if ((stream.desiredSize ?? 0) <= 0) req.pause();
          });
          req.on("end", () => {
            state.complete = true;
            if (settled) return;
            settled = true;
            stream.close();
          });
          req.on("error", (error) => {
            if (settled) return;
            settled = true;
            stream.error(error);
          });
        },
        pull() {
          req.resume();
        },
        cancel() {
          settled = true;
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_MARK }),
    );
    init.duplex = "half";
  }

  return {
    request: new Request(url, init),
    get exceeded() {
      return state.exceeded;
    },
    get complete() {
      return state.complete;
    },
  };
}

/**
 * Writes a Fetch Response as it comes, at the pace the client reads it; reading stops if the
 * client goes away.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const raw: string[] = [];
  for (const [key, value] of response.headers) raw.push(key, value);
  res.writeHead(response.status, raw);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  // One listener for the whole answer: the compression middleware hands "drain" listeners to its
  // gzip stream, where `res.off` cannot reach them, so one per wait piled up on long answers.
  let waiting: (() => void) | null = null;
  const wake = () => {
    const resolve = waiting;
    waiting = null;
    resolve?.();
  };
  res.on("drain", wake);
  res.on("close", wake);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      // A long answer (a catalogue export, a sitemap part) waits for a slow client instead of
      // piling up here.
      if (!res.write(value) && !res.destroyed) {
        await new Promise<void>((resolve) => {
          waiting = resolve;
        });
      }
    }
    res.end();
  } catch {
    // A stream that fails half way cannot become an error page any more: cut the connection so
    // the client sees a failure rather than a truncated page.
    res.destroy();
  }
}
