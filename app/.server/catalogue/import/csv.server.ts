import { isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";
import iconv from "iconv-lite";
import type { RowCollector } from "./collector.server";
import { MAX_CSV_RECORD_CHARS } from "./limits";
import { ImportRefusal } from "./types";

// CSV as Brazilian and Paraguayan Excel saves it: UTF-8 with or without BOM, or
// Windows-1252; `;` or `,` (or tab) between cells; quoted cells may hold separators and line breaks.
// csv-parse reads the records, iconv-lite decodes the bytes, both streaming.

export type CsvEncoding = "utf-8" | "windows-1252" | "utf-16le";

/**
 * The text's encoding: UTF-16 when it starts with that BOM (Excel's "Unicode text"), UTF-8 when
 * every byte sequence is valid UTF-8 (a BOM or not), else Windows-1252, what Excel in Portuguese
 * or Spanish writes as "CSV (separado por vírgulas)".
 */
export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return isUtf8(bytes) ? "utf-8" : "windows-1252";
}

const DELIMITERS = [";", ",", "\t"] as const;

/**
 * The cell separator: whichever of `;`, `,` and tab occurs most often outside quotes in the first
 * line; `;` on a tie (Excel in Portuguese and Spanish writes `;`, and a `,` may be a decimal comma).
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ";";
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

function* chunks(bytes: Uint8Array, size = 64 * 1024) {
  for (let i = 0; i < bytes.length; i += size) yield Buffer.from(bytes.subarray(i, i + size));
}

/** Reads a CSV file's rows into `collector`; returns its encoding, separator and unreadable rows. */
export async function readCsv(bytes: Uint8Array, collector: RowCollector) {
  const encoding = detectEncoding(bytes);
  const head = iconv.decode(Buffer.from(bytes.subarray(0, 64 * 1024)), encoding);
  const delimiter = detectDelimiter(head);
  const unreadableRows: number[] = [];
  // Rows are numbered as a spreadsheet shows them: one per record, blank and unreadable ones too.
  let row = 0;
  let refusal: unknown;
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    max_record_size: MAX_CSV_RECORD_CHARS,
    // Each record goes to the collector as it is read and is not kept by the parser.
    on_record: (record: string[]) => {
      try {
        collector.add(++row, record);
      } catch (error) {
        refusal = error;
        throw error;
      }
      return null;
    },
    on_skip: () => {
      unreadableRows.push(++row);
    },
  });
  parser.resume();
  try {
    await pipeline(Readable.from(chunks(bytes)), iconv.decodeStream(encoding), parser);
  } catch {
    // The collector's refusal (too many rows or columns) is the answer; anything else the
    // parser failed on (a record past MAX_CSV_RECORD_CHARS) makes the file unreadable.
    throw refusal ?? new ImportRefusal("importUnreadable");
  }
  return { encoding, delimiter, unreadableRows };
}
