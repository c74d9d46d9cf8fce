// The bounds of an import (docs/decisions/047-catalogue-import.md), which keep its
// memory and time bounded whatever the file holds.

/** The largest file accepted, CSV or XLSX. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Data rows of a file (the header not counted). */
export const MAX_IMPORT_ROWS = 50_000;
/** Columns of the header row: the import knows 17; a sheet may carry a few of its own. */
export const MAX_IMPORT_COLUMNS = 200;
/** One CSV record, in characters: 12 image URLs and three 5,000-character descriptions fit. */
export const MAX_CSV_RECORD_CHARS = 256 * 1024;

/** An XLSX file is a zip: at most this many entries... */
export const MAX_XLSX_ENTRIES = 1_000;
/** ...this much unpacked in all (a 20 MB sheet of text unpacks to about 100 MB)... */
export const MAX_XLSX_UNPACKED_BYTES = 160 * 1024 * 1024;
/** ...and this much in its shared strings, which the reader keeps in memory while it reads. */
export const MAX_XLSX_SHARED_STRINGS_BYTES = 48 * 1024 * 1024;

/** Photos in bulk: files of one batch, loose or inside zips. */
export const MAX_PHOTO_FILES = 200;
/** A zip of photos: at most this much unpacked in all, as declared and as read. */
export const MAX_PHOTO_ZIP_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * Paths that receive an import file: the server lets their bodies reach MAX_IMPORT_BYTES
 * (server/fetch-bridge.ts) instead of the JSON or image limit: the API's and the back office's
 * import page's (docs/decisions/047-catalogue-import.md).
 */
export const IMPORT_UPLOAD_PATHS: readonly string[] = [
  "/api/products/import",
  // The back office's import page (preview, apply, photos) and its error list download.
  // `.data`: the same action submitted by React Router once JavaScript runs (single fetch).
  "/admin/importar",
  "/admin/importar.data",
  "/admin/importar/erros",
];

/** Whether a request URL (path and query) is an import upload. */
export function isImportUpload(url: string): boolean {
  return IMPORT_UPLOAD_PATHS.includes(url.split("?")[0]!);
}
