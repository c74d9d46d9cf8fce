import type { ShownDocument, ShownVideo } from "../product-media";

/**
 * The product's `subjectOf` (docs/decisions/068-product-documents-and-videos.md): its manuals as
 * `DigitalDocument` and its videos as `VideoObject`, with the local poster as the thumbnail (the
 * video's host is asked nothing).
 */
export function productMediaLd(
  origin: string,
  name: string,
  documents: readonly ShownDocument[],
  videos: readonly ShownVideo[],
): Record<string, unknown>[] {
  return [
    ...documents.map((d) => ({
      "@type": "DigitalDocument",
      name: d.title,
      url: `${origin}${d.url}`,
      encodingFormat: "application/pdf",
      numberOfPages: d.pages,
      ...(d.language ? { inLanguage: d.language } : {}),
    })),
    ...videos.map((v, i) => ({
      "@type": "VideoObject",
      name: `${name} (${i + 1})`,
      description: name,
      embedUrl: v.embedUrl.replace(/[?&]autoplay=1/, "").replace("?dnt=1", "?dnt=1"),
      contentUrl: v.pageUrl,
      thumbnailUrl: `${origin}/video-poster.svg`,
      uploadDate: v.addedAt,
    })),
  ];
}
