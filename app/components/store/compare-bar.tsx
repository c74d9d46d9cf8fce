import { localePath } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { compareSearch, type CompareItem } from "~/lib/compare-list";
import { imageSrc, PLACEHOLDER_IMAGE } from "~/lib/media-url";
import { refKey } from "~/lib/stored-list";
import { removeCompared } from "./use-compare-list";

/**
 * The chosen products, fixed at the window's bottom: each with a remove button,
 * and the link to their comparison. Fixed, it moves nothing on the page when it appears; app.css
 * gives the page room below its footer, and focus room above the bar, while it is there.
 */
export function CompareBar({ items }: { items: CompareItem[] }) {
  const t = useTexts("compare").bar;
  const locale = useLocale();
  return (
    <section
      aria-label={t.label}
      data-compare-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-300 bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2">
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
          {items.map((item) => (
            <li
              key={refKey(item)}
              className="flex shrink-0 items-center gap-1 rounded-md border border-gray-200 py-0.5 pl-1"
            >
              <img
                src={imageSrc(item.image, 200) ?? PLACEHOLDER_IMAGE}
                alt=""
                width={32}
                height={32}
                className="size-8 object-contain"
              />
              {/* The name for everyone; seen from a tablet up, a phone showing the picture alone. */}
              <span className="sr-only">{item.name}</span>
              <span aria-hidden="true" className="hidden max-w-40 truncate text-sm sm:block">
                {item.name}
              </span>
              <button
                type="button"
                aria-label={fill(t.remove, { name: item.name })}
                onClick={() => removeCompared(item)}
                className="inline-flex size-10 items-center justify-center rounded-md text-lg text-gray-700 hover:bg-gray-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <a
          href={`${localePath(locale, "/comparar")}${compareSearch(items)}`}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand px-4 font-semibold whitespace-nowrap text-white hover:bg-brand-dark"
        >
          {fill(t.open, { number: items.length })}
        </a>
      </div>
    </section>
  );
}
