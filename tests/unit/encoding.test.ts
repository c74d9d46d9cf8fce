import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bodyFor,
  chooseEncoding,
  compressVariants,
  isCompressible,
  matchesEtag,
} from "../../server/encoding";

// Issue #21 item 2: bodies are compressed once (when the page cache stores them, or at build) and
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
  it("makes brotli and gzip of a page, and leaves small or binary bodies plain", async () => {
    const html = new TextEncoder().encode(`<!doctype html>${"<p>Furadeira 220 V</p>".repeat(500)}`);
    const variants = await compressVariants(html, "text/html; charset=utf-8");
    expect(brotliDecompressSync(variants.br!)).toEqual(Buffer.from(html));
    expect(gunzipSync(variants.gzip!)).toEqual(Buffer.from(html));
    expect(variants.br!.byteLength).toBeLessThan(html.byteLength / 10);
    expect(bodyFor(variants, "br")).toBe(variants.br);
    expect(bodyFor(variants, "identity")).toBe(html);

    const small = await compressVariants(new TextEncoder().encode("{}"), "application/json");
    expect(small.br).toBeUndefined();
    const image = await compressVariants(new Uint8Array(5000), "image/webp");
    expect(image.gzip).toBeUndefined();
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
