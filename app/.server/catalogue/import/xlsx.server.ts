import { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { openArchive, type CheckedArchive } from "./archive.server";
import type { RowCollector } from "./collector.server";
import { ImportRefusal, type Cell } from "./types";

// XLSX: the first sheet, read row by row by exceljs's streaming reader. The zip
// is opened by archive.server.ts (checked against bombs) and each part is handed to exceljs as
// UTF-8 text: exceljs's own unzipping decodes every chunk on its own, which breaks a character
// split between two chunks (measured: one cell in 25,000 rows of accented text). So this module
// drives the reader's parts itself, through the methods its WorkbookReader uses for each part.

/** The parts of exceljs 4.4's WorkbookReader this module drives; its typings leave them out. */
interface ReaderParts {
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id: string; Type?: string; Target: string }[];
  sharedStrings?: unknown[];
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    stream: Readable,
    sheetNo: string,
  ): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** A cell's value as exceljs gives it, to the text or number a person sees in the cell. */
export function xlsxCell(value: unknown): Cell {
  if (value == null) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) {
      return v.richText.map((r) => String((r as { text?: unknown }).text ?? "")).join("");
    }
    // A formula shows its last result; a hyperlink its text; an error its code (#N/A).
    if ("result" in v) return xlsxCell(v.result);
    if ("text" in v) return xlsxCell(v.text);
    if (typeof v.error === "string") return v.error;
  }
  return "";
}

/** A target of the workbook's relationships as a path in the zip ("worksheets/sheet1.xml"). */
const partPath = (target: string) => (target.startsWith("/") ? target.slice(1) : `xl/${target}`);

async function readPart(
  archive: CheckedArchive,
  path: string,
  read: (s: Readable) => Promise<unknown>,
) {
  const entry = archive.entry(path);
  if (!entry) throw new ImportRefusal("importUnreadable");
  await read(await archive.text(entry));
}

/** Reads the first sheet's rows into `collector`. */
export async function readXlsx(bytes: Uint8Array, collector: RowCollector): Promise<void> {
  const archive = await openArchive(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  // Loaded when a spreadsheet arrives, not at every start (a few hundred modules).
  const { default: excel } = await import("exceljs");
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  }) as unknown as ReaderParts;
  try {
    await readPart(archive, "xl/_rels/workbook.xml.rels", (s) => reader._parseRels(s));
    await readPart(archive, "xl/workbook.xml", (s) => reader._parseWorkbook(s));
    const rels = reader.workbookRels ?? [];
    const strings = rels.find((r) => r.Type?.endsWith("/sharedStrings"));
    reader.sharedStrings = [];
    if (strings) {
      await readPart(archive, partPath(strings.Target), async (s) => {
        for await (const _ of reader._parseSharedStrings(s)) {
          // Cached on the reader ("cache"): nothing to do per string.
        }
      });
    }
    const first = reader.model?.sheets?.[0];
    const target = rels.find((r) => r.Id === first?.rId)?.Target;
    if (!target) throw new ImportRefusal("importEmpty");
    const sheetNo = /sheet(\d+)\.xml$/.exec(target)?.[1] ?? "1";
    await readPart(archive, partPath(target), async (s) => {
      const sheet = reader._parseWorksheet(s, sheetNo).next().value!.value;
      for await (const row of sheet) {
        // row.values is 1-based: index 0 is empty.
        collector.add(row.number, Array.from((row.values as unknown[]).slice(1), xlsxCell));
      }
    });
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    // yauzl refuses an entry that gives more than it declared: a bomb, not a damaged file.
    if (/too many bytes/i.test(String((error as Error)?.message))) {
      throw new ImportRefusal("importUnsafeArchive");
    }
    throw new ImportRefusal("importUnreadable");
  } finally {
    archive.close();
  }
}
