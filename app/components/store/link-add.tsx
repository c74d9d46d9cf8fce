import { useId, useState } from "react";
import { useScripted } from "~/islands/scripted";
import { fill } from "~/i18n/fill";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import type { LinkCard } from "~/lib/link-cards";
import { formatPrice } from "~/lib/money";
import { OPTION_VALUES_SEPARATOR } from "~/lib/product-card";
import { QUOTE_MAX_LINES } from "~/lib/quote-list";
import { addProductToQuote } from "./use-quote-list";

type Outcome = "added" | "full" | "refused" | null;

/** Counts an accessory added from a product's page (docs/decisions/059-insights.md). */
function trackLinkAdd(id: number, from: number): void {
  void import("~/lib/insights-beacon").then((m) =>
    m.sendEvents([{ kind: "accessory_add", id, from }]),
  );
}

/**
 * A linked product's "Adicionar ao orçamento" on a product page (docs/decisions/067-product-links.md):
 * one tap adds one to the quote list. A product with options shows a small select first, its
 * first available variant chosen. One island per card; the card itself is server HTML.
 */
export function LinkAdd({
  from,
  quote,
  variants,
}: {
  from: number;
  quote: LinkCard["quote"];
  variants: LinkCard["variants"];
}) {
  const t = useTexts("links");
  const store = useTexts("store").quote;
  const locale = useLocale();
  const scripted = useScripted();
  const id = useId();
  const first = variants.find((v) => v.available) ?? variants[0];
  const [chosen, setChosen] = useState(first?.variantId ?? null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const add = () => {
    const variant = variants.find((v) => v.variantId === chosen);
    const line = variant
      ? {
          ...quote,
          variantId: variant.variantId,
          sku: variant.sku,
          priceCents: variant.priceCents,
          options: variant.options,
        }
      : quote;
    const result = addProductToQuote(line, 1);
    setOutcome(result);
    if (result === "added") trackLinkAdd(quote.id, from);
  };
  return (
    <div
      className={`relative z-10 mt-2 flex flex-col gap-1 noscript:invisible ${scripted ? "" : "invisible"}`}
    >
      {variants.length > 0 && (
        <>
          <label htmlFor={`${id}-variant`} className="sr-only">
            {fill(t.variant, { name: quote.name })}
          </label>
          <select
            id={`${id}-variant`}
            value={chosen ?? ""}
            disabled={!scripted}
            onChange={(event) => {
              setChosen(Number(event.target.value));
              setOutcome(null);
            }}
            className="min-h-10 w-full rounded-md border border-gray-400 bg-white px-2 text-sm"
          >
            {variants.map((v) => (
              <option key={v.variantId} value={v.variantId}>
                {v.options.map((o) => o.value).join(OPTION_VALUES_SEPARATOR)} —{" "}
                {formatPrice(v.priceCents, locale)}
                {v.available ? "" : ` (${t.soldOut})`}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        type="button"
        disabled={!scripted}
        onClick={add}
        className="min-h-10 w-full rounded-md border border-brand px-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
      >
        {outcome === "added" ? `✓ ${t.added}` : t.add}
        {/* The visible words first, then whose: the button's name holds what it shows. */}
        <span className="sr-only"> ({quote.name})</span>
      </button>
      <p
        role="status"
        className={outcome && outcome !== "added" ? "text-xs text-red-800" : "sr-only"}
      >
        {outcome === "full"
          ? fill(store.full, { max: QUOTE_MAX_LINES })
          : outcome === "refused"
            ? store.storageRefused
            : outcome === "added"
              ? fill(store.added, { name: quote.name })
              : ""}
      </p>
    </div>
  );
}
