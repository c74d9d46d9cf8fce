import type { IncomingMessage, ServerResponse } from "node:http";
import { getDb } from "../app/.server/db/kysely";
import { readMedia } from "../app/.server/media/images.server";
import { MEDIA_WIDTHS, type MediaWidth } from "../app/lib/media-url";
import { matchesEtag } from "./encoding";

/**
 * `/media/<hash>-<width>.webp` on the lean path (the route
 * app/routes/resources/media.ts answers the same for anything this leaves to it). A picture's
 * bytes never change under its name (docs/decisions/021-media-in-the-database.md), so the most
 * asked are kept in memory whatever the catalogue does, bounded by bytes, least recently used
 * first out; already compressed (WebP), they are sent as they are. A name the database does not
 * hold goes on to the route, which answers 404.
 */

const FILE = /^\/media\/([0-9a-f]{32})-(\d+)\.webp$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Held {
  bytes: Uint8Array;
  type: string;
}

export interface MediaFiles {
  send(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function mediaFiles(maxBytes = 16 * 1024 * 1024): MediaFiles {
  const held = new Map<string, Held>();
  let bytes = 0;

  async function read(hash: string, width: MediaWidth): Promise<Held | undefined> {
    const key = `${hash}-${width}`;
    const hit = held.get(key);
    if (hit) {
      held.delete(key);
      held.set(key, hit);
      return hit;
    }
    const row = await readMedia(getDb(), hash, width);
    if (!row) return undefined;
    const file = { bytes: new Uint8Array(row.bytes), type: row.content_type };
    if (file.bytes.byteLength <= maxBytes / 16) {
      held.set(key, file);
      bytes += file.bytes.byteLength;
      for (const [k, v] of held) {
        if (bytes <= maxBytes) break;
        held.delete(k);
        bytes -= v.bytes.byteLength;
      }
    }
    return file;
  }

  return {
    async send(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const match = FILE.exec(req.url ?? "");
      const width = Number(match?.[2]) as MediaWidth;
      if (!match || !MEDIA_WIDTHS.includes(width)) return false;
      // Content-addressed: the name is a strong validator of the bytes.
      const etag = `"${match[1]}-${width}"`;
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("ETag", etag);
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const file = await read(match[1]!, width);
      if (!file) {
        res.removeHeader("Cache-Control");
        res.removeHeader("ETag");
        return false;
      }
      res.setHeader("Content-Type", file.type);
      res.setHeader("Content-Length", file.bytes.byteLength);
      res.end(req.method === "HEAD" ? undefined : file.bytes);
      return true;
    },
  };
}
