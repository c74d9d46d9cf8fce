import type { IncomingMessage } from "node:http";
import { CLIENT_IP_HEADER } from "../app/.server/auth/client-ip.server";
import { requestUrl } from "./fetch-bridge";

/**
 * A Fetch Request for a request whose body is small (a beacon of 2 kB at most), read whole from
 * Node first: one buffer instead of the streaming bridge (toFetchRequest), whose stream plumbing
 * costs more than such a request's work. At most `limit + 1` bytes are kept; past that the rest
 * is discarded unread, and the body handed on is the first `limit + 1` bytes, so the handler's
 * own limit answers 413 as it would have. `clientIp` travels as CLIENT_IP_HEADER, as the bridge
 * does.
 */
export function readSmallRequest(
  req: IncomingMessage,
  limit: number,
  clientIp: string | undefined,
): Promise<Request> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      if (size > limit) return;
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on("error", reject);
    req.on("end", () => {
      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        if (name.toLowerCase() === CLIENT_IP_HEADER) continue;
        headers.append(name, req.rawHeaders[i + 1]!);
      }
      if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
      const body = Buffer.concat(chunks).subarray(0, limit + 1);
      // The body is what was read, whatever the client declared.
      headers.delete("content-length");
      resolve(
        new Request(requestUrl(req), {
          method: req.method ?? "POST",
          headers,
          body: req.method === "GET" || req.method === "HEAD" ? null : body,
        }),
      );
    });
  });
}
