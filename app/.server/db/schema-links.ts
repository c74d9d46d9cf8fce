/**
 * A typed link between two products (migration 2026-11-30T0100, docs/decisions/067-product-links.md):
 * `product_id` names `linked_product_id` as its accessory, spare part or a product it works with,
 * at `position` (1..n per product and type). Stored once; the other side is derived when read.
 */
export interface ProductLinkTable {
  product_id: number;
  linked_product_id: number;
  type: ProductLinkType;
  position: number;
}

/** What a link says, as stored (the shop's words are in the catalogues). */
export type ProductLinkType = "accessory" | "spare_part" | "compatible";
