import yauzl from "yauzl";
import { MAX_UPLOAD_BYTES } from "../../media/images.server";
import { isZip } from "./archive.server";
import { MAX_PHOTO_FILES, MAX_PHOTO_ZIP_UNPACKED_BYTES } from "./limits";
import { baseName } from "./photo-names";

// Photos in bulk may arrive as one zip. It is opened as the XLSX reader opens
// a workbook (archive.server.ts): through the central directory, sizes checked as declared before
// anything is unpacked, and yauzl fails an entry that gives more bytes than it declared. Folders,
// hidden files and macOS's `__MACOSX/` shadows are passed over.

/** One file of a batch: its name as given (a zip entry's path) and its bytes. */
export interface PhotoFile {
  name: string;
  bytes: Uint8Array;
}

/** A file the batch could not take as a photo, before any product is looked at. */
export interface RefusedFile {
  name: string;
  reason: "badArchive" | "tooManyFiles" | "tooLarge";
}

const skippable = (path: string) => {
  const base = baseName(path);
  return path.endsWith("/") || path.startsWith("__MACOSX/") || base.startsWith(".") || base === "";
};

/** A zip's photo entries, or a refusal of the whole zip (unreadable, encrypted, too big). */
async function unzipPhotos(
  name: string,
  bytes: Uint8Array,
  room: number,
): Promise<{ files: PhotoFile[]; refused: RefusedFile[] }> {
  const refusedZip = (reason: RefusedFile["reason"]) => ({
    files: [],
    refused: [{ name, reason }],
  });
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      lazyEntries: true,
      validateEntrySizes: true,
    });
  } catch {
    return refusedZip("badArchive");
  }
  try {
    if (zip.entryCount > MAX_PHOTO_FILES * 2) return refusedZip("tooManyFiles");
    const entries: yauzl.Entry[] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      if (skippable(entry.fileName)) continue;
      if (entry.isEncrypted() || ![0, 8].includes(entry.compressionMethod)) {
        return refusedZip("badArchive");
      }
      total += entry.uncompressedSize;
      if (total > MAX_PHOTO_ZIP_UNPACKED_BYTES) return refusedZip("tooLarge");
      entries.push(entry);
    }
    const files: PhotoFile[] = [];
    const refused: RefusedFile[] = [];
    for (const entry of entries) {
      if (files.length >= room) {
        refused.push({ name: entry.fileName, reason: "tooManyFiles" });
      } else if (entry.uncompressedSize > MAX_UPLOAD_BYTES) {
        refused.push({ name: entry.fileName, reason: "tooLarge" });
      } else {
        files.push({ name: entry.fileName, bytes: await readEntry(zip, entry) });
      }
    }
    return { files, refused };
  } catch {
    return refusedZip("badArchive");
  } finally {
    zip.close();
  }
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Uint8Array> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // validateEntrySizes already fails a lying entry; this keeps the bound whatever yauzl does.
    if (size > entry.uncompressedSize) throw new Error("entry larger than declared");
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The uploaded files as photos: zips opened into their entries, at most MAX_PHOTO_FILES in all
 * (the rest listed as refused, with their names).
 */
export async function expandPhotoUploads(
  uploads: readonly PhotoFile[],
): Promise<{ files: PhotoFile[]; refused: RefusedFile[] }> {
  const files: PhotoFile[] = [];
  const refused: RefusedFile[] = [];
  for (const upload of uploads) {
    if (isZip(upload.bytes)) {
      const inner = await unzipPhotos(upload.name, upload.bytes, MAX_PHOTO_FILES - files.length);
      files.push(...inner.files);
      refused.push(...inner.refused);
    } else if (files.length >= MAX_PHOTO_FILES) {
      refused.push({ name: upload.name, reason: "tooManyFiles" });
    } else {
      files.push(upload);
    }
  }
  return { files, refused };
}
