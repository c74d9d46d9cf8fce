import { createDeflate } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activeNamesIn,
  checkPdf,
  declaredPageCount,
  hasPdfFrame,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_PAGES,
  PdfRejected,
  type PdfProblem,
} from "./pdf-check.server";

async function makePdf(
  pages: number,
  extra?: (doc: PDFDocument) => void | Promise<void>,
  useObjectStreams = true,
) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100 });
  await extra?.(doc);
  return doc.save({ useObjectStreams });
}

/** A hand-written PDF (no object streams) with the given catalogue extras and page-tree /Count. */
function handPdf(catalogExtra = "", count = 1): Uint8Array {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>`,
  ];
  let out = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

async function problemOf(bytes: Uint8Array): Promise<PdfProblem | "accepted"> {
  try {
    await checkPdf(bytes);
    return "accepted";
  } catch (error) {
    if (error instanceof PdfRejected) return error.problem;
    throw error;
  }
}

describe("PDF checks (rules)", () => {
  it("rule: a PDF starts with %PDF- and ends with %%EOF", () => {
    expect(hasPdfFrame(handPdf())).toBe("ok");
    expect(hasPdfFrame(new TextEncoder().encode("<html>%%EOF"))).toBe("notPdf");
    expect(hasPdfFrame(handPdf().subarray(0, 200))).toBe("truncated");
  });

  it("rule: active names are found with their #xx escapes decoded, and only whole names", () => {
    expect(activeNamesIn("<< /S /JavaScript /J#53 (app.alert(1)) >>")).toEqual([
      "JavaScript",
      "JS",
    ]);
    expect(activeNamesIn("<< /Type /Launch >> /EmbeddedFiles /XFA /RichMedia")).toEqual([
      "Launch",
      "EmbeddedFiles",
      "RichMedia",
      "XFA",
    ]);
    expect(activeNamesIn("<< /JSON /Jsx /Font /F1 >>")).toEqual([]);
  });

  it("rule: the declared page count is the largest /Count of a /Type /Pages dictionary", () => {
    expect(
      declaredPageCount("<< /Type /Pages /Kids [] /Count 12 >> << /Type /Outlines /Count 99 >>"),
    ).toBe(12);
  });

  it("accepts a real PDF, with object streams or without, and answers its size and pages", async () => {
    const pdf = await makePdf(3);
    expect(await checkPdf(pdf)).toEqual({ bytes: pdf.length, pages: 3 });
    expect((await checkPdf(await makePdf(2, undefined, false))).pages).toBe(2);
    expect((await checkPdf(handPdf())).pages).toBe(1);
  });

  it("rule: JavaScript is refused, also when compressed in an object stream, naming it", async () => {
    const js = await makePdf(1, (doc) => doc.addJavaScript("hello", "app.alert('x')"));
    expect(await problemOf(js)).toEqual({ reason: "active", names: ["JavaScript", "JS"] });
    expect(await problemOf(handPdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"))).toEqual(
      {
        reason: "active",
        names: ["JavaScript", "JS"],
      },
    );
  });

  it("rule: embedded files and launch actions are refused, naming them", async () => {
    const attached = await makePdf(1, (doc) =>
      doc.attach(new TextEncoder().encode("hi"), "a.txt", { mimeType: "text/plain" }),
    );
    expect(await problemOf(attached)).toMatchObject({
      reason: "active",
      names: expect.arrayContaining(["EmbeddedFile"]),
    });
    expect(await problemOf(handPdf("/OpenAction << /S /Launch /F (calc.exe) >>"))).toEqual({
      reason: "active",
      names: ["Launch"],
    });
  });

  it("rule: encrypted PDFs are refused (their streams cannot be checked)", async () => {
    expect(await problemOf(handPdf().slice(0, 0))).toEqual({ reason: "empty" });
    const text = Buffer.from(handPdf())
      .toString("latin1")
      .replace("/Root 1 0 R", "/Root 1 0 R /Encrypt 9 0 R");
    expect(await problemOf(new Uint8Array(Buffer.from(text, "latin1")))).toEqual({
      reason: "encrypted",
    });
  });

  it(`rule: more than ${MAX_DOCUMENT_PAGES} pages, declared or held, is refused`, async () => {
    expect(await problemOf(handPdf("", 999_999_999))).toEqual({ reason: "tooManyPages" });
    expect(await problemOf(handPdf("", MAX_DOCUMENT_PAGES + 1))).toEqual({
      reason: "tooManyPages",
    });
  });

  it("rule: more than 20 MB is refused before anything is read", async () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.7"));
    expect(await problemOf(big)).toEqual({ reason: "tooLarge" });
  });
});

/** A FlateDecode object stream that inflates to `megabytes` MB of zeros (written in 1 MB pieces). */
async function zipBombPdf(megabytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const deflate = createDeflate({ level: 9 });
  deflate.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const mb = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) deflate.write(mb);
  deflate.end();
  await done;
  const body = Buffer.concat(chunks);
  const head = Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${body.length} >>\nstream\n`,
    "latin1",
  );
  const tail = Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 2 0 R >>\n%%EOF\n", "latin1");
  return new Uint8Array(Buffer.concat([head, body, tail]));
}

// The upload's fuzz test: every hostile or broken file is a PdfRejected (a 4xx with its message,
// never a 500), and the heap does not grow with what a file claims.
describe("PDF upload fuzz", () => {
  let bomb: Uint8Array;
  let good: Uint8Array;
  beforeAll(async () => {
    bomb = await zipBombPdf(512);
    good = await makePdf(4);
  });

  it("refuses a zip bomb disguised as a PDF with bounded memory", async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage();
    expect(await problemOf(bomb)).toEqual({ reason: "compressedTooLarge" });
    const after = process.memoryUsage();
    const grown = after.arrayBuffers + after.heapUsed - before.arrayBuffers - before.heapUsed;
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });

  it("answers a problem for every mutation of a real PDF, never an unexpected error", async () => {
    let seed = 40;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const cases: Uint8Array[] = [
      good.subarray(0, good.length / 2),
      good.subarray(0, 5),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...good.subarray(4)]), // zip magic
      new TextEncoder().encode("%PDF-1.7\n%%EOF"),
      handPdf("/AA << /O << /S /J#61vaScript /J#53 (x) >> >>"),
    ];
    for (let i = 0; i < 60; i++) {
      const copy = new Uint8Array(good);
      for (let j = 0; j < 8; j++)
        copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
      cases.push(copy);
    }
    for (const bytes of cases) {
      const outcome = await problemOf(bytes);
      if (outcome !== "accepted") expect(outcome.reason).toMatch(/^[a-zA-Z]+$/);
    }
    expect(await problemOf(cases[0]!)).toEqual({ reason: "truncated" });
    expect(await problemOf(cases[2]!)).toEqual({ reason: "notPdf" });
    expect(await problemOf(cases[4]!)).toEqual({ reason: "active", names: ["JavaScript", "JS"] });
  });
});
