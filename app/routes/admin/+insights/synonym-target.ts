import { fill } from "~/i18n/fill";

/** What a synonym leads to: catalogue words, or a product (its name, else its number). */
export interface SynonymTargetView {
  word: string | null;
  productId: number | null;
  productName: string | null;
}

/** A synonym's target in words: "furadeira", "Furadeira de impacto", "produto #7". */
export function synonymTargetText(target: SynonymTargetView, productNumber: string): string {
  if (target.word !== null) return target.word;
  return target.productName ?? fill(productNumber, { id: target.productId ?? "?" });
}
