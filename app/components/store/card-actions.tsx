import { CompareToggle } from "./compare-toggle";
import { AddToQuoteButton, type QuoteProduct } from "./quote-add";

/** A product card's two buttons, one island (app/islands/registry.ts): the card is server HTML. */
export function CardActions({ product }: { product: QuoteProduct }) {
  return (
    <>
      <AddToQuoteButton product={product} />
      <CompareToggle product={{ id: product.id, name: product.name, image: product.image }} />
    </>
  );
}
