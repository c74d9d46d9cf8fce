import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliDecompress, constants, gzip, type BrotliOptions } from "node:zlib";
import { brotliOf, recompressBrotli } from "./brotli-worker";

/**
 * Compression done once per body, not once per response: cached pages and
 * JSON lists are compressed with brotli when the page cache stores them, the build's static files
 * at build time (scripts/build-server.mjs), and each response picks the variant its client
 * accepts. Every browser takes brotli, so a stored body's gzip is made only when a client asks for
 * gzip without brotli, then kept beside it (docs/perf/README.md, "Uncached CPU, step by step").
 */

export type Encoding = "br" | "gzip" | "identity";

/**
 * The bodies of one answer, as stored: the plain bytes or, when worth it, their compressions. A
 * body compressed with brotli keeps only that (a page's plain bytes are 7-8 times its brotli): the
 * rare client that takes neither brotli nor gzip gets the plain bytes decompressed from it
 * (plainOf), and the gzip made on demand is made from them too.
 */
export interface Variants {
  /** The plain bytes; absent when `br` holds them. */
  identity?: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  /** No gzip yet, but one is made from the plain bytes for the first client that takes only gzip. */
  gzipOnDemand?: boolean;
  /** A strong validator of the plain bytes (all variants carry it with their encoding). */
  etag: string;
  /** `br` was made at BROTLI_FIRST_QUALITY: made again at BROTLI_KEPT_QUALITY when asked again. */
  recompress?: boolean;
  /** The plain bytes' length, when `br` holds them (the options of its recompression). */
  plainBytes?: number;
}

/** Below this a compressed body saves less than its headers cost (the compression package's default). */
const MIN_BYTES = 1024;

/**
 * Brotli quality for a body compressed as it is stored: the first answer's. Every uncached page
 * pays it while its shopper waits (a new search, a filter combination, every page after a
 * catalogue write), and most such pages are never asked again. On a 168 kB category page (one
 * machine, docs/perf/README.md, "A server that has just started; compressed fast first"): 1 takes 0.39 ms
 * for 25.2 kB, 3 0.89 ms for 22.7 kB, 4 1.23 ms for 21.7 kB, 5 about 2 ms for 19.6 kB. 2.5 kB more
 * costs a phone on a 1.6 Mbps link about 12 ms.
 */
export const BROTLI_FIRST_QUALITY = 1;

/**
 * Brotli quality for a stored body once it is asked for again (recompress): the pages many
 * shoppers get, made smaller once per catalogue version, when the compression thread is idle.
 */
export const BROTLI_KEPT_QUALITY = 5;

const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing: text, JSON, XML, SVG, JavaScript, manifests. */
export function isCompressible(contentType: string | null | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return (
    type.startsWith("text/") ||
    /^application\/(?:json|[\w.+-]+\+json|javascript|xml|[\w.+-]+\+xml|manifest\+json)$/.test(
      type,
    ) ||
    type === "image/svg+xml"
  );
}

/** Weak: the plain and the compressed bodies are one representation's variants (RFC 9110 §8.8.1). */
export function etagOf(body: Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * The body's brotli compression, made off the event loop, in place of the body; gzip waits to be
 * asked for. The ETag is a digest of the brotli bytes, which follow from the plain ones (a seventh
 * of the bytes to hash).
 */
export async function compressVariants(
  body: Uint8Array,
  contentType: string | null | undefined,
  /** The body is the caller's own whole buffer, which it will not read again: handed over. */
  handOver = false,
): Promise<Variants> {
  if (body.byteLength < MIN_BYTES || !isCompressible(contentType))
    return { identity: body, etag: etagOf(body) };
  const plainBytes = body.byteLength;
  const br = await brotliOf(body, brotliOptions(BROTLI_FIRST_QUALITY, plainBytes), handOver);
  return { br, gzipOnDemand: true, etag: etagOf(br), recompress: true, plainBytes };
}

/** Brotli's options for a body of `plainBytes`, first made or made again. */
function brotliOptions(quality: number, plainBytes: number): BrotliOptions {
  return {
    // One chunk for the whole body: each chunk is a callback on the main thread (16 kB by
    // default, 2 ms a page in docs/perf/README.md).
    chunkSize: wholeBody(plainBytes),
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: plainBytes,
      // A window no larger than the body (brotli's default is 4 MB, allocated by every
      // compression at once: 50 pages compressed together held hundreds of MB outside the heap).
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_DEFAULT_WINDOW,
        Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(plainBytes + 1))),
      ),
    },
  };
}

/**
 * Makes `variants.br` again at BROTLI_KEPT_QUALITY, once, when the compression thread is idle
 * (recompressBrotli). The ETag stays: a weak validator of the same plain bytes. Resolves true when
 * the variants now hold the smaller body (the caller's store then holds fewer bytes); never
 * rejects.
 */
export async function recompress(variants: Variants): Promise<boolean> {
  if (!variants.recompress || !variants.br || variants.plainBytes === undefined) return false;
  variants.recompress = undefined;
  const br = await recompressBrotli(
    variants.br,
    brotliOptions(BROTLI_KEPT_QUALITY, variants.plainBytes),
  );
  if (!br || br.byteLength >= variants.br.byteLength) return false;
  variants.br = br;
  return true;
}

/** The plain bytes: held, or decompressed from the brotli variant (not kept). */
export async function plainOf(variants: Variants): Promise<Uint8Array> {
  if (variants.identity) return variants.identity;
  return unbrotli(variants.br!, { chunkSize: 64 * 1024 });
}

const wholeBody = (bytes: number) => Math.max(16 * 1024, bytes);

/** Gzips under way, so that clients asking at once share one. */
const gzipping = new WeakMap<Variants, Promise<void>>();

/**
 * Makes `variants.gzip` if it is made on demand and not yet made (level 6, on the thread pool),
 * once however many ask at the same time. Resolves true when this call's gzip was the one that
 * made it (the caller's store then holds more bytes), false otherwise; a failed gzip leaves the
 * variants as they were (the client gets another encoding).
 */
export async function makeGzip(variants: Variants): Promise<boolean> {
  if (variants.gzip || !variants.gzipOnDemand) return false;
  const running = gzipping.get(variants);
  if (running) {
    await running;
    return false;
  }
  const made = plainOf(variants)
    .then((plain) => gzipAsync(plain, { level: 6, chunkSize: wholeBody(plain.byteLength) }))
    .then((gzip) => {
      variants.gzip = gzip;
      variants.gzipOnDemand = undefined;
    })
    .catch(() => {
      variants.gzipOnDemand = undefined;
    })
    .finally(() => gzipping.delete(variants));
  gzipping.set(variants, made);
  await made;
  return variants.gzip !== undefined;
}

/**
 * The encoding to answer with, by RFC 9110 §12.5.3: the client's preference among what is at hand,
 * brotli before gzip when the client weighs them alike, identity unless refused (`identity;q=0`
 * or `*;q=0` with identity unnamed, which still gets identity: a 406 helps no browser).
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: { br?: unknown; gzip?: unknown },
): Encoding {
  if (!acceptEncoding) return "identity";
  let best: Encoding = "identity";
  let bestQ = 0;
  let star: number | undefined;
  const named = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (name === "*") star = q;
    else named.set(name === "x-gzip" ? "gzip" : name, q);
  }
  for (const encoding of ["br", "gzip"] as const) {
    if (!available[encoding]) continue;
    const q = named.get(encoding) ?? star ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

/**
 * The body of `variants` for `encoding` (the plain bytes when that variant was not made);
 * undefined when the plain bytes are to be decompressed (plainOf).
 */
export function bodyFor(variants: Variants, encoding: Encoding): Uint8Array | undefined {
  return encoding === "identity" ? variants.identity : (variants[encoding] ?? variants.identity);
}

/** The stored size of all variants, for the page cache's byte bound. */
export function variantsBytes(variants: Variants): number {
  return (
    (variants.identity?.byteLength ?? 0) +
    (variants.br?.byteLength ?? 0) +
    (variants.gzip?.byteLength ?? 0)
  );
}

/** Whether the body comes compressed too (then responses `Vary: Accept-Encoding`). */
export function hasCompressed(variants: Variants): boolean {
  return variants.br !== undefined || variants.gzip !== undefined || variants.gzipOnDemand === true;
}

/** The encodings a response may pick: those at hand and gzip to be made on demand. */
function offered(variants: Variants): { br?: unknown; gzip?: unknown } {
  return { br: variants.br, gzip: variants.gzip ?? variants.gzipOnDemand };
}

/**
 * Ends `res` with `variants`: its ETag, then 304 when the client holds it (`revalidate`), else the
 * encoding the client accepts with its length (no body for HEAD). Status, type, caching and Vary
 * are the caller's. A client that takes gzip but not brotli waits for the gzip to be made
 * (makeGzip); `grown` is then called once the variants hold it. Never rejects.
 */
export function sendVariants(
  req: IncomingMessage,
  res: ServerResponse,
  variants: Variants,
  revalidate = true,
  grown?: () => void,
): Promise<void> | undefined {
  res.setHeader("ETag", variants.etag);
  if (revalidate && matchesEtag(req.headers["if-none-match"], variants.etag)) {
    res.statusCode = 304;
    res.removeHeader("content-type");
    res.end();
    return;
  }
  const encoding = hasCompressed(variants)
    ? chooseEncoding(req.headers["accept-encoding"], offered(variants))
    : "identity";
  if (encoding === "gzip" && !variants.gzip) {
    return makeGzip(variants)
      .then((made) => {
        if (made) grown?.();
        // A failed gzip: the next choice (brotli if weighed at all, else plain bytes).
        return write(req, res, variants, variants.gzip ? "gzip" : fallback(req, variants));
      })
      .catch(() => {
        res.destroy();
      });
  }
  return write(req, res, variants, encoding);
}

/** The client's choice once gzip is off the table. */
function fallback(req: IncomingMessage, variants: Variants): Encoding {
  return chooseEncoding(req.headers["accept-encoding"], { br: variants.br });
}

/** Ends `res` with the variant; the plain bytes are decompressed first when not held. */
function write(
  req: IncomingMessage,
  res: ServerResponse,
  variants: Variants,
  encoding: Encoding,
): Promise<void> | undefined {
  const body = bodyFor(variants, encoding);
  if (!body) {
    return plainOf(variants).then(
      (plain) => end(req, res, encoding, plain),
      () => {
        res.destroy();
      },
    );
  }
  end(req, res, encoding, body);
}

function end(req: IncomingMessage, res: ServerResponse, encoding: Encoding, body: Uint8Array) {
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.byteLength);
  res.end(req.method === "HEAD" ? undefined : body);
}
