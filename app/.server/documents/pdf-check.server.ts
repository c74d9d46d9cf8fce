import { inflateSync } from "node:zlib";

/**
 * docs/decisions/068-product-documents-and-videos.md: a product's manual or datasheet is checked
 * by content before it is stored. Nothing is stripped or rewritten: a PDF that could run something
 * is refused, naming what it carries, so the shop asks the maker for a clean file (or prints one).
 *
 * The order matters for memory and time: the cheap, bounded byte checks run first, and pdf-lib
 * (which inflates object and cross-reference streams without a ceiling of its own) only sees a file
 * whose every such stream was inflated here under a ceiling.
 */

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_PAGES = 2000;
/** Ceiling of one object or cross-reference stream once inflated, and of all of them together. */
export const MAX_INFLATED_STREAM_BYTES = 8 * 1024 * 1024;
export const MAX_INFLATED_TOTAL_BYTES = 32 * 1024 * 1024;

/** PDF names that make a reader run, open or play something: each refuses the upload. */
export const ACTIVE_NAMES = [
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
] as const;
export type ActiveName = (typeof ACTIVE_NAMES)[number];

export type PdfProblem =
  | { reason: "empty" }
  | { reason: "tooLarge" }
  | { reason: "notPdf" }
  | { reason: "truncated" }
  | { reason: "encrypted" }
  | { reason: "active"; names: ActiveName[] }
  | { reason: "tooManyPages" }
  | { reason: "compressedTooLarge" }
  | { reason: "corrupt" };

export class PdfRejected extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`pdf rejected: ${problem.reason}`);
  }
}

export interface CheckedPdf {
  bytes: number;
  pages: number;
}

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1");

/** Rule: a PDF starts with `%PDF-` (magic bytes) and ends with `%%EOF` (else it was cut short). */
export function hasPdfFrame(bytes: Uint8Array): "ok" | "notPdf" | "truncated" {
  if (latin1(bytes.subarray(0, 5)) !== "%PDF-") return "notPdf";
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return tail.includes("%%EOF") ? "ok" : "truncated";
}

/** A PDF name with its `#xx` escapes decoded (`/J#53` is `/JS`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Rule: the active names a piece of PDF syntax carries, escapes decoded, each once. */
export function activeNamesIn(syntax: string): ActiveName[] {
  const found = new Set<ActiveName>();
  for (const m of syntax.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
    const name = decodeName(m[1]!);
    if ((ACTIVE_NAMES as readonly string[]).includes(name)) found.add(name as ActiveName);
  }
  return ACTIVE_NAMES.filter((n) => found.has(n));
}

/** Rule: the page count the page tree declares (the largest /Count of a /Type /Pages dictionary). */
export function declaredPageCount(syntax: string): number {
  let most = 0;
  for (const m of syntax.matchAll(/<<((?:(?!<<|>>)[\s\S]){0,4000})>>/g)) {
    const dict = m[1]!;
    if (!/\/Type\s*\/Pages\b/.test(dict)) continue;
    const count = /\/Count\s+(\d{1,12})/.exec(dict);
    if (count) most = Math.max(most, Number(count[1]));
  }
  return most;
}

interface Split {
  /** Everything outside stream bodies: the file's dictionaries, arrays and names. */
  syntax: string;
  /** Object and cross-reference streams, inflated under the ceilings. */
  inflated: string[];
}

/**
 * Separates the file's syntax from its stream bodies (binary images and page contents are never
 * scanned for names: random bytes would spell `/JS` now and then), and inflates the streams that
 * hold objects (`/Type /ObjStm`, where an action can hide compressed) or that pdf-lib would inflate
 * itself (`/Type /XRef`), each under MAX_INFLATED_STREAM_BYTES and all under
 * MAX_INFLATED_TOTAL_BYTES: a zip bomb is refused, never allocated.
 */
function splitStreams(text: string): Split {
  const syntax: string[] = [];
  const inflated: string[] = [];
  let budget = MAX_INFLATED_TOTAL_BYTES;
  let from = 0;
  const keyword = />>\s*stream\r?\n/g;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    const dictStart = Math.max(from, text.lastIndexOf("obj", m.index));
    const dict = text.slice(dictStart, m.index + 2);
    const start = m.index + m[0].length;
    const length = /\/Length\s+(\d{1,10})(?!\s+\d+\s+R)/.exec(dict);
    let end = -1;
    if (length) {
      const guess = start + Number(length[1]);
      if (/^\s*endstream/.test(text.slice(guess, guess + 16))) end = guess;
    }
    if (end < 0) end = text.indexOf("endstream", start);
    if (end < 0) throw new PdfRejected({ reason: "truncated" });
    syntax.push(text.slice(from, start));
    if (/\/Type\s*\/(ObjStm|XRef)\b/.test(dict)) {
      const filter = /\/Filter\s*(\[\s*)?\/([A-Za-z0-9]+)/.exec(dict)?.[2];
      const raw = Buffer.from(text.slice(start, end), "latin1");
      let body: Buffer;
      if (!filter) body = raw;
      else if (filter === "FlateDecode") {
        try {
          body = inflateSync(raw, {
            maxOutputLength: Math.min(MAX_INFLATED_STREAM_BYTES, budget),
            finishFlush: 2, // Z_SYNC_FLUSH: a stream without its end is read as far as it goes
          });
        } catch (error) {
          if (
            error instanceof RangeError ||
            (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE"
          )
            throw new PdfRejected({ reason: "compressedTooLarge" });
          throw new PdfRejected({ reason: "corrupt" });
        }
      } else throw new PdfRejected({ reason: "corrupt" });
      budget -= body.length;
      if (budget <= 0) throw new PdfRejected({ reason: "compressedTooLarge" });
      inflated.push(body.toString("latin1"));
    }
    from = end;
  }
  syntax.push(text.slice(from));
  return { syntax: syntax.join(""), inflated };
}

/**
 * Checks an uploaded PDF: size, magic bytes and end marker, encryption, active content (with the
 * names found), the declared and parsed page count. Throws PdfRejected with the problem; answers
 * the size and the page count pdf-lib parsed.
 */
export async function checkPdf(bytes: Uint8Array): Promise<CheckedPdf> {
  if (bytes.length === 0) throw new PdfRejected({ reason: "empty" });
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new PdfRejected({ reason: "tooLarge" });
  const frame = hasPdfFrame(bytes);
  if (frame !== "ok") throw new PdfRejected({ reason: frame });

  const { syntax, inflated } = splitStreams(latin1(bytes));
  const all = [syntax, ...inflated];
  if (/\/Encrypt\b/.test(syntax)) throw new PdfRejected({ reason: "encrypted" });
  const names = ACTIVE_NAMES.filter((n) => all.some((s) => activeNamesIn(s).includes(n)));
  if (names.length > 0) throw new PdfRejected({ reason: "active", names });

  // A page tree that claims or holds more pages than the ceiling is refused before pdf-lib walks it.
  const declared = Math.max(...all.map(declaredPageCount));
  const leaves = all.reduce(
    (n, s) => n + (s.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0),
    0,
  );
  if (declared > MAX_DOCUMENT_PAGES || leaves > MAX_DOCUMENT_PAGES)
    throw new PdfRejected({ reason: "tooManyPages" });

  let pages: number;
  try {
    // Loaded when a PDF arrives, not at every start.
    const { PDFDocument } = await import("pdf-lib");
    const doc = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    pages = doc.getPageCount();
  } catch (error) {
    if (error instanceof PdfRejected) throw error;
    if (/encrypt/i.test(String(error))) throw new PdfRejected({ reason: "encrypted" });
    throw new PdfRejected({ reason: "corrupt" });
  }
  if (pages < 1) throw new PdfRejected({ reason: "corrupt" });
  if (pages > MAX_DOCUMENT_PAGES) throw new PdfRejected({ reason: "tooManyPages" });
  return { bytes: bytes.length, pages };
}
