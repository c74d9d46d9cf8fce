import { useEffect, useRef, useState, type FocusEvent } from "react";
import { preload } from "react-dom";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useScripted } from "~/islands/scripted";
import { CAROUSEL_INTERVAL_MS, shownBeforeWakeMs } from "~/lib/carousel";
import { usePrefersReducedMotion } from "~/components/ui/use-prefers-reduced-motion";
import { formatNumber } from "~/i18n/format";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/locale";
import { mediaSrcSet, mediaUrl } from "~/lib/media-url";

/** docs/product-rules.md §4/§9: the carousel advances every 5000 ms. */
export { CAROUSEL_INTERVAL_MS };
/** Demo posters are 1200×450; the box keeps that shape so nothing shifts while images load. */
const POSTER_WIDTH = 1200;
const POSTER_HEIGHT = 450;

export interface PosterSlide {
  id: number;
  title: string | null;
  image_hash: string | null;
  image_url: string | null;
}

/**
 * docs/product-rules.md §4 poster carousel: advances every 5 s and wraps around, pauses on hover
 * and on focus within, previous/next buttons, dots and a progress bar, navigation only with more
 * than one poster. WCAG 2.2.2: a pause/play button, and no autoplay when reduced motion is
 * preferred.
 */
export function PosterCarousel({ locale, posters }: { locale: Locale; posters: PosterSlide[] }) {
  const t = useTexts("store").carousel;
  const count = posters.length;
  const hydrated = useHydrated();
  const scripted = useScripted();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: follow the reduced-motion preference until the visitor presses pause or play.
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const stopped = userStopped ?? reducedMotion;
  const running = hydrated && count > 1 && !stopped && !hovered && !focused;

  // Time left on the current poster, kept across pauses so a hover does not restart the count.
  // The first poster's time counts from when the page was shown: the carousel's code arrives a
  // little before its first turn (app/islands/wake.ts).
  const remaining = useRef(CAROUSEL_INTERVAL_MS);
  const turned = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    remaining.current = turned.current
      ? CAROUSEL_INTERVAL_MS
      : Math.max(0, CAROUSEL_INTERVAL_MS - shownBeforeWakeMs(sectionRef.current));
    turned.current = true;
  }, [index]);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [running, index, count]);

  if (count === 0) return null;
  const go = (to: number) => setIndex((to + count) % count);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const controls = scripted && count > 1;
  const buttonClass =
    "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white";

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={t.label}
      className="relative mx-auto max-w-6xl overflow-hidden bg-gray-100 sm:mt-4 sm:rounded-lg"
      // A touch leaves no "mouse leave" behind it, so only a real pointer hovering pauses.
      onPointerEnter={(e) => setHovered(e.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="grid" aria-live={running ? "off" : "polite"}>
        {posters.map((p, i) => (
          <div
            key={p.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(t.slide, {
              n: formatNumber(locale, i + 1),
              total: formatNumber(locale, count),
            })}
            className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 ${
              i === index ? "visible opacity-100" : "invisible opacity-0"
            }`}
          >
            <PosterImage poster={p} first={i === 0} />
          </div>
        ))}
      </div>
      {controls && (
        <>
          <button
            type="button"
            aria-label={t.previous}
            onClick={() => go(index - 1)}
            className={`${buttonClass} absolute top-1/2 left-2 -translate-y-1/2 noscript:hidden`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label={t.next}
            onClick={() => go(index + 1)}
            className={`${buttonClass} absolute top-1/2 right-2 -translate-y-1/2 noscript:hidden`}
          >
            <ChevronRightIcon />
          </button>
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 noscript:hidden bg-gradient-to-t from-black/40 to-transparent px-2 pt-6 pb-2">
            <button
              type="button"
              onClick={() => setUserStopped(!stopped)}
              className="inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-ink hover:bg-white"
            >
              {hydrated ? (
                <>
                  <span className="sr-only">{stopped ? t.play : t.pause}</span>
                  {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
                </>
              ) : (
                // Until its code runs (app/islands/wake.ts) the button says what it will do by
                // the reduced-motion preference, in CSS: the carousel plays by itself only without.
                <>
                  <span className="sr-only motion-reduce:hidden">{t.pause}</span>
                  <span className="sr-only hidden motion-reduce:inline">{t.play}</span>
                  <PauseIcon className="size-4 motion-reduce:hidden" />
                  <PlayIcon className="hidden size-4 motion-reduce:inline" />
                </>
              )}
            </button>
            <ul aria-label={t.picker} className="flex">
              {posters.map((p, i) => (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-label={fill(t.goTo, { n: formatNumber(locale, i + 1) })}
                    aria-current={i === index ? "true" : undefined}
                    onClick={() => go(i)}
                    className="group inline-flex size-8 items-center justify-center"
                  >
                    <span
                      className={`block size-3 rounded-full border-2 border-white ${
                        i === index ? "bg-white" : "bg-white/30 group-hover:bg-white/70"
                      }`}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-1 bg-white/30 motion-reduce:hidden"
          >
            <div
              key={index}
              className="h-full origin-left animate-[poster-progress_linear_forwards] bg-brand"
              style={{
                animationDuration: `${CAROUSEL_INTERVAL_MS}ms`,
                animationPlayState: running ? "running" : "paused",
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}

const POSTER_SIZES = "(min-width: 1152px) 1152px, 100vw";

const posterSource = (poster: PosterSlide) => ({
  src: poster.image_hash ? mediaUrl(poster.image_hash, 1200) : poster.image_url,
  srcSet: poster.image_hash ? mediaSrcSet(poster.image_hash) : undefined,
});

/**
 * The home page's largest paint: a <link rel="preload" fetchpriority="high"> for the first poster
 * at the top of <head>, so the browser fetches the right width before it reaches the carousel.
 * Rendered by the page beside the carousel's island, not inside it: an island's HTML is reused
 * without rendering it again (docs/decisions/064-store-islands.md), and a preload made while
 * rendering would then be lost. React keys it by srcset and sizes, so the preload React makes for
 * the eager image is not doubled.
 */
export function FirstPosterPreload({ posters }: { posters: PosterSlide[] }) {
  const first = posters[0];
  const { src, srcSet } = first ? posterSource(first) : { src: undefined, srcSet: undefined };
  if (src) {
    preload(src, {
      as: "image",
      imageSrcSet: srcSet,
      imageSizes: srcSet ? POSTER_SIZES : undefined,
      fetchPriority: "high",
    });
  }
  return null;
}

function PosterImage({ poster, first }: { poster: PosterSlide; first: boolean }) {
  const { src, srcSet } = posterSource(poster);
  if (!src) return <div className="aspect-[1200/450] w-full" />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={POSTER_SIZES}
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      alt={poster.title ?? ""}
      // The first poster is the page's largest paint; the others wait until needed.
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding={first ? "sync" : "async"}
      className="aspect-[1200/450] h-auto w-full object-cover"
    />
  );
}
