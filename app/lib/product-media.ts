import { intlOnce } from "~/i18n/intl-once";
import { language, type Locale } from "~/i18n/languages";
import { videoEmbedUrl, videoPageUrl, type Video } from "./video-url";

/** Rule: at most this many documents a product (docs/decisions/068-product-documents-and-videos.md). */
export const MAX_DOCUMENTS = 10;

/** A product's document as the store shows it (docs/decisions/068-product-documents-and-videos.md). */
export interface ShownDocument {
  url: string;
  title: string;
  language: Locale | null;
  bytes: number;
  pages: number;
}

export interface ShownVideo extends Video {
  pageUrl: string;
  embedUrl: string;
  addedAt: string;
}

export const showVideo = (v: Video & { addedAt: string }): ShownVideo => ({
  provider: v.provider,
  id: v.id,
  addedAt: v.addedAt,
  pageUrl: videoPageUrl(v),
  embedUrl: videoEmbedUrl(v),
});

/** Rule: a document's size in the shopper's language: kB below a megabyte, MB with one decimal. */
export function formatFileSize(locale: Locale, bytes: number): string {
  const mb = bytes >= 1024 * 1024;
  const format = intlOnce(
    `file size ${locale} ${mb ? "MB" : "kB"}`,
    () =>
      new Intl.NumberFormat(language(locale).intl, {
        style: "unit",
        unit: mb ? "megabyte" : "kilobyte",
        maximumFractionDigits: mb ? 1 : 0,
      }),
  );
  return format.format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

export const PROVIDER_NAMES: Record<Video["provider"], string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
};
