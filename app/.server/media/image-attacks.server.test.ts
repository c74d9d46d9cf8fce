import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { errorResponse, toApiError } from "../api/errors.server";
import {
  ImageRejected,
  inspectImage,
  MAX_UPLOAD_BYTES,
  sniffImageFormat,
  storeImage,
  type ImageError,
} from "./images.server";

// Hostile uploads are refused by the media service with a clear message in the
// user's language, and without ever holding a decoded attack in memory.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A well-formed PNG: signature, IHDR with these dimensions, one IDAT, IEND. */
function png(width: number, height: number, idat: Buffer, bitDepth = 8, colorType = 2): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colorType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A GIF89a header announcing these dimensions, with an image that is only a clear and an end code. */
function gifHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(13 + 6 + 10 + 5 + 1);
  b.write("GIF89a", 0, "latin1");
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  b[10] = 0x80; // global colour table of 2 entries
  // colour table: black, white (bytes 13..18 are zero then 0xff)
  b.fill(0xff, 16, 19);
  let at = 19;
  b[at++] = 0x2c; // image descriptor
  at += 4; // left, top
  b.writeUInt16LE(width, at);
  b.writeUInt16LE(height, at + 2);
  at += 5; // width, height, no local table
  b[at++] = 2; // LZW minimum code size
  b[at++] = 1; // one data byte
  b[at++] = 0x2c; // clear (4) then end (5), 3 bits each
  b[at++] = 0; // block terminator
  b[at] = 0x3b; // trailer
  return b;
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } });

/** The message the API gives for a refusal, in Portuguese and in English. */
async function messages(error: unknown) {
  const out: Record<string, string> = {};
  for (const lang of ["pt-BR", "en"]) {
    const request = new Request("http://shop.test/api/products", {
      headers: { "accept-language": lang },
    });
    const body = (await errorResponse(request, toApiError(error)).json()) as {
      error: { fields: { image: string } };
    };
    out[lang] = body.error.fields.image;
  }
  return out;
}

const TEXTS: Record<ImageError, { "pt-BR": string; en: string }> = {
  tooLarge: { "pt-BR": "A imagem passa de 10 MB.", en: "The image is over 10 MB." },
  tooManyPixels: {
    "pt-BR": "A imagem passa de 40 megapixels.",
    en: "The image is over 40 megapixels.",
  },
  unsupported: {
    "pt-BR": "Formato não aceito: envie JPEG, PNG, WebP, AVIF ou GIF.",
    en: "Format not accepted: upload JPEG, PNG, WebP, AVIF or GIF.",
  },
  corrupt: { "pt-BR": "O arquivo não é uma imagem válida.", en: "The file is not a valid image." },
};

/** Refused for `reason`, in the user's language, within a bounded amount of extra memory. */
async function expectRefused(store: () => Promise<unknown>, reason: ImageError) {
  const before = process.memoryUsage().rss;
  const error = await store().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a refusal (${reason})`).toBeInstanceOf(ImageRejected);
  expect((error as ImageRejected).reason).toBe(reason);
  expect(await messages(error)).toEqual(TEXTS[reason]);
  // A decoded 30,000 × 30,000 RGB image is 2.7 GB; a refusal by header costs next to nothing.
  expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
}

describe.each(TEST_DB_KINDS)("hostile uploads on %s (decision 021)", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.cleanup());

  const countMedia = async () =>
    Number(
      (
        await t.db
          .selectFrom("media")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses SVG, with or without a script, by content: it never reaches a decoder", async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><text>&a;</text></svg>',
    ];
    for (const svg of svgs) {
      // sharp itself would happily read these (librsvg): the refusal must come before it.
      expect(sniffImageFormat(Buffer.from(svg))).toBeNull();
      await expectRefused(() => storeImage(t.db, Buffer.from(svg)), "unsupported");
    }
    expect(await countMedia()).toBe(0);
  });

  it("refuses a 30,000 × 30,000 PNG (pixel flood) from its header, before decoding", async () => {
    const flood = png(30_000, 30_000, deflateSync(Buffer.alloc(16)));
    expect(flood.length).toBeLessThan(100);
    const started = performance.now();
    await expectRefused(() => storeImage(t.db, flood), "tooManyPixels");
    expect(performance.now() - started).toBeLessThan(2_000);
    // The same flood declared by a GIF's screen and image descriptor.
    await expectRefused(() => storeImage(t.db, gifHeader(30_000, 30_000)), "tooManyPixels");
  });

  it("refuses a decompression bomb: 6 kB of PNG that decodes to 49 megapixels", async () => {
    // 7,000 × 7,000 one-bit greyscale, every row zeros: a complete, valid image.
    const rows = Buffer.alloc(7_000 * (1 + Math.ceil(7_000 / 8)));
    const bomb = png(7_000, 7_000, deflateSync(rows, { level: 9 }), 1, 0);
    expect(bomb.length).toBeLessThan(10_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(7_000);
    await expectRefused(() => storeImage(t.db, bomb), "tooManyPixels");
    expect(await countMedia()).toBe(0);
  });

  it("refuses truncated and corrupt images", async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    const good = await solid(600, 400).png().toBuffer();
    const badCrc = Buffer.from(good);
    badCrc.writeUInt8(badCrc.readUInt8(good.length - 30) ^ 0xff, good.length - 30); // inside the image data
    const cases: [string, Buffer][] = [
      ["half a JPEG", jpeg.subarray(0, jpeg.length >> 1)],
      ["a PNG cut after its header", good.subarray(0, 60)],
      ["a PNG with damaged data", badCrc],
      ["a PNG signature alone", good.subarray(0, 8)],
      [
        "a JPEG marker and noise",
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), jpeg.subarray(500, 900)]),
      ],
      ["a GIF whose image has no pixel data", gifHeader(10, 10)],
    ];
    for (const [label, bytes] of cases) {
      const error = await storeImage(t.db, bytes).catch((e: unknown) => e);
      expect(error, label).toBeInstanceOf(ImageRejected);
      expect((error as ImageRejected).reason, label).toBe("corrupt");
    }
    await expectRefused(() => storeImage(t.db, jpeg.subarray(0, jpeg.length >> 1)), "corrupt");
    expect(await countMedia()).toBe(0);
  });

  it("goes by the bytes, not the name: a PNG called .jpg is taken, text called .png is refused", async () => {
    const pngBytes = await solid(320, 200).png().toBuffer();
    const namedJpg = new File([pngBytes], "photo.jpg", { type: "image/jpeg" });
    const { hash } = await storeImage(t.db, new Uint8Array(await namedJpg.arrayBuffer()));
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await inspectImage(pngBytes)).toEqual({ format: "png", width: 320, height: 200 });

    const text = new File(["just some text, not a picture\n"], "photo.png", { type: "image/png" });
    await expectRefused(
      async () => storeImage(t.db, new Uint8Array(await text.arrayBuffer())),
      "unsupported",
    );
    // HEIC is an ISO-BMFF file like AVIF, but not one of the accepted formats.
    const heic = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    expect(sniffImageFormat(heic)).toBeNull();
  });

  it("refuses a 50 MB file by its size, before looking at its content", async () => {
    // A PNG signature and then 50 MB: were it decoded, it would be refused for something else.
    const huge = Buffer.alloc(50 * 1024 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    const started = performance.now();
    await expectRefused(() => storeImage(t.db, huge), "tooLarge");
    expect(performance.now() - started).toBeLessThan(500);
    await expectRefused(() => storeImage(t.db, huge.subarray(0, MAX_UPLOAD_BYTES + 1)), "tooLarge");
  });
});
