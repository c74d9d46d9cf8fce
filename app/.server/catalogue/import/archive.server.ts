import type { Readable } from "node:stream";
import yauzl, { type Entry } from "yauzl";
import { MAX_XLSX_ENTRIES, MAX_XLSX_SHARED_STRINGS_BYTES, MAX_XLSX_UNPACKED_BYTES } from "./limits";
import { ImportRefusal } from "./types";

// An XLSX file is a zip, opened here with yauzl and checked against zip bombs before anything is
// unpacked: few entries, declared sizes under the limits (limits.ts). Entries are then unpacked
// only as they are read, and yauzl fails an entry that gives more bytes than it declared, so what
// the declared sizes allow is all that can ever come out. Entries are found through the central
// directory, so bytes hidden between them are never read.

const unsafe = () => new ImportRefusal("importUnsafeArchive");
const unreadable = () => new ImportRefusal("importUnreadable");

/** True when the bytes look like a zip (a local file header first). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export interface CheckedArchive {
  /** The entry of a path, if the zip has it. */
  entry(path: string): Entry | undefined;
  /** An entry's bytes as UTF-8 text, decoded as a stream (a character split between chunks stays whole). */
  text(entry: Entry): Promise<Readable>;
  close(): void;
}

/**
 * Opens a zip (an XLSX workbook) and checks it: refused (ImportRefusal) when it is unreadable,
 * encrypted, or declares more than the import's limits.
 */
export async function openArchive(bytes: Buffer): Promise<CheckedArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > MAX_XLSX_ENTRIES) throw unsafe();
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > MAX_XLSX_UNPACKED_BYTES) throw unsafe();
      if (/sharedStrings\.xml$/i.test(entry.fileName)) {
        if (entry.uncompressedSize > MAX_XLSX_SHARED_STRINGS_BYTES) throw unsafe();
      }
      if (entry.isEncrypted() || ![0, 8].includes(entry.compressionMethod)) throw unreadable();
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw error instanceof ImportRefusal ? error : unreadable();
  }
  return {
    entry: (path) => entries.get(path),
    async text(entry) {
      const stream = await zip.openReadStreamPromise(entry).catch(() => {
        throw unreadable();
      });
      stream.setEncoding("utf8");
      return stream;
    },
    close: () => zip.close(),
  };
}
