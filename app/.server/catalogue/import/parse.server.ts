import { isZip } from "./archive.server";
import { RowCollector } from "./collector.server";
import { readCsv } from "./csv.server";
import { MAX_IMPORT_BYTES } from "./limits";
import { readXlsx } from "./xlsx.server";
import { ImportRefusal, type ParsedFile } from "./types";

/**
 * Reads an import file: an XLSX workbook's first sheet, or CSV text in any
 * encoding and separator Excel writes. The content decides (a zip is a workbook), not the name:
 * the name only breaks a tie for an empty file. Returns the header's columns, matched in
 * Portuguese, English or Spanish, and the data rows with their row numbers; refuses a file it
 * cannot read, or one past the limits (limits.ts), with an ImportRefusal.
 */
export async function parseImportFile(bytes: Uint8Array, filename = ""): Promise<ParsedFile> {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new ImportRefusal("importTooLarge", 413);
  if (bytes.byteLength === 0) throw new ImportRefusal("importEmpty");
  const collector = new RowCollector();
  if (isZip(bytes)) {
    await readXlsx(bytes, collector);
    return { format: "xlsx", ...collector.finish(), unreadableRows: [] };
  }
  if (/\.xlsx$/i.test(filename)) throw new ImportRefusal("importUnreadable");
  const { encoding, delimiter, unreadableRows } = await readCsv(bytes, collector);
  return { format: "csv", encoding, delimiter, ...collector.finish(), unreadableRows };
}
