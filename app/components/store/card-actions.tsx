import { localePath } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { CompareToggle } from "./compare-toggle";
import { AddToQuoteButton, type QuoteProduct } from "./quote-add";

/**
 * A product card's two buttons, one island (app/islands/registry.ts): the card is server HTML.
 * A product with options has a link to its page in the first one's place, where the shopper
 * chooses the option to add (docs/decisions/065-product-variants.md): a plain link, shown without
 * JavaScript too.
 */
export function CardActions({
  product,
  chooseOption = false,
}: {
  product: QuoteProduct;
  chooseOption?: boolean;
}) {
  return (
    <>
      {chooseOption ? (
        <ChooseOptionLink product={product} />
      ) : (
        <AddToQuoteButton product={product} />
      )}
      <CompareToggle product={{ id: product.id, name: product.name, image: product.image }} />
    </>
  );
}

function ChooseOptionLink({ product }: { product: QuoteProduct }) {
  const t = useTexts("store").quote;
  const locale = useLocale();
  return (
    <a
      href={localePath(locale, `/produto/${product.id}`)}
      aria-label={fill(t.chooseNamed, { name: product.name })}
      className="relative z-10 mt-2 inline-flex min-h-10 w-full items-center justify-center rounded-md border border-brand px-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
    >
      {t.choose}
    </a>
  );
}
