import { brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliOf } from "../../server/brotli-worker";

// Stored pages are compressed on a thread of their own (server/brotli-worker.ts), so the
// encoders' state never lands in the main thread's heap between the pages the cache holds.

const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const page = (n: number) =>
  new TextEncoder().encode(`<!doctype html>${`<li>Furadeira ${n} 220 V</li>`.repeat(800)}`);

describe("brotli made on its own thread", () => {
  it("gives each of many bodies at once its own compression", async () => {
    const bodies = Array.from({ length: 12 }, (_, n) => page(n));
    const expected = bodies.map((b) => Buffer.from(b));
    const compressed = await Promise.all(bodies.map((b) => brotliOf(b, options, false)));
    compressed.forEach((br, n) => {
      expect(Buffer.from(brotliDecompressSync(br))).toEqual(expected[n]);
      expect(br.byteLength).toBeLessThan(expected[n]!.byteLength / 10);
    });
    // Not handed over: the caller's bytes are still its own.
    expect(bodies[0]!.byteLength).toBe(expected[0]!.byteLength);
  });

  it("takes a handed-over body without a copy: the caller's buffer is then empty", async () => {
    const body = page(1);
    const copy = Buffer.from(body);
    const br = await brotliOf(body, options, true);
    expect(Buffer.from(brotliDecompressSync(br))).toEqual(copy);
    expect(body.byteLength).toBe(0);
  });

  it("copies a view into a larger buffer instead of handing over what is not the caller's", async () => {
    const whole = page(2);
    const view = whole.subarray(0, 5000);
    const br = await brotliOf(view, options, true);
    expect(Buffer.from(brotliDecompressSync(br))).toEqual(Buffer.from(whole.subarray(0, 5000)));
    expect(whole.byteLength).toBeGreaterThan(5000);
  });
});
