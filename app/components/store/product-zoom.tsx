import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { PLACEHOLDER_IMAGE } from "~/lib/media-url";
import type { GalleryView } from "~/lib/product-gallery";

// The product gallery's zoom view, loaded on the first open
// (./product-gallery.tsx): a modal <dialog> (Escape closes it, focus is kept inside) showing the
// largest stored width. A click, a double tap or the zoom button doubles and a half the picture,
// around the point pressed; the view then pans by scrolling or dragging, and pinching zooms the
// page as a phone always does. The arrow keys show the previous or next picture, wrapping as the
// buttons do; on a zoomed-in picture they pan it (its view takes the focus, and scrolls).

export interface ProductZoomProps {
  /** The pictures, their texts and the view's (made by the page's loader). */
  gallery: GalleryView;
  index: number;
  /** Shows another picture: the gallery behind follows, so focus returns to the one shown. */
  go: (index: number) => void;
  onClose: () => void;
}

/** How much larger than the fitted picture a zoomed-in one is. */
export const ZOOM_FACTOR = 2.5;
/** Two taps closer than this are a double tap. */
const DOUBLE_TAP_MS = 350;

/** A zoomed-in picture: its width, and which point of it stays where the pointer was. */
interface Zoomed {
  index: number;
  width: number;
  /** The point, as fractions of the picture's width and height. */
  fx: number;
  fy: number;
  /** Where it was in the view, in pixels from the view's corner. */
  x: number;
  y: number;
}

const buttonClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/25 focus-visible:outline-white!";

export function ProductZoom({ gallery, index, go, onClose }: ProductZoomProps) {
  const { slides, texts: t } = gallery;
  const dialog = useRef<HTMLDialogElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const lastTap = useRef(0);
  const [zoom, setZoom] = useState<Zoomed | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const slide = slides[index]!;
  const count = slides.length;
  // Another picture starts fitted to the view.
  const zoomed = zoom?.index === index ? zoom : null;

  useEffect(() => {
    dialog.current?.showModal();
    // The page behind stays still while the view is open.
    const root = document.documentElement.style;
    const overflow = root.overflow;
    root.overflow = "hidden";
    return () => {
      root.overflow = overflow;
    };
  }, []);

  // Keeps the pressed point under the pointer (or the middle in the middle) as the picture grows.
  useLayoutEffect(() => {
    const v = view.current;
    const img = picture.current;
    if (!zoomed || !v || !img) return;
    v.scrollLeft = img.offsetLeft + zoomed.fx * img.offsetWidth - zoomed.x;
    v.scrollTop = img.offsetTop + zoomed.fy * img.offsetHeight - zoomed.y;
  }, [zoomed]);

  const toggle = (point?: { clientX: number; clientY: number }) => {
    const img = picture.current?.getBoundingClientRect();
    const box = view.current?.getBoundingClientRect();
    if (zoomed || !img || !box || img.width === 0) return setZoom(null);
    const px = point?.clientX ?? img.left + img.width / 2;
    const py = point?.clientY ?? img.top + img.height / 2;
    setZoom({
      index,
      width: img.width * ZOOM_FACTOR,
      fx: (px - img.left) / img.width,
      fy: (py - img.top) / img.height,
      x: px - box.left,
      y: py - box.top,
    });
  };
  // Zooming in from the keyboard or a button hands the focus to the view, which the arrows pan.
  useEffect(() => {
    if (zoomed) view.current?.focus({ preventScroll: true });
  }, [zoomed]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (zoomed || count < 2 || step === 0) return;
    e.preventDefault();
    go((index + count + step) % count);
  };

  // A mouse zooms with one click; a finger with two taps (one tap is how a page is touched).
  const onPictureClick = (e: MouseEvent<HTMLImageElement>) => {
    const mouse = (e.nativeEvent as PointerEvent).pointerType === "mouse";
    if (mouse || e.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      toggle(e);
    } else {
      lastTap.current = e.timeStamp;
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-label={slide.dialog}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-black/70"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 p-2">
          <p className="min-w-0 flex-1 truncate px-2 text-sm">
            {count > 1 && (
              <span className="mr-2 font-semibold tabular-nums">
                {index + 1} / {count}
              </span>
            )}
            {slide.alt}
          </p>
          <button
            type="button"
            aria-label={t.zoom}
            aria-pressed={zoomed != null}
            onClick={() => toggle()}
            className={buttonClass}
          >
            <Glyph d={zoomed ? "M8 11h6" : "M8 11h6M11 8v6"} zoom />
          </button>
          <button
            type="button"
            aria-label={t.close}
            onClick={() => dialog.current?.close()}
            className={buttonClass}
          >
            <Glyph d="M6 6l12 12M18 6 6 18" />
          </button>
        </div>
        <div
          ref={view}
          // Zoomed in, the view is a stop in the tab order: its arrows pan the picture.
          role="group"
          aria-label={slide.alt}
          tabIndex={zoomed ? 0 : -1}
          className="relative flex min-h-0 flex-1 touch-manipulation overflow-auto overscroll-contain -outline-offset-4! focus-visible:outline-white!"
        >
          <img
            ref={picture}
            key={index}
            src={failed === index ? PLACEHOLDER_IMAGE : slide.full}
            alt={slide.alt}
            decoding="async"
            onClick={onPictureClick}
            onError={() => setFailed(index)}
            style={zoomed ? { width: zoomed.width } : undefined}
            className={
              zoomed
                ? "m-auto max-w-none shrink-0 cursor-zoom-out"
                : "absolute inset-0 m-auto max-h-full max-w-full cursor-zoom-in"
            }
          />
        </div>
        {count > 1 && (
          <div className="flex justify-center gap-4 p-2">
            <button
              type="button"
              aria-label={t.previous}
              onClick={() => go((index + count - 1) % count)}
              className={buttonClass}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label={t.next}
              onClick={() => go((index + 1) % count)}
              className={buttonClass}
            >
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}

/** A decorative line icon: `d` drawn alone, or inside a magnifying glass. */
function Glyph({ d, zoom = false }: { d: string; zoom?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      {zoom && <path d="M21 21l-5-5" />}
      {zoom && <circle cx="11" cy="11" r="7" />}
      <path d={d} />
    </svg>
  );
}
