import { useState } from "react";
import { PauseIcon, PlayIcon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useScripted } from "~/islands/scripted";
import { useTexts } from "~/i18n/use-texts";
import { fillMarquee } from "~/lib/marquee";
import { BrandLogo, type BrandSummary } from "./brand-logo";

/** Seconds each entry takes to cross, so speed stays the same however many brands there are. */
const SECONDS_PER_ENTRY = 2.5;

/**
 * docs/product-rules.md §9 brand marquee (rule in app/lib/marquee.ts). The list scrolls by
 * repeating itself once more in the browser, hidden from assistive technology; it stops on hover or with the pause
 * button, and stands still, wrapped, when the visitor prefers reduced motion. The grid above holds
 * the brand links.
 */
export function BrandMarquee({ brands }: { brands: BrandSummary[] }) {
  const t = useTexts("store").brands;
  const hydrated = useHydrated();
  const scripted = useScripted();
  const [paused, setPaused] = useState(false);
  const entries = fillMarquee(brands);
  if (entries.length === 0) return null;

  const items = entries.map((b, i) => (
    <li key={`${b.id}-${i}`} className="flex h-16 w-32 shrink-0 items-center justify-center px-3">
      <BrandLogo brand={b} width={200} sizes="96px" maxWidth={400} className="h-12 w-24" />
    </li>
  ));

  return (
    <section
      aria-labelledby="marquee-heading"
      className="mt-10 border-y border-gray-200 bg-gray-50"
    >
      <h2 id="marquee-heading" className="sr-only">
        {t.marquee}
      </h2>
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-2">
        <div className="group flex-1 overflow-hidden">
          <div
            className={`flex w-max group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none ${hydrated ? "animate-[brand-marquee_linear_infinite]" : ""}`}
            style={{
              animationDuration: `${entries.length * SECONDS_PER_ENTRY}s`,
              ...(paused ? { animationPlayState: "paused" } : {}),
            }}
          >
            <ul aria-labelledby="marquee-heading" className="flex motion-reduce:flex-wrap">
              {items}
            </ul>
            {/* The repeat that makes the loop seamless is decoration: added by the browser, not
                sent in every page (up to 40 logos, about a fifth of the home page's HTML). The
                list starts moving once it is there. */}
            {hydrated && (
              <ul aria-hidden="true" className="flex motion-reduce:hidden">
                {items}
              </ul>
            )}
          </div>
        </div>
        {scripted && (
          <button
            type="button"
            aria-label={paused ? t.play : t.pause}
            onClick={() => setPaused(!paused)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-300 bg-white hover:bg-gray-100 motion-reduce:hidden noscript:hidden"
          >
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        )}
      </div>
    </section>
  );
}
