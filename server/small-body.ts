import type { IncomingMessage } from "node:http";
import type { HeaderReader } from "../app/.server/http/body.server";
import { CLIENT_IP_HEADER } from "../app/.server/auth/client-ip.server";
import { requestUrl } from "./fetch-bridge";

/**
 * The first `keep` bytes of a small request's body (a beacon's), read whole from Node: one buffer
 * instead of a Fetch Request and its stream. Past `keep` the rest is read and discarded, so the
 * connection stays usable, and the caller's own limit sees a body over it.
 */
export function readSmallBody(req: IncomingMessage, keep: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      if (size >= keep) return;
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on("error", reject);
    req.on("end", () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      resolve(body.length > keep ? body.subarray(0, keep) : body);
    });
  });
}

/** Node's request headers read as a Fetch Headers' `get` and `has` would (names in lower case). */
export function nodeHeaders(req: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    has: (name) => req.headers[name.toLowerCase()] !== undefined,
  };
}

/**
 * A body-less Fetch Request with a small request's URL and headers, for an answer that needs one
 * (an error in the caller's language). `clientIp` travels as CLIENT_IP_HEADER, as the streaming
 * bridge (toFetchRequest) sends it; a client's own copy of that header is dropped.
 */
export function headersOnlyRequest(req: IncomingMessage, clientIp: string | undefined): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const lower = name.toLowerCase();
    if (lower === CLIENT_IP_HEADER || lower === "content-length") continue;
    headers.append(name, req.rawHeaders[i + 1]!);
  }
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  return new Request(requestUrl(req), { headers });
}
