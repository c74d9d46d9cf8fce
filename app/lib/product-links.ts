import { applyMove, type Move } from "./reorder";

// Links between products (docs/decisions/067-product-links.md): a product names others as its
// accessories ("acessório"), its spare parts ("peça de reposição") or products it works with
// ("compatível com"). Each link is stored once, on the product that names it; every rule about
// which products a page, the API or a spreadsheet shows on each side lives here, pure.

/** The stored types, in the order a product page shows their sections. */
export const LINK_TYPES = ["accessory", "spare_part", "compatible"] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** At most this many products per type on one product (a page shows them all). */
export const MAX_LINKS_PER_TYPE = 50;

/** One stored link: `productId` names `linkedId` as its `type`, at `position`. */
export interface StoredLink {
  productId: number;
  linkedId: number;
  type: LinkType;
  position: number;
}

/** What a product shows: its own links, and the products that name it, in order. */
export interface LinkSides {
  /** "Acessórios": the accessories it names, in the administrator's order. */
  accessories: number[];
  /** "Peças de reposição": the spare parts it names, in the administrator's order. */
  spareParts: number[];
  /**
   * "Compatível com": the products it names as compatible (the administrator's order), then the
   * products that name it as their accessory, spare part or compatible product.
   */
  compatibleWith: number[];
}

const byPosition = (a: StoredLink, b: StoredLink) =>
  a.position - b.position || a.linkedId - b.linkedId;

/** The other side's order: accessories' machines first, then spare parts', then compatibles. */
const reverseOrder = (a: StoredLink, b: StoredLink) =>
  LINK_TYPES.indexOf(a.type) - LINK_TYPES.indexOf(b.type) || a.productId - b.productId;

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Rule: a link shows on both products. On the product that names it, under its type; on the
 * product named, under "Compatível com": the battery a drill names as its accessory lists the
 * drill, the spare part lists its machine, and "compatível com" works both ways (a product named
 * compatible lists the one that named it). Links of other products are ignored; a product is
 * listed once per section.
 */
export function linkSides(productId: number, links: readonly StoredLink[]): LinkSides {
  const own = links.filter((l) => l.productId === productId && l.linkedId !== productId);
  const named = links.filter((l) => l.linkedId === productId && l.productId !== productId);
  const ofType = (type: LinkType) =>
    own
      .filter((l) => l.type === type)
      .sort(byPosition)
      .map((l) => l.linkedId);
  return {
    accessories: unique(ofType("accessory")),
    spareParts: unique(ofType("spare_part")),
    compatibleWith: unique([
      ...ofType("compatible"),
      ...[...named].sort(reverseOrder).map((l) => l.productId),
    ]),
  };
}

/** Each product's sides, from the links that touch any of them (the API's lists). */
export function linkSidesOf(
  productIds: readonly number[],
  links: readonly StoredLink[],
): Map<number, LinkSides> {
  const touching = new Map<number, StoredLink[]>(productIds.map((id) => [id, []]));
  for (const l of links) {
    touching.get(l.productId)?.push(l);
    if (l.linkedId !== l.productId) touching.get(l.linkedId)?.push(l);
  }
  return new Map([...touching].map(([id, own]) => [id, linkSides(id, own)]));
}

/** A write's lists, by stored type; a type absent is left as it is. */
export type LinkLists = Partial<Record<LinkType, number[]>>;

export type LinkProblem =
  { code: "selfLink"; type: LinkType } | { code: "tooManyLinks"; type: LinkType };

/**
 * Rule: what a write stores. Each list keeps its order, a product named twice once; a product
 * cannot be linked to itself and a type holds at most MAX_LINKS_PER_TYPE products. In the
 * "compatível com" list, the products that already show there because they name this one
 * (`namedBy`: the derived side) are not stored again: reading a product and writing back what was
 * read changes nothing, and the derived side is changed on the product that names it.
 */
export function planLinks(
  productId: number,
  lists: LinkLists,
  namedBy: readonly number[],
): { lists: LinkLists } | { problem: LinkProblem } {
  const out: LinkLists = {};
  for (const type of LINK_TYPES) {
    const sent = lists[type];
    if (sent === undefined) continue;
    if (sent.includes(productId)) return { problem: { code: "selfLink", type } };
    let ids = unique(sent);
    if (type === "compatible") ids = ids.filter((id) => !namedBy.includes(id));
    if (ids.length > MAX_LINKS_PER_TYPE) return { problem: { code: "tooManyLinks", type } };
    out[type] = ids;
  }
  return { lists: out };
}

/** The products that name `productId` (the derived part of its "Compatível com"). */
export function namingProducts(productId: number, links: readonly StoredLink[]): number[] {
  return unique(
    links
      .filter((l) => l.linkedId === productId && l.productId !== productId)
      .map((l) => l.productId),
  );
}

/** The SKU lists of a spreadsheet's link cells are separated by this. */
export const LINK_SKU_SEPARATOR = "|";

/** Rule: a link cell's SKUs, trimmed, empty ones left out ("BAT-1 | BAT-2|" is two). */
export function parseLinkCell(cell: string): string[] {
  return cell
    .split(LINK_SKU_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Rule: one step of the links editor on one list. "Ligar" adds a product at the end (one already
 * there stays where it is), "Remover" takes it out, a move swaps it with its neighbour.
 */
export function editLinkList(
  list: readonly number[],
  edit: { add: number } | { remove: number } | { move: Move },
): number[] {
  if ("add" in edit) return list.includes(edit.add) ? [...list] : [...list, edit.add];
  if ("remove" in edit) return list.filter((id) => id !== edit.remove);
  return applyMove(list, edit.move);
}
