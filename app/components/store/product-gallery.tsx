import { useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { SearchIcon } from "~/components/ui/icons";
import { chooseVariant } from "~/lib/product-variants";
import { variantGallery, type GalleryView } from "~/lib/product-gallery";
import { ProductImage } from "./product-image";
import type { ProductZoomProps } from "./product-zoom";
import { useChosenVariant } from "./use-chosen-variant";

// The zoom view's code is fetched on first use, not with the page (store pages' first-load budget).
// A failed fetch (offline) is forgotten, so the next click tries again.
let zoomModule: Promise<{ ProductZoom: ComponentType<ProductZoomProps> }> | undefined;
const loadZoom = () =>
  (zoomModule ??= import("./product-zoom").catch((error: unknown) => {
    zoomModule = undefined;
    throw error;
  }));
const preloadZoom = () => void loadZoom().catch(() => undefined);

/** A variant of the page's product as the gallery needs it: its own pictures' positions. */
export interface GalleryVariant {
  key: string;
  available: boolean;
  pictures: number[];
}

/**
 * The product page's pictures; for a product whose variants have pictures of their own, the
 * chosen variant's (the page's `?variante=`, which the picker changes without a reload), from its
 * first picture.
 */
export function ProductGallery({
  gallery,
  variants,
  chosen = null,
}: {
  gallery: GalleryView;
  variants?: GalleryVariant[];
  /** The variant the server chose (its key). */
  chosen?: string | null;
}) {
  const param = useChosenVariant(chosen);
  const variant = variants?.length ? chooseVariant(variants, param) : undefined;
  const shown = variant ? variantGallery(gallery, variant.pictures) : gallery;
  // Other pictures are a new strip: its first picture, nothing zoomed.
  return <GalleryStrip key={variant?.pictures.join(",")} gallery={shown} />;
}

/**
 * The pictures as a strip that snaps one picture at a time
 * (swipe on touch, arrow keys, thumbnails, a "2 / 5" counter), each opening a zoom view. The
 * server renders it all, texts included (app/lib/product-gallery.ts); without JavaScript the
 * pictures stack as a plain list (`noscript:` is the `scripting: none` media query). Only the
 * first picture loads at once; the others are lazy, in boxes of a fixed shape.
 */
function GalleryStrip({ gallery }: { gallery: GalleryView }) {
  const { slides } = gallery;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [Zoom, setZoom] = useState<ComponentType<ProductZoomProps> | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);

  // Smooth or instant is the strip's CSS (motion-safe:scroll-smooth): instant for reduced motion.
  const go = (to: number) => strip.current?.scrollTo({ left: to * strip.current.clientWidth });
  const buttonIn = (list: Element | null | undefined, i: number) =>
    list?.querySelectorAll("button")[i];

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // Keys pressed in the zoom view (a child in React's tree) are its own: they pan the picture.
    if ((e.target as Element).closest("dialog")) return;
    const to = index + (e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0);
    if (to === index || to < 0 || to >= count) return;
    e.preventDefault();
    go(to);
    // Focus follows the picture: the next picture's button, or the next thumbnail.
    buttonIn((e.target as Element).closest("ul"), to)?.focus({ preventScroll: true });
  };

  return (
    <div data-testid="product-gallery" className="min-w-0" onKeyDown={onKeyDown}>
      <div className="relative">
        <ul
          ref={strip}
          onScroll={(e) => {
            const i = Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth);
            setIndex(i);
            // Its thumbnail comes into its row's view (without scrolling the page).
            const row = thumbs.current;
            const thumb = row?.children[i] as HTMLElement | undefined;
            if (row && thumb)
              row.scrollLeft = thumb.offsetLeft - (row.clientWidth - thumb.offsetWidth) / 2;
          }}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] motion-safe:scroll-smooth noscript:flex-col noscript:gap-3"
        >
          {slides.map((s, i) => (
            <li key={i} className="w-full shrink-0 snap-center">
              <button
                type="button"
                aria-label={s.open}
                // One stop in the tab order: the picture showing.
                tabIndex={i === index ? 0 : -1}
                onClick={() =>
                  void loadZoom()
                    .then((m) => setZoom(() => m.ProductZoom))
                    .catch(() => undefined)
                }
                onPointerEnter={preloadZoom}
                className="block w-full cursor-zoom-in overflow-hidden rounded-lg border border-gray-200 bg-gray-50 -outline-offset-4!"
              >
                <ProductImage
                  image={s.image}
                  alt={s.alt}
                  sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
                  width={800}
                  height={800}
                  priority={i === 0}
                  className="aspect-square h-auto w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
        <div className="pointer-events-none absolute inset-2 flex flex-col items-end justify-between noscript:hidden">
          <span className="rounded-full bg-white/90 p-2 shadow">
            <SearchIcon />
          </span>
          {count > 1 && (
            <p aria-live="polite" className="rounded-full bg-ink/80 px-3 py-1 text-white">
              {index + 1} / {count}
            </p>
          )}
        </div>
      </div>
      {count > 1 && (
        <ul
          ref={thumbs}
          className="relative mt-1 -mx-1.5 flex gap-2 overflow-x-auto p-1.5 noscript:hidden"
        >
          {slides.map((s, i) => (
            <li key={i} className="shrink-0">
              <button
                type="button"
                aria-label={s.label}
                aria-current={i === index}
                onClick={() => go(i)}
                className="block size-16 rounded-md border-2 border-gray-200 bg-white bg-contain bg-center bg-no-repeat aria-[current=true]:border-brand"
                style={{ backgroundImage: s.thumb }}
              />
            </li>
          ))}
        </ul>
      )}
      {Zoom && (
        <Zoom
          gallery={gallery}
          index={index}
          go={go}
          onClose={() => {
            setZoom(null);
            buttonIn(strip.current, index)?.focus();
          }}
        />
      )}
    </div>
  );
}
