import type { documentProblemsPt } from "../pt/document-problems";
import type { Widen } from "../widen";

export const documentProblemsEn: Widen<typeof documentProblemsPt> = {
  empty: "The file is empty.",
  tooLarge: "The PDF is over 20 MB.",
  notPdf: "The file is not a PDF (it does not start with %PDF-).",
  truncated: "The PDF is incomplete (its end is missing): upload it again.",
  encrypted: "The PDF is password-protected or encrypted: upload an unprotected version.",
  active:
    "The PDF has active content ({names}): PDFs with JavaScript, embedded files, launch actions, rich media or XFA forms are not served. Ask the maker for a plain version or print it to PDF.",
  tooManyPages: "The PDF has more than 2,000 pages.",
  compressedTooLarge: "The PDF has compressed data too large to check (over 32 MB uncompressed).",
  corrupt: "The PDF is damaged or could not be read.",
  productMissing: "Product not found.",
  tooMany: "At most 10 documents per product.",
  titleMissing: "Give the document a title.",
  badLanguage: "The document's language must be pt, en or es (or empty).",
  fileMissing: "Send the PDF in the file field.",
  videoNotUrl: "not an address (https://…).",
  videoNotHttps: "use https://.",
  videoUnknownHost: "only YouTube (youtube.com, youtu.be) or Vimeo (vimeo.com).",
  videoNoId: "it has no video id (youtube.com/watch?v=…, youtu.be/…, /shorts/…, vimeo.com/123…).",
  videoTooMany: "at most 10 videos per product.",
};
