import { useId, useState } from "react";
import { useScripted } from "~/islands/scripted";
import { localePath } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { variantName } from "~/lib/product-variants";
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, type QuoteLine } from "~/lib/quote-list";
import { addProductToQuote } from "./use-quote-list";

export type QuoteProduct = Omit<QuoteLine, "quantity">;
type Outcome = "added" | "full" | "refused" | null;

function useOutcomeText(outcome: Outcome, product: QuoteProduct): string {
  const t = useTexts("store").quote;
  // A variant is named as its page names it: "Furadeira — 220 V".
  const name = variantName(
    product.name,
    (product.options ?? []).map((o) => o.value),
  );
  if (outcome === "added") return fill(t.added, { name });
  if (outcome === "full") return fill(t.full, { max: QUOTE_MAX_LINES });
  if (outcome === "refused") return t.storageRefused;
  return "";
}

/**
 * The product page's "Adicionar à lista" with a quantity. Shown once the page runs scripts: the
 * list lives in the browser (docs/decisions/052-quote-list-in-the-browser.md); without them its
 * place is kept so nothing moves when it appears.
 */
export function AddToQuoteForm({ product }: { product: QuoteProduct }) {
  const t = useTexts("store").quote;
  const locale = useLocale();
  const scripted = useScripted();
  const id = useId();
  const [quantity, setQuantity] = useState("1");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const text = useOutcomeText(outcome, product);
  return (
    <form
      className={`flex flex-wrap items-end gap-3 noscript:invisible ${scripted ? "" : "invisible"}`}
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(addProductToQuote(product, Number(quantity) || 1));
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-quantity`} className="text-sm text-gray-700">
          {t.quantity}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUOTE_MAX_QUANTITY}
          required
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          disabled={!scripted}
          className="min-h-12 w-24 rounded-lg border border-gray-400 px-3 text-base"
        />
      </div>
      <button
        type="submit"
        disabled={!scripted}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-brand px-5 font-semibold text-brand hover:bg-brand hover:text-white"
      >
        {t.add}
      </button>
      <p role="status" className="basis-full text-sm text-gray-800">
        {text}
        {outcome === "added" && (
          <>
            {" "}
            <a
              href={localePath(locale, "/orcamento")}
              className="font-semibold text-brand underline"
            >
              {t.view}
            </a>
          </>
        )}
      </p>
    </form>
  );
}

/**
 * A product card's "Adicionar à lista": one of the product; the quantity is set in the list. The
 * card does not carry the SKU: the list fills it in when it checks its products with the shop.
 */
export function AddToQuoteButton({ product }: { product: QuoteProduct }) {
  const t = useTexts("store").quote;
  const scripted = useScripted();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const text = useOutcomeText(outcome, product);
  return (
    <div className={`relative z-10 mt-2 noscript:invisible ${scripted ? "" : "invisible"}`}>
      <button
        type="button"
        disabled={!scripted}
        aria-label={fill(t.addNamed, { name: product.name })}
        onClick={() => setOutcome(addProductToQuote(product, 1))}
        className="min-h-10 w-full rounded-md border border-brand px-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
      >
        {outcome === "added" ? `✓ ${t.inList}` : t.add}
      </button>
      <p
        role="status"
        className={outcome && outcome !== "added" ? "mt-1 text-xs text-red-800" : "sr-only"}
      >
        {text}
      </p>
    </div>
  );
}
