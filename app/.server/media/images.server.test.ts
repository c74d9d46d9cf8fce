import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { ImageRejected, readMedia, storeImage } from "./images.server";

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();

describe.each(TEST_DB_KINDS)("media on %s (decision 021)", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("re-encodes an upload to WebP at every width, keyed by content hash", async () => {
    const input = await png(1000, 500);
    const { hash } = await storeImage(t.db, input);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    const small = await readMedia(t.db, hash, 200);
    expect(small?.content_type).toBe("image/webp");
    expect((await sharp(small!.bytes).metadata()).width).toBe(200);
    const large = await readMedia(t.db, hash, 1200);
    expect((await sharp(large!.bytes).metadata()).width).toBe(1000);
    expect((await storeImage(t.db, input)).hash).toBe(hash);
  });

  it("encodes an image once for the widths at or above its own (never enlarged)", async () => {
    const { hash } = await storeImage(t.db, await png(300, 150));
    const [w400, w800, w1200] = await Promise.all(
      ([400, 800, 1200] as const).map((w) => readMedia(t.db, hash, w)),
    );
    expect((await sharp(w400!.bytes).metadata()).width).toBe(300);
    expect(Buffer.from(w800!.bytes).equals(Buffer.from(w400!.bytes))).toBe(true);
    expect(Buffer.from(w1200!.bytes).equals(Buffer.from(w400!.bytes))).toBe(true);
  });

  it("refuses SVG and bytes that are not an image, by content", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(storeImage(t.db, svg)).rejects.toBeInstanceOf(ImageRejected);
    await expect(storeImage(t.db, Buffer.from("not an image"))).rejects.toMatchObject({
      reason: "unsupported",
    });
  });

  it("refuses a truncated image", async () => {
    const input = await png(300, 300);
    await expect(storeImage(t.db, input.subarray(0, 60))).rejects.toBeInstanceOf(ImageRejected);
  });
});
