import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyFor,
  chooseEncoding,
  compressVariants,
  isCompressible,
  matchesEtag,
  plainOf,
  recompress,
  sendVariants,
  type Variants,
} from "../../server/encoding";

// Bodies are compressed once (when the page cache stores them, or at build) and
// each response picks the variant its client accepts.

const both = { br: true, gzip: true };

describe("the encoding a response is sent in follows the client's Accept-Encoding (RFC 9110 §12.5.3)", () => {
  it("prefers brotli, then gzip, and sends plain bytes to a client that names neither", () => {
    expect(chooseEncoding("br, gzip, deflate", both)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseEncoding("deflate", both)).toBe("identity");
    expect(chooseEncoding(undefined, both)).toBe("identity");
    expect(chooseEncoding("", both)).toBe("identity");
  });

  it("honours weights, q=0 refusals, the wildcard and x-gzip", () => {
    expect(chooseEncoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.1", both)).toBe("gzip");
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("*;q=0", both)).toBe("identity");
    expect(chooseEncoding("x-gzip", both)).toBe("gzip");
    expect(chooseEncoding("BR", both)).toBe("br");
  });

  it("offers only the variants at hand", () => {
    expect(chooseEncoding("br, gzip", { gzip: true })).toBe("gzip");
    expect(chooseEncoding("br, gzip", {})).toBe("identity");
  });
});

describe("a body is compressed once into variants that decompress to it", () => {
  it("makes brotli of a page in place of its plain bytes (gzip on demand), and leaves small or binary bodies plain", async () => {
    const html = new TextEncoder().encode(`<!doctype html>${"<p>Furadeira 220 V</p>".repeat(500)}`);
    const variants = await compressVariants(html, "text/html; charset=utf-8");
    expect(brotliDecompressSync(variants.br!)).toEqual(Buffer.from(html));
    expect(variants.gzip).toBeUndefined();
    expect(variants.gzipOnDemand).toBe(true);
    expect(variants.br!.byteLength).toBeLessThan(html.byteLength / 10);
    expect(bodyFor(variants, "br")).toBe(variants.br);
    // Only the compression is kept; the plain bytes come back from it when a client needs them.
    expect(variants.identity).toBeUndefined();
    expect(bodyFor(variants, "identity")).toBeUndefined();
    expect(Buffer.from(await plainOf(variants))).toEqual(Buffer.from(html));

    const small = await compressVariants(new TextEncoder().encode("{}"), "application/json");
    expect(small.br).toBeUndefined();
    expect(small.gzipOnDemand).toBeUndefined();
    const image = await compressVariants(new Uint8Array(5000), "image/webp");
    expect(image.gzip).toBeUndefined();
    expect(image.gzipOnDemand).toBeUndefined();
    expect(bodyFor(image, "br")).toBe(image.identity);
  });

  it("compresses text, JSON, XML, SVG and scripts only", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "application/json",
      "application/problem+json",
      "application/xml",
      "image/svg+xml",
      "text/javascript",
      "application/manifest+json",
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ["image/webp", "image/avif", "application/octet-stream", undefined]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });

  it("gives one weak ETag to all variants, matched by If-None-Match weakly, in a list or as *", async () => {
    const body = new TextEncoder().encode("x".repeat(2000));
    const { etag } = await compressVariants(body, "text/plain");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await compressVariants(body, "text/plain")).etag).toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(etag.slice(2), etag)).toBe(true);
    expect(matchesEtag(`W/"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe("a stored body is compressed fast first, and well once it is asked for again", () => {
  // A page-like body: words repeated with variation, as a product list is.
  const page = new TextEncoder().encode(
    `<!doctype html><ul>${Array.from(
      { length: 600 },
      (_, n) =>
        `<li class="card"><a href="/produto/${n}">Furadeira de impacto ${n % 37} ${n % 2 ? "127" : "220"} V</a><span>US$ ${(n * 7.31).toFixed(2)}</span></li>`,
    ).join("")}</ul>`,
  );

  it("makes a smaller brotli of the same bytes, once, under the same ETag", async () => {
    const variants = await compressVariants(page.slice(), "text/html; charset=utf-8");
    expect(variants.recompress).toBe(true);
    const first = variants.br!;
    const etag = variants.etag;

    expect(await recompress(variants)).toBe(true);
    expect(variants.br!.byteLength).toBeLessThan(first.byteLength);
    expect(Buffer.from(brotliDecompressSync(variants.br!))).toEqual(Buffer.from(page));
    // A weak validator of the same plain bytes: a browser's copy still revalidates to 304.
    expect(variants.etag).toBe(etag);
    expect(variants.recompress).toBeUndefined();
    // The first bytes are still whole (copied to the thread, not taken: a response may be
    // writing them).
    expect(Buffer.from(brotliDecompressSync(first))).toEqual(Buffer.from(page));

    const again = variants.br;
    expect(await recompress(variants)).toBe(false);
    expect(variants.br).toBe(again);
  });

  it("leaves plain and already recompressed bodies alone", async () => {
    const small = await compressVariants(new TextEncoder().encode("{}"), "application/json");
    expect(await recompress(small)).toBe(false);
    expect(small.identity).toBeDefined();
  });

  it("makes first compressions before any waiting recompression", async () => {
    const stored = await Promise.all(
      [0, 1, 2, 3].map(() => compressVariants(page.slice(), "text/html; charset=utf-8")),
    );
    const order: string[] = [];
    const recompressed = stored.map((v, n) =>
      recompress(v).then(() => order.push(`recompressed ${n}`)),
    );
    const fresh = [0, 1, 2].map((n) =>
      compressVariants(page.slice(), "text/html; charset=utf-8").then(() =>
        order.push(`first ${n}`),
      ),
    );
    await Promise.all([...recompressed, ...fresh]);
    // At most the one recompression already under way goes before the first compressions.
    const lastFirst = Math.max(...[0, 1, 2].map((n) => order.indexOf(`first ${n}`)));
    expect(
      order.slice(0, lastFirst + 1).filter((o) => o.startsWith("recompressed")).length,
    ).toBeLessThanOrEqual(1);
  });
});

describe("gzip is made when a client asks for it without brotli, once, and kept", () => {
  const html = new TextEncoder().encode(`<!doctype html>${"<p>Serra circular</p>".repeat(400)}`);
  let variants: Variants;
  let grown = 0;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      void sendVariants(req, res, variants, true, () => grown++);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ask = (acceptEncoding: string | undefined, method = "GET") =>
    new Promise<{ encoding?: string; length: number; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      const req = request(base, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            encoding: res.headers["content-encoding"],
            length: Number(res.headers["content-length"]),
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it("sends brotli to browsers without making gzip", async () => {
    variants = await compressVariants(html, "text/html");
    grown = 0;
    const answer = await ask("gzip, deflate, br");
    expect(answer.encoding).toBe("br");
    expect(brotliDecompressSync(answer.body)).toEqual(Buffer.from(html));
    expect(variants.gzip).toBeUndefined();
    expect(grown).toBe(0);
  });

  it("makes gzip for a client that takes only gzip, keeps it, and says so once", async () => {
    variants = await compressVariants(html, "text/html");
    grown = 0;
    const first = await ask("gzip, deflate");
    expect(first.encoding).toBe("gzip");
    expect(gunzipSync(first.body)).toEqual(Buffer.from(html));
    expect(first.length).toBe(first.body.byteLength);
    expect(variants.gzip).toBeDefined();
    expect(grown).toBe(1);
    const again = await ask("gzip");
    expect(again.body).toEqual(first.body);
    expect(grown).toBe(1);
    // HEAD gets the gzip's length, no body.
    const head = await ask("gzip", "HEAD");
    expect(head.length).toBe(first.body.byteLength);
    expect(head.body.byteLength).toBe(0);
  });

  it("makes one gzip for clients asking at the same time", async () => {
    variants = await compressVariants(html, "text/html");
    grown = 0;
    const answers = await Promise.all([ask("gzip"), ask("gzip"), ask("br;q=0, gzip")]);
    for (const answer of answers) expect(gunzipSync(answer.body)).toEqual(Buffer.from(html));
    expect(grown).toBe(1);
  });

  it("sends plain bytes to a client that names neither, brotli before gzip on a wildcard", async () => {
    variants = await compressVariants(html, "text/html");
    const plain = await ask(undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toEqual(Buffer.from(html));
    expect(plain.length).toBe(html.byteLength);
    expect((await ask(undefined, "HEAD")).length).toBe(html.byteLength);
    expect((await ask("*")).encoding).toBe("br");
    expect(variants.gzip).toBeUndefined();
  });
});
