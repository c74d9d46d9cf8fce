import { fill } from "~/i18n/fill";
import { usePageLocation } from "~/i18n/use-messages";
import { plural } from "~/i18n/plural";
import { useTexts } from "~/i18n/use-texts";
import {
  formatFileSize,
  PROVIDER_NAMES,
  type ShownDocument,
  type ShownVideo,
} from "~/lib/product-media";

interface Props {
  /** Named on each video, so a press counts a `video_play` for the product. */
  productId: number;
  name: string;
  documents: ShownDocument[];
  videos: ShownVideo[];
}

/**
 * "Manuais e vídeos" on the product page (docs/decisions/068-product-documents-and-videos.md):
 * each document with its title, language, size and pages; each video a local poster (nothing
 * from the video's host) that is a link to the video's page, swapped for the privacy-enhanced
 * player on a press (app/islands/frame-on-press.ts), which counts the play. Server HTML only: no
 * island.
 */
export function ProductMedia({ productId, name, documents, videos }: Props) {
  const t = useTexts("productMedia");
  const { locale } = usePageLocation();
  if (documents.length === 0 && videos.length === 0) return null;
  return (
    <section aria-labelledby="media-heading" className="mt-8">
      <h2 id="media-heading" className="text-lg font-semibold text-ink">
        {t.heading}
      </h2>
      {documents.length > 0 && (
        <ul aria-label={t.documentsHeading} className="mt-3 space-y-2">
          {documents.map((d) => (
            <li key={d.url}>
              <a
                href={`${d.url}?lang=${locale}`}
                aria-label={fill(t.open, { title: d.title })}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 bg-white p-3 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <span
                  aria-hidden="true"
                  className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white"
                >
                  PDF
                </span>
                <span className="flex-1">
                  <span className="block font-medium text-brand-dark underline underline-offset-2">
                    {d.title}
                  </span>
                  <span className="block text-sm text-gray-700" data-document-facts>
                    {[
                      formatFileSize(locale, d.bytes),
                      plural(locale, t.pages, d.pages),
                      d.language ? fill(t.inLanguage, { language: t.languages[d.language] }) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {videos.length > 0 && (
        <ul aria-label={t.videosHeading} className="mt-4 grid gap-4 sm:grid-cols-2">
          {videos.map((v, i) => {
            const provider = PROVIDER_NAMES[v.provider];
            const title = fill(t.videoTitle, { number: String(i + 1), name });
            return (
              <li key={`${v.provider}-${v.id}`}>
                <div data-frame-holder>
                  <a
                    href={v.pageUrl}
                    data-frame-src={v.embedUrl}
                    data-frame-title={title}
                    data-insight-video={productId}
                    data-frame-class="aspect-video w-full rounded-lg border-0"
                    aria-label={fill(t.play, { number: String(i + 1), name, provider })}
                    className="group relative flex aspect-video w-full items-center justify-center rounded-lg bg-gray-900 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    <span className="absolute left-3 top-3 right-3 text-sm font-medium">
                      {title}
                    </span>
                    <span
                      aria-hidden="true"
                      className="flex h-14 w-20 items-center justify-center rounded-xl bg-red-600 group-hover:bg-red-700"
                    >
                      <svg viewBox="0 0 24 24" className="h-8 w-8 fill-current">
                        <path d="M8 5v14l11-7z" />
                      </svg>
                    </span>
                    <span className="absolute bottom-3 left-3 text-xs text-gray-300">
                      {provider}
                    </span>
                  </a>
                  <p className="mt-1 text-xs text-gray-700">{fill(t.privacy, { provider })}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
