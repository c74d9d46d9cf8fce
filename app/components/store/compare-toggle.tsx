import { useState } from "react";
import { useScripted } from "~/islands/scripted";
import { localePath } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { COMPARE_MAX, compareSearch, type CompareItem } from "~/lib/compare-list";
import { refKey } from "~/lib/stored-list";
import { toggleCompared, useCompareList } from "./use-compare-list";

/**
 * A product's "Comparar" (or a variant's, on its product's page): a toggle that adds it to the
 * shopper's choice or takes it out; a fifth product is refused with a message. The choice lives in the
 * browser, so the server renders the toggle unpressed and hidden in place (nothing moves when it
 * appears, and every shopper gets the same cached page); without JavaScript a link to this
 * product's (or variant's) comparison stands in its place.
 */
export function CompareToggle({
  product,
  large = false,
}: {
  product: CompareItem;
  /** The product page's size; a card's is compact. */
  large?: boolean;
}) {
  const t = useTexts("compare");
  const locale = useLocale();
  const scripted = useScripted();
  const chosen = useCompareList().some((i) => refKey(i) === refKey(product));
  const [refusal, setRefusal] = useState<"full" | "refused" | null>(null);
  const size = large ? "min-h-12 px-4 text-base" : "min-h-10 w-full px-2 text-sm";
  return (
    <div className={`relative z-10 ${large ? "" : "mt-1"}`}>
      <a
        href={`${localePath(locale, "/comparar")}${compareSearch([product])}`}
        className={`hidden items-center justify-center gap-2 rounded-md font-medium text-ink underline noscript:inline-flex ${size}`}
      >
        {t.title}
      </a>
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={fill(t.toggleNamed, { name: product.name })}
        disabled={!scripted}
        onClick={() => {
          const outcome = toggleCompared(product);
          setRefusal(outcome === "full" || outcome === "refused" ? outcome : null);
        }}
        className={`inline-flex items-center justify-center gap-2 rounded-md font-medium text-ink hover:bg-gray-100 noscript:hidden ${size} ${scripted ? "" : "invisible"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-4 items-center justify-center rounded-sm border text-[0.7rem] leading-none ${
            chosen ? "border-brand bg-brand text-white" : "border-gray-500 bg-white"
          }`}
        >
          {chosen ? "✓" : ""}
        </span>
        {t.title}
      </button>
      <p role="status" className={refusal ? "mt-1 text-xs text-red-800" : "sr-only"}>
        {refusal === "full"
          ? fill(t.full, { max: COMPARE_MAX })
          : refusal === "refused"
            ? t.refused
            : ""}
      </p>
    </div>
  );
}
